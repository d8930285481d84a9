import { checkAnnouncement, type Provider } from '../rules.js';

/**
 * The wallets this browser offers, to ask one at the visitor's pick: every EIP-6963 announcement (checked as the
 * page's list checks it, so a wallet listed is a wallet that can be asked), by rdns, and the injected
 * `window.ethereum` as "injected". Inside a frame none: the Safe host says who is connected, so every pick there
 * goes to the island. Asks the wallets to announce themselves again: they announced to the page's list before this
 * module ran.
 */
export function watchOfferedWallets(inFrame: boolean): (wallet: string) => Provider | undefined {
  const announced = new Map<string, Provider>();
  addEventListener('eip6963:announceProvider', (event) => {
    const checked = checkAnnouncement((event as CustomEvent<unknown>).detail);
    if (typeof checked !== 'string' && !announced.has(checked.info.rdns))
      announced.set(checked.info.rdns, checked.provider);
  });
  dispatchEvent(new Event('eip6963:requestProvider'));
  return (wallet) => {
    if (inFrame) return undefined;
    const injected = (window as { ethereum?: unknown }).ethereum;
    return announced.get(wallet) ?? (wallet === 'injected' && isProvider(injected) ? injected : undefined);
  };
}

function isProvider(provider: unknown): provider is Provider {
  try {
    return (
      typeof provider === 'object' &&
      provider !== null &&
      typeof (provider as { request?: unknown }).request === 'function'
    );
  } catch {
    // A provider whose `request` is a throwing getter is no provider.
    return false;
  }
}
