import { createHash } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { BrowserContext } from '@playwright/test';
import { type WebSocket, WebSocketServer } from 'ws';

/** The WalletConnect relay the SDKs dial (`wss://relay.walletconnect.org`, `.com`), as the browser sees it. */
export const WALLETCONNECT_RELAY_URL = /^wss:\/\/relay\.walletconnect\.(?:org|com)(?:\/|\?|$)/;

/** One message on the relay, as a test may want to see it (the payload stays encrypted, as on the real one). */
export interface RelayedMessage {
  readonly topic: string;
  readonly tag: number;
  readonly from: 'page' | 'wallet';
}

interface Client {
  readonly side: 'page' | 'wallet';
  send(text: string): void;
  /** topic → subscription id */
  readonly subscriptions: Map<string, string>;
}

interface Stored {
  readonly topic: string;
  readonly message: string;
  readonly tag: number;
  readonly publishedAt: number;
  readonly sender: Client;
  readonly deliveredTo: Set<Client>;
}

type Request = { id: number | string; method: string; params?: Record<string, unknown> };

/**
 * A stand-in for WalletConnect's relay: a topic router speaking the relay's JSON-RPC (`irn_subscribe`,
 * `irn_publish`, `irn_batchFetchMessages`, … and `irn_subscription` pushes), so the real SDKs on both ends (the
 * page's, routed here with Playwright's `routeWebSocket`; a wallet's in node, through `url`) pair and talk
 * exactly as through the real relay, offline. Like the real one it keeps what was published to a topic until a
 * subscriber has it (a wallet subscribes to the pairing topic after the page published its proposal), never
 * echoes a message to its sender, and cannot read the payloads: they are encrypted end to end by the SDKs.
 */
export class WalletConnectRelay {
  /** Every message published, in order. */
  readonly published: RelayedMessage[] = [];
  private readonly stored: Stored[] = [];
  private readonly clients = new Set<Client>();
  private pushId = Date.now() * 1000;

  private constructor(
    private readonly server: WebSocketServer,
    /** Where a wallet in node connects (`ws://127.0.0.1:<port>`). */
    readonly url: string,
  ) {}

  static async start(): Promise<WalletConnectRelay> {
    const server = new WebSocketServer({ host: '127.0.0.1', port: 0 });
    await new Promise<void>((resolve, reject) => {
      server.once('listening', resolve);
      server.once('error', reject);
    });
    const { port } = server.address() as AddressInfo;
    const relay = new WalletConnectRelay(server, `ws://127.0.0.1:${port}`);
    server.on('connection', (socket: WebSocket) => {
      const client = relay.join('wallet', (text) => socket.send(text));
      socket.on('message', (data) => relay.receive(client, data.toString()));
      socket.on('close', () => relay.leave(client));
    });
    return relay;
  }

  /** Routes every page of `context` that dials the WalletConnect relay here instead. */
  async attach(context: BrowserContext): Promise<void> {
    await context.routeWebSocket(WALLETCONNECT_RELAY_URL, (socket) => {
      const client = this.join('page', (text) => socket.send(text));
      socket.onMessage((message) => this.receive(client, String(message)));
      socket.onClose(() => this.leave(client));
    });
  }

  /** Whether a page is connected to the relay now. */
  pageConnected(): boolean {
    return [...this.clients].some((client) => client.side === 'page');
  }

  async stop(): Promise<void> {
    for (const socket of this.server.clients) socket.terminate();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private join(side: Client['side'], send: (text: string) => void): Client {
    const client: Client = { side, send, subscriptions: new Map() };
    this.clients.add(client);
    return client;
  }

  private leave(client: Client): void {
    this.clients.delete(client);
  }

  private receive(client: Client, text: string): void {
    let request: Request;
    try {
      request = JSON.parse(text);
    } catch {
      return;
    }
    // Answers to our own pushes (`irn_subscription`) need nothing back.
    if (typeof request.method !== 'string') return;
    const reply = (result: unknown) =>
      client.send(JSON.stringify({ id: request.id, jsonrpc: '2.0', result }));
    const params = request.params ?? {};
    const topics = Array.isArray(params.topics) ? params.topics.map(String) : [];
    switch (request.method) {
      case 'irn_subscribe': {
        reply(this.subscribe(client, String(params.topic)));
        this.deliverStored(client, [String(params.topic)]);
        return;
      }
      case 'irn_batchSubscribe': {
        reply(topics.map((topic) => this.subscribe(client, topic)));
        this.deliverStored(client, topics);
        return;
      }
      case 'irn_unsubscribe':
        client.subscriptions.delete(String(params.topic));
        reply(true);
        return;
      case 'irn_batchUnsubscribe': {
        const subscriptions = Array.isArray(params.subscriptions) ? params.subscriptions : [];
        for (const entry of subscriptions) client.subscriptions.delete(String(entry?.topic));
        reply(true);
        return;
      }
      case 'irn_publish':
        this.publish(client, params);
        reply(true);
        return;
      case 'irn_batchPublish': {
        const messages = Array.isArray(params.messages) ? params.messages : [];
        for (const message of messages) this.publish(client, message);
        reply(true);
        return;
      }
      case 'irn_batchFetchMessages': {
        const messages = this.undelivered(client, topics).map((stored) => {
          stored.deliveredTo.add(client);
          return this.wire(stored);
        });
        reply({ messages, hasMore: false });
        return;
      }
      default:
        client.send(
          JSON.stringify({
            id: request.id,
            jsonrpc: '2.0',
            error: { code: -32601, message: `Method not found: ${request.method}` },
          }),
        );
    }
  }

  private subscribe(client: Client, topic: string): string {
    const id = createHash('sha256').update(`${topic}:${client.side}:${this.clients.size}`).digest('hex');
    client.subscriptions.set(topic, id);
    return id;
  }

  private publish(sender: Client, params: Record<string, unknown>): void {
    const stored: Stored = {
      topic: String(params.topic),
      message: String(params.message),
      tag: Number(params.tag ?? 0),
      publishedAt: Date.now(),
      sender,
      deliveredTo: new Set(),
    };
    this.stored.push(stored);
    this.published.push({ topic: stored.topic, tag: stored.tag, from: sender.side });
    for (const client of this.clients) {
      if (client !== sender && client.subscriptions.has(stored.topic)) this.push(client, stored);
    }
  }

  private undelivered(client: Client, topics: readonly string[]): Stored[] {
    return this.stored.filter(
      (stored) =>
        topics.includes(stored.topic) && stored.sender !== client && !stored.deliveredTo.has(client),
    );
  }

  private deliverStored(client: Client, topics: readonly string[]): void {
    for (const stored of this.undelivered(client, topics)) this.push(client, stored);
  }

  private push(client: Client, stored: Stored): void {
    const id = client.subscriptions.get(stored.topic);
    if (!id) return;
    stored.deliveredTo.add(client);
    this.pushId += 1;
    client.send(
      JSON.stringify({
        id: this.pushId,
        jsonrpc: '2.0',
        method: 'irn_subscription',
        params: { id, data: this.wire(stored) },
      }),
    );
  }

  private wire(stored: Stored) {
    return { topic: stored.topic, message: stored.message, publishedAt: stored.publishedAt, tag: stored.tag };
  }
}
