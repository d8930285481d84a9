import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Frame, Page } from '@playwright/test';

/**
 * A loopback HTTP server with a blank page, a page with known accessibility failures (`/flawed`) and a page that
 * frames a URL given in `?src=`.
 */
export async function startPageServer(): Promise<{
  origin: string;
  close(): Promise<void>;
}> {
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    res.setHeader('content-type', 'text/html; charset=utf-8');
    if (url.pathname === '/frame-host') {
      const src = url.searchParams.get('src') ?? '/';
      // The test controls src; this page never sees outside input.
      res.end(`<!doctype html><title>host</title><iframe id="app" src="${encodeURI(src)}"></iframe>`);
      return;
    }
    if (url.pathname === '/flawed') {
      // Three WCAG failures axe-core names: an image without a text alternative, text below 4.5:1 contrast, a
      // button without a name.
      res.end(
        '<!doctype html><html lang="en"><title>flawed</title><main><h1>Flawed</h1>' +
          '<img id="picture" src="data:image/gif;base64,R0lGODlhAQABAAAAACw=">' +
          '<p id="faint" style="color:#aaa;background:#fff">faint text</p>' +
          '<button id="nameless" type="button"></button></main></html>',
      );
      return;
    }
    if (url.pathname === '/' || url.pathname === '/blank') {
      res.end('<!doctype html><title>blank</title><p>blank</p>');
      return;
    }
    res.statusCode = 404;
    res.end('not found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type RequestOutcome =
  | { ok: true; result: unknown }
  | {
      ok: false;
      code: unknown;
      message: unknown;
      data?: unknown;
      isError: boolean;
    };

/** window.ethereum.request in the page (or frame); the outcome as data, errors included. */
export function ethRequest(target: Page | Frame, method: string, params?: unknown): Promise<RequestOutcome> {
  return target.evaluate(
    async ([m, p]) => {
      const ethereum = (
        window as unknown as {
          ethereum: { request(a: unknown): Promise<unknown> };
        }
      ).ethereum;
      try {
        return {
          ok: true as const,
          result: await ethereum.request(p === undefined ? { method: m } : { method: m, params: p }),
        };
      } catch (error) {
        const e = error as {
          code?: unknown;
          message?: unknown;
          data?: unknown;
        };
        return {
          ok: false as const,
          code: e?.code,
          message: e?.message,
          data: e?.data,
          isError: error instanceof Error,
        };
      }
    },
    [method, params] as const,
  );
}

/** Records provider events in the page from before any page script runs. */
export const recordEventsInitScript = () => {
  const w = window as unknown as {
    __events: [string, unknown][];
    ethereum?: { on(e: string, f: (x: unknown) => void): void };
  };
  w.__events = [];
  for (const name of ['connect', 'disconnect', 'accountsChanged', 'chainChanged']) {
    w.ethereum?.on(name, (payload) => w.__events.push([name, payload]));
  }
};

export function recordedEvents(target: Page | Frame): Promise<[string, unknown][]> {
  return target.evaluate(() => (window as unknown as { __events: [string, unknown][] }).__events);
}
