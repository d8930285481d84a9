import type { Config, Connector } from 'wagmi';
import { watchConnectors } from 'wagmi/actions';
import { approvedInThisPage } from '../connect/findConnector.ts';
import {
  BadWalletAnswerError,
  invalidChainId,
  noAccounts,
  type WalletAnswerError,
} from '../errors/walletAnswer.ts';
import { checkWalletAnswer, isFatalAnswerProblem, parseChainId } from './walletAnswers.ts';

type Provider = { request(args: { method: string; params?: unknown }): Promise<unknown> };

/** How long a connect waits for an extension that injects `window.ethereum` late (MetaMask's detect-provider idea). */
export const LATE_INJECTION_MS = 1_000;

/** Malformed wallet events already said on the console (once per page, however many connectors heard them). */
const saidMalformed = new Set<string>();

/** Answers each wallet gave that no wallet should give, by (watched) provider: read by the connect that caused them. */
const misreads = new WeakMap<object, WalletAnswerError>();
/** Connectors inside their own connect: there a malformed chain id must fail the connect, not be papered over. */
const connecting = new WeakSet<Connector>();
/** One watched provider per wallet provider, shared by connectors: wagmi's reconnect tells wallets apart by identity. */
const watched = new WeakMap<object, object>();

/**
 * wagmi's injected connector trusts what a wallet answers: an `eth_chainId` of `"0xZZ"` becomes `NaN` and a
 * connect that then waits for the chain forever; an empty account list connects nobody; a permission grant
 * naming a non-address is skipped silently. This makes every injected connector (configured or announced
 * through EIP-6963 later) refuse such a connect with an error of its own, which the toast handler words.
 * Once connected, a signature, transaction hash or chain id that is no hex of a plausible length fails its request
 * with "the wallet returned an unexpected answer" (`walletAnswers.ts`), and a wallet's error text is cut to
 * `MAX_WALLET_ERROR_MESSAGE` characters.
 */
export function hardenInjectedConnectors(config: Config): () => void {
  const done = new WeakSet<Connector>();
  const harden = (connectors: readonly Connector[]) => {
    for (const connector of connectors) {
      if (connector.type !== 'injected' || done.has(connector)) continue;
      done.add(connector);
      hardenConnector(connector, config);
    }
  };
  harden(config.connectors);
  return watchConnectors(config, { onChange: harden });
}

