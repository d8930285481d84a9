import { createServer, type IncomingMessage, request, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

// Why slots: the test build bakes the Safe host origins it trusts (`safe.allowedOrigins`) at build time, but
// each Playwright worker starts its own Safe host, later, on a port the OS picks. So the run's global setup
// opens one listener per worker slot first (port 0: free ports, held for the whole run, so nothing else can
// take them), bakes those origins into the build, and each worker points the slot of its `parallelIndex` at
// its own host. The slot forwards every request unchanged (page, script, API, event stream).

export type HostSlot = {
  /** `http://127.0.0.1:<port>`: the origin the test build trusts as a Safe host. */
  readonly origin: string;
  /** `http://localhost:<port>`: the same slot under an origin the build does not trust (a foreign host). */
  readonly alternateOrigin: string;
};

export type HostSlots = {
  readonly slots: readonly HostSlot[];
  stop(): Promise<void>;
};

const ATTACH_PATH = '/__harness/slot';

/** Opens `count` forwarding listeners on free loopback ports. */
export async function openHostSlots(count: number): Promise<HostSlots> {
  const servers: Server[] = [];
  try {
    for (let i = 0; i < count; i += 1) servers.push(await openSlot());
  } catch (error) {
    await Promise.all(servers.map(close));
    throw error;
  }
  return {
    slots: servers.map((server) => {
      const { port } = server.address() as AddressInfo;
      return { origin: `http://127.0.0.1:${port}`, alternateOrigin: `http://localhost:${port}` };
    }),
    stop: async () => {
      await Promise.all(servers.map(close));
    },
  };
}

/** Points a slot at a host (its real origin); a later call (a restarted worker) replaces the target. */
export async function attachHostSlot(slot: HostSlot, target: string): Promise<void> {
  const response = await fetch(`${slot.origin}${ATTACH_PATH}`, { method: 'POST', body: target });
  if (!response.ok) throw new Error(`Safe host slot ${slot.origin} refused ${target}: ${response.status}`);
}

async function openSlot(): Promise<Server> {
  let target: URL | undefined;
  const server = createServer((req, res) => {
    if (req.url === ATTACH_PATH && req.method === 'POST') {
      let body = '';
      req.on('data', (chunk) => {
        body += chunk;
      });
      req.on('end', () => {
        target = new URL(body.trim());
        res.writeHead(204).end();
      });
      return;
    }
    if (!target) return void res.writeHead(503, { 'content-type': 'text/plain' }).end('No Safe host yet.');
    forward(target, req, res);
  });
  server.requestTimeout = 0;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  return server;
}

function forward(target: URL, req: IncomingMessage, res: ServerResponse): void {
  const upstream = request(
    {
      hostname: target.hostname,
      port: target.port,
      method: req.method,
      path: req.url,
      headers: req.headers,
    },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    },
  );
  upstream.on('error', (error) => {
    if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' });
    res.end(`Safe host unreachable: ${error.message}`);
  });
  res.on('close', () => upstream.destroy());
  req.pipe(upstream);
}

function close(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });
}
