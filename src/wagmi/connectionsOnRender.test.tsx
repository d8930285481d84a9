import { renderToString } from 'react-dom/server';
import { bsc } from 'viem/chains';
import { describe, expect, test } from 'vitest';
import { createConfig, http, useAccount, WagmiProvider } from 'wagmi';
import { connect, getAccount } from 'wagmi/actions';
import { mock } from 'wagmi/connectors';
import { createWagmiStorage } from './storage.ts';
import { WagmiConfigProvider } from './WagmiConfigProvider.tsx';

const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';

/** Local storage as a page has it, in memory. */
class MemoryStorage implements Storage {
  private readonly items = new Map<string, string>();
  get length(): number {
    return this.items.size;
  }
  key(index: number): string | null {
    return [...this.items.keys()][index] ?? null;
  }
  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    this.items.set(key, String(value));
  }
  removeItem(key: string): void {
    this.items.delete(key);
  }
  clear(): void {
    this.items.clear();
  }
}

/** The island's wagmi setup in miniature: one chain, a wallet that approves, the page's storage. */
function config(storage: Storage = new MemoryStorage()) {
  return createConfig({
    chains: [bsc],
    connectors: [mock({ accounts: [address] })],
    // Never called: nothing here reads the chain.
    transports: { [bsc.id]: http('http://127.0.0.1:9') },
    storage: createWagmiStorage(storage),
  });
}

/** The wallet approves: wagmi's connect, as a pick or wagmi's own `accountsChanged` handling makes it. */
async function connectWallet(wagmi: ReturnType<typeof config>): Promise<void> {
  const [connector] = wagmi.connectors;
  if (!connector) throw new Error('no connector');
  await connect(wagmi, { connector });
}

/** Renders what a component under the provider sees of the account. */
function Account() {
  const { address: shown, status } = useAccount();
  return <output>{`${status}:${shown ?? 'none'}`}</output>;
}

/** Lets the store read what it persisted (wagmi's storage answers in promises). */
const hydrated = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('a connection made while the island renders', () => {
  test("wagmi's own provider empties it on a render and leaves the status connected: why the island does not use it", async () => {
    const wagmi = config();
    await hydrated();
    await connectWallet(wagmi);
    expect(getAccount(wagmi).address).toBe(address);
    renderToString(
      <WagmiProvider config={wagmi} reconnectOnMount={false}>
        <Account />
      </WagmiProvider>,
    );
    expect(wagmi.state.status).toBe('connected');
    expect(getAccount(wagmi).address).toBeUndefined();
  });

  test("the island's provider keeps it through every render, and gives its components the config", async () => {
    const wagmi = config();
    await hydrated();
    await connectWallet(wagmi);
    const render = () =>
      renderToString(
        <WagmiConfigProvider config={wagmi}>
          <Account />
        </WagmiConfigProvider>,
      );
    expect(render()).toContain(`connected:${address}`);
    // A transition's render started again: the same tree once more.
    expect(render()).toContain(`connected:${address}`);
    expect(getAccount(wagmi).address).toBe(address);
  });
});

describe("wagmi's stored connections", () => {
  test('are not read back; the chain is', async () => {
    const storage = new MemoryStorage();
    const stored = JSON.stringify({
      state: {
        connections: {
          __type: 'Map',
          value: [
            [
              'old-uid',
              {
                accounts: [address],
                chainId: bsc.id,
                connector: { id: 'mock', name: 'Mock Connector', type: 'mock', uid: 'old-uid' },
              },
            ],
          ],
        },
        chainId: bsc.id,
        current: 'old-uid',
      },
      version: 2,
    });
    storage.setItem('wagmi.store', stored);
    const wagmi = config(storage);
    await hydrated();
    // The store has read what it persisted (a persisted store's own API, not in wagmi's types).
    const persisted = wagmi._internal.store as unknown as { persist: { hasHydrated(): boolean } };
    expect(persisted.persist.hasHydrated()).toBe(true);
    expect(wagmi.state.connections.size).toBe(0);
    expect(wagmi.state.current).toBeNull();
    expect(wagmi.state.chainId).toBe(bsc.id);
    expect(wagmi.state.status).toBe('disconnected');
  });

  test('other stored values pass unchanged', async () => {
    const storage = new MemoryStorage();
    storage.setItem('wagmi.recentConnectorId', '"mock"');
    const wagmi = config(storage);
    expect(await wagmi.storage?.getItem('recentConnectorId')).toBe('mock');
  });
});