// Methods are replaced on the connector object itself: wagmi and RainbowKit call them through `this`
// (RainbowKit on a copy it spreads from the connector), so the originals keep working unchanged inside.
function hardenConnector(connector: Connector, config: Config) {
  const { connect, getChainId, getProvider } = connector;
  const appChainId = config.chains[0].id;

  connector.getProvider = async function (this: Connector, ...args: Parameters<typeof getProvider>) {
    const provider = await getProvider.apply(this, args);
    return provider && typeof provider === 'object' ? watch(provider as Provider) : provider;
  } as typeof getProvider;

  // RainbowKit asks for the chain before it connects, outside wagmi's connect, whose failures reach the toasts;
  // a throw there is swallowed and the dialog spins. Before this wallet is connected, answer the app's chain when
  // there is no wallet or its chain id is malformed, and let connect refuse it in words ("no wallet", "a network
  // id that is not valid"). Once connected, a malformed chain id fails as it should.
  connector.getChainId = async function (this: Connector) {
    if (!(await this.getProvider())) return appChainId;
    try {
      return await getChainId.call(this);
    } catch (error) {
      const connected = config.state.current === this.uid && config.state.status === 'connected';
      if (!connected && !connecting.has(this) && isBadChain(error)) return appChainId;
      throw error;
    }
  };

  connector.connect = async function (this: Connector, parameters?: { isReconnecting?: boolean }) {
    connecting.add(this);
    try {
      // A wallet the visitor approved in the page's dialog in this page load (its one prompt, asked there at the
      // moment of the pick: src/connect/dialog/walletDialog.ts) is connected as an authorised wallet is reconnected, with
      // `eth_accounts`: wagmi's connect would ask it for permissions again, a second prompt for one pick.
      const approved = parameters?.isReconnecting !== true && approvedInThisPage(this);
      return await hardenedConnect.call(
        this,
        approved ? { ...parameters, isReconnecting: true } : parameters,
      );
    } finally {
      connecting.delete(this);
    }
  } as typeof connect;

  // A wallet's events are answers too: wagmi would turn `chainChanged(null)` into chain 0 ("Unsupported network
  // (id 0)", the account button opening nothing) and throw on an account that is no address. Such an event is
  // ignored, and said once on the console; the connection stays as the last well-formed event left it.
  const { onChainChanged, onAccountsChanged } = connector;
  const ignore = (event: string, value: unknown) => {
    if (saidMalformed.has(event)) return;
    saidMalformed.add(event);
    console.warn(`Portico: ${connector.name} sent a malformed ${event} event; it was ignored.`, value);
  };
  connector.onChainChanged = function (this: Connector, chain: string) {
    if (parseChainId(chain) === undefined) return ignore('chainChanged', chain);
    return onChainChanged.call(this, chain);
  };
  connector.onAccountsChanged = function (this: Connector, accounts: string[]) {
    if (!Array.isArray(accounts) || checkWalletAnswer('eth_accounts', accounts))
      return ignore('accountsChanged', accounts);
    return onAccountsChanged.call(this, accounts);
  };

  const hardenedConnect = async function (this: Connector, parameters?: { isReconnecting?: boolean }) {
    const reconnecting = parameters?.isReconnecting === true;
    let provider = (await this.getProvider()) as Provider | undefined;
    if (!provider && !reconnecting) {
      await lateInjection(LATE_INJECTION_MS);
      provider = (await this.getProvider()) as Provider | undefined;
    }
    if (provider) {
      misreads.delete(provider);
      // Before any prompt: a wallet that cannot say which chain it is on is refused before it asks anything.
      if (!reconnecting) {
        const chainId = await provider.request({ method: 'eth_chainId' });
        if (parseChainId(chainId) === undefined) throw invalidChainId('eth_chainId', chainId);
      }
    }
    let result: Awaited<ReturnType<typeof connect>>;
    try {
      result = await connect.call(this, parameters as never);
    } catch (error) {
      throw (provider && misreads.get(provider)) ?? error;
    }
    const problem =
      (provider && misreads.get(provider)) ?? (result.accounts.length === 0 ? noAccounts() : undefined);
    if (problem) {
      // Refused: hand the grant back (wagmi also marks the wallet disconnected, so no reload reconnects it).
      if (!reconnecting) await this.disconnect().catch(() => undefined);
      throw problem;
    }
    return result;
  };
}

function isBadChain(error: unknown): boolean {
  return error instanceof BadWalletAnswerError && error.code === 'WALLET_BAD_CHAIN';
}

function watch(provider: Provider): Provider {
  const known = watched.get(provider);
  if (known) return known as Provider;
  const proxy: Provider = new Proxy(provider, {
    get(target, key) {
      if (key === 'request') {
        return async (args: { method: string; params?: unknown }) => {
          let result: unknown;
          try {
            result = await target.request(args);
          } catch (error) {
            throw bounded(error);
          }
          const problem = checkWalletAnswer(args.method, result);
          // A signature, hash or chain id is used as soon as it arrives: refused here, never stored or drawn.
          if (problem && isFatalAnswerProblem(args.method)) throw problem;
          if (problem && !misreads.has(proxy)) misreads.set(proxy, problem);
          return result;
        };
      }
      const value: unknown = Reflect.get(target, key, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  watched.set(provider, proxy);
  return proxy;
}

/** The longest error text kept from a wallet (it goes to the console and bug reports, never to the page). */
export const MAX_WALLET_ERROR_MESSAGE = 500;

/** A wallet's error with its message cut to a sensible length; its code and data kept for the classifier. */
function bounded(error: unknown): unknown {
  if (typeof error === 'string') return cut(error);
  const message = error && typeof error === 'object' ? (error as { message?: unknown }).message : undefined;
  if (typeof message !== 'string' || message.length <= MAX_WALLET_ERROR_MESSAGE) return error;
  try {
    Object.defineProperty(error, 'message', { value: cut(message), configurable: true, writable: true });
    return error;
  } catch {
    const { code, data } = error as { code?: unknown; data?: unknown };
    return { code, data, message: cut(message) };
  }
}

function cut(text: string): string {
  return text.length > MAX_WALLET_ERROR_MESSAGE ? `${text.slice(0, MAX_WALLET_ERROR_MESSAGE - 1)}…` : text;
}

function lateInjection(ms: number): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      window.removeEventListener('ethereum#initialized', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    window.addEventListener('ethereum#initialized', done);
  });
}
