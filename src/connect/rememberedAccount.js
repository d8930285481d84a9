// @ts-check
// The account before the island: a classic inline script right after the header's connect control. A visitor
// who was connected when they left (the island keeps a small record: src/connect/accountMemory.ts) sees their
// address from the first frame of every page instead of "Connect Wallet", marked as not yet confirmed; the script
// then asks that wallet (its EIP-6963 provider, by rdns) for `eth_accounts` and draws the account it confirms, or
// puts "Connect Wallet" back when it confirms none. The record is outside data (any page of the origin can write
// it): it is checked here and never shown as confirmed. Shipped minified (build/inlineScripts.ts), with the rules it
// shares with the island written in from rules.js.
import { drawHeaderControl } from './drawHeader.js';
import { ADDRESS_PATTERN, accountKey, checkAnnouncement, siteRoot } from './rules.js';

(() => {
  const showAccount = () => {
    const slot = /** @type {HTMLElement | null} */ (document.querySelector('[data-portico-account-slot]'));
    const button = /** @type {HTMLElement | null} */ (slot?.querySelector('[data-portico-connect]') ?? null);
    const status = /** @type {HTMLElement | null} */ (slot?.querySelector('[data-status="loading"]') ?? null);
    const area = button?.closest('[data-portico-fallback]');
    if (!slot || !button || !status || !area) return;
    // The island takes the header over by removing `data-portico-fallback`; from then on it decides what is drawn.
    const ours = () => area.hasAttribute('data-portico-fallback');
    // Inside Safe{Wallet} the host, not this browser's wallet, says who is connected.
    try {
      if (window.self !== window.top) return;
    } catch {
      return;
    }

    // The site's root path (every page is a file there): one record per site, even under a shared IPFS gateway.
    const key = accountKey(siteRoot(location.pathname));
    // What it says, in the page's language (src/i18n/siteWords.ts, written by Base.astro).
    /** @type {import('./drawHeader.js').HeaderWords & { dialog?: Record<string, string>, status?: Record<string, string> }} */
    let words = {};
    try {
      words = JSON.parse(document.getElementById('portico-words')?.textContent ?? '{}');
    } catch {}
    const maxAgeMs = 30 * 24 * 60 * 60 * 1000;

    /** @returns {{ address: string, connector: string } | undefined} */
    const read = () => {
      /** @type {string | null} */
      let raw = null;
      try {
        raw = window.localStorage.getItem(key);
      } catch {
        return undefined;
      }
      if (raw === null) return undefined;
      try {
        if (raw.length > 512) throw new Error('too long');
        const value = JSON.parse(raw);
        const { address, connector, at } = value ?? {};
        const age = Date.now() - at;
        if (
          typeof address !== 'string' ||
          !ADDRESS_PATTERN.test(address) ||
          typeof connector !== 'string' ||
          connector.length > 100 ||
          typeof at !== 'number' ||
          !(age >= 0 && age < maxAgeMs)
        )
          throw new Error('malformed');
        return { address, connector };
      } catch {
        // Malformed, planted in the future or too old: forgotten.
        try {
          window.localStorage.removeItem(key);
        } catch {}
        return undefined;
      }
    };

    /** @type {Window & { __porticoEarlyAccount?: { address: string, connector: string, confirmed: boolean } | null, __porticoShowAccount?: (address: string, connector: string) => void }} */
    const flags = window;
    /** @param {string} address @param {boolean} confirmed @param {string} connector */
    const draw = (address, confirmed, connector) => {
      flags.__porticoEarlyAccount = { address, connector, confirmed };
      drawHeaderControl(button, { kind: 'account', address, confirmed }, words);
      status.textContent = (confirmed ? words.rk?.connected : words.dialog?.checkingWallet) ?? '';
    };
    const forget = () => {
      flags.__porticoEarlyAccount = null;
      // A click on the account meanwhile asked for an account that is not there.
      delete document.documentElement.dataset.porticoAccountWanted;
      drawHeaderControl(button, { kind: 'connect' }, words);
      status.textContent = words.page?.loading ?? '';
    };

    // For the page's dialog (its owner, dialog/walletDialog.ts): a wallet picked there confirmed this account in this page load. It is
    // remembered at once, as the island would (a visitor may leave before the island has run), and drawn while the
    // island has not taken the header over (then the island draws it).
    flags.__porticoShowAccount = (address, connector) => {
      if (!ADDRESS_PATTERN.test(address)) return;
      try {
        window.localStorage.setItem(key, JSON.stringify({ address, connector, at: Date.now() }));
      } catch {}
      if (ours()) draw(address, true, connector);
    };

    // A first visit (rememberedFlag.js): the island starts when the visitor reaches for the page, and until then the
    // page says what the island would say of a browser that holds no connection.
    if (document.documentElement.dataset.porticoStart === 'on-need') {
      status.textContent = words.status?.disconnected ?? status.textContent;
      status.dataset.status = 'disconnected';
      return;
    }

    const remembered = read();
    if (!remembered) return;

    draw(remembered.address, false, remembered.connector);

    /** @param {{ request?: unknown } | undefined} provider */
    const ask = (provider) => {
      if (!provider || typeof provider.request !== 'function') return;
      const request = /** @type {(args: { method: string }) => Promise<unknown>} */ (provider.request);
      Promise.race([
        request.call(provider, { method: 'eth_accounts' }),
        new Promise((resolve) => setTimeout(() => resolve(undefined), 3000)),
      ]).then(
        (accounts) => {
          // The island may have taken over the header already; then it decides.
          if (!ours()) return;
          if (!Array.isArray(accounts)) return;
          const first = accounts[0];
          if (typeof first === 'string' && ADDRESS_PATTERN.test(first))
            draw(first, true, remembered.connector);
          else forget();
        },
        () => {},
      );
    };

    if (remembered.connector === 'injected') {
      ask(/** @type {{ ethereum?: { request?: unknown } }} */ (/** @type {unknown} */ (window)).ethereum);
      return;
    }
    // Any other connector is an announced wallet's rdns: that wallet is asked once it announces itself (checked
    // as every announcement is, rules.js).
    let asked = false;
    addEventListener('eip6963:announceProvider', (event) => {
      const checked = checkAnnouncement(/** @type {CustomEvent<unknown>} */ (event).detail);
      if (asked || typeof checked === 'string' || checked.info.rdns !== remembered.connector) return;
      asked = true;
      ask(checked.provider);
    });
    dispatchEvent(new Event('eip6963:requestProvider'));
  };
  try {
    showAccount();
  } finally {
    // Whatever was decided, the static button is hidden no longer (rememberedFlag.js).
    delete document.documentElement.dataset.porticoRemembered;
  }
})();
