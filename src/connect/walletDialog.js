// @ts-check
// The site's one wallet dialog, driven for the whole visit by this classic inline script (right after the dialog's
// markup, before the header): every "Connect Wallet" opens it, before, while and after the island's modules load,
// and after a disconnect. It lists what this browser announces (EIP-6963) and what the visitor used recently
// (RainbowKit's own store), asks a wallet this browser offers at the visitor's pick, and leaves every other pick to
// the island through one record on `window` (src/connect/contract.ts names everything shared).
// Shipped minified (build/inlineScripts.ts), with the rules it shares with the island written in from rules.js;
// the names it shares with the island are spelled out here and tabled in contract.ts.
import { focusWalletTried } from './focusWalletTried.js';
import { ADDRESS_PATTERN, checkAnnouncement } from './rules.js';

(() => {
  /**
   * @typedef {{ wallet: string, state: 'picked' | 'asking' | 'approved' | 'failed', address?: string, error?: unknown, answer?: unknown, chainAnswer?: unknown, quiet?: boolean }} Pick
   * @typedef {{ request: (args: { method: string, params?: unknown }) => Promise<unknown> }} Provider
   * @type {Window & { __porticoPick?: Pick | null, __porticoShowAccount?: (address: string, connector: string) => void, ethereum?: unknown }}
   */
  const page = window;
  const dialog = /** @type {HTMLDialogElement | null} */ (document.getElementById('portico-quick-connect'));
  if (!dialog) return;
  const status = /** @type {HTMLElement} */ (dialog.querySelector('[data-qc-status]'));
  const installed = /** @type {HTMLElement} */ (dialog.querySelector('[data-qc-installed]'));
  const recent = /** @type {HTMLElement} */ (dialog.querySelector('[data-qc-recent]'));
  // Which error sentence a refused connect gets, by EIP-1193 code (QuickConnect.astro classifies at build time).
  /** @type {Record<string, string>} */
  let refusals = {};
  try {
    refusals = JSON.parse(dialog.dataset.qcRefusals ?? '{}');
  } catch {}
  // Everything it says: the page's words in its language (src/i18n/siteWords.ts, written by Base.astro).
  /** @type {{ dialog?: Record<string, string>, rk?: Record<string, string>, errors?: Record<string, string> }} */
  let pageWords = {};
  try {
    pageWords = JSON.parse(document.getElementById('portico-words')?.textContent ?? '{}');
  } catch {}
  const say = /** @param {string} key */ (key) => pageWords.dialog?.[key] ?? '';
  /** @param {EventTarget | null} target */
  const connectButton = (target) =>
    target instanceof Element ? target.closest('[data-portico-connect]') : null;
  /** @param {Pick | null} pick */
  const setPick = (pick) => {
    page.__porticoPick = pick;
    dispatchEvent(new Event('portico:pick'));
  };

  // Reaching for the button preloads RainbowKit's chunks (the account button after the connect).
  let warmed = false;
  /** @param {Event} event */
  const warm = (event) => {
    const button = connectButton(event.target);
    if (warmed || !(button instanceof HTMLElement) || !button.dataset.porticoConnect) return;
    warmed = true;
    for (const href of button.dataset.porticoConnect.split(' ').filter(Boolean)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      document.head.append(link);
    }
  };
  // `click` too: keyboard and assistive-technology activation fire only that.
  for (const type of ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'click']) {
    document.addEventListener(type, warm, { capture: true, passive: true });
  }

  let failed = false;
  const fail = () => {
    if (failed) return;
    failed = true;
    // The header's status while the island has drawn nothing (its own is React's).
    const header = /** @type {HTMLElement | null} */ (
      document.querySelector('[data-portico-fallback] [data-testid="connection-status"]')
    );
    if (header) {
      header.textContent = say('loadFailedShort');
      header.dataset.status = 'failed';
    }
    status.textContent = say('loadFailed');
  };
  // The island's loader (src/islands/startIsland.ts) reports its code failing to load, or not rendering in time;
  // the loader itself, the page's one module script, failing to load is seen here (a load error does not bubble).
  document.addEventListener('portico:load-failed', fail);
  document.addEventListener(
    'error',
    (event) => {
      if (event.target instanceof HTMLScriptElement && event.target.type === 'module') fail();
    },
    true,
  );

  let inFrame = true;
  try {
    inFrame = window.self !== window.top;
  } catch {}
  const brave = Boolean(
    /** @type {{ ethereum?: { isBraveWallet?: boolean } }} */ (/** @type {unknown} */ (window)).ethereum
      ?.isBraveWallet,
  );
  const phone = () => matchMedia('(pointer: coarse) and (max-width: 767px)').matches;
  /** @type {Set<string>} */
  const announced = new Set();
  /** @type {Map<string, Provider>} The announced wallets' providers, by rdns. */
  const providers = new Map();
  /** @param {unknown} provider @returns {provider is Provider} */
  const isProvider = (provider) => {
    try {
      return (
        typeof provider === 'object' &&
        provider !== null &&
        typeof (/** @type {{ request?: unknown }} */ (provider).request) === 'function'
      );
    } catch {
      // A provider whose `request` is a throwing getter is no provider.
      return false;
    }
  };
  /**
   * Which rows show (the rules of src/connect/quickConnectList.ts). A configured wallet this browser announces is
   * listed once, in its own group, as installed; an extension-only wallet's download row gives way to the wallet
   * itself under "Installed". A group with nothing to show has no heading either.
   */
  const refresh = () => {
    for (const item of dialog.querySelectorAll('[data-qc-show]')) {
      if (!(item instanceof HTMLElement)) continue;
      const rule = item.dataset.qcShow;
      const here = announced.has(item.dataset.qcRdns ?? '');
      item.hidden =
        (rule === 'in-frame' && !inFrame) ||
        (rule === 'brave-browser' && !brave) ||
        (rule === 'extension' && !here) ||
        (rule === 'download' && here);
    }
    for (const group of dialog.querySelectorAll('.qc-group')) {
      if (group instanceof HTMLElement) group.hidden = !group.querySelector('li:not([hidden])');
    }
  };
  refresh();

  // EIP-6963, as RainbowKit lists it: announced wallets under "Installed", a configured wallet with the same rdns
  // only there. Each announcement is checked as the island checks it (rules.js): the same wallets on both sides.
  // Wallet-supplied text goes in as text, icons only as data: images.
  addEventListener('eip6963:announceProvider', (event) => {
    const checked = checkAnnouncement(/** @type {CustomEvent<unknown>} */ (event).detail);
    const list = installed.querySelector('ul');
    if (typeof checked === 'string' || !list || announced.has(checked.info.rdns)) return;
    const { info } = checked;
    announced.add(info.rdns);
    providers.set(info.rdns, checked.provider);
    // A configured wallet: its own row now asks this extension (by rdns, wagmi's id for it too).
    const own = [...dialog.querySelectorAll('[data-qc-rdns] [data-qc-wallet]')].find(
      (row) => row.closest('li')?.getAttribute('data-qc-rdns') === info.rdns,
    );
    if (own instanceof HTMLElement) {
      own.dataset.qcWallet = info.rdns;
      // Marked with RainbowKit's own word for it (the "Installed" group's heading).
      const tag = document.createElement('span');
      tag.className = 'qc-tag';
      tag.textContent = installed.querySelector('h3')?.textContent ?? '';
      own.append(' ', tag);
      return refresh();
    }
    const button = document.createElement('button');
    button.type = 'button';
    button.className = 'qc-wallet';
    button.dataset.qcWallet = info.rdns;
    button.dataset.testid = `wallet-option-${info.rdns}`;
    const icon = document.createElement('img');
    icon.alt = '';
    icon.width = 28;
    icon.height = 28;
    icon.src = info.icon;
    const name = document.createElement('span');
    name.textContent = info.name;
    button.append(icon, name);
    const item = document.createElement('li');
    item.dataset.qcId = info.rdns;
    item.append(button);
    list.append(item);
    refresh();
  });
  dispatchEvent(new Event('eip6963:requestProvider'));

  /**
   * RainbowKit's recent wallets (`rk-recent`: wallet ids, newest first), at most three, listed first under
   * "Recent" as RainbowKit's modal lists them. The stored list is checked: anything but ids of rows here is skipped.
   */
  const placeRecent = () => {
    const list = /** @type {HTMLElement} */ (recent.querySelector('ul'));
    /** @type {unknown} */
    let ids = [];
    try {
      ids = JSON.parse(localStorage.getItem('rk-recent') ?? '[]');
    } catch {}
    const wanted = Array.isArray(ids) ? ids.filter((id) => typeof id === 'string').slice(0, 10) : [];
    // Rows placed here on an earlier opening go back to their own group first.
    for (const item of [...list.children]) {
      if (item instanceof HTMLElement && item.dataset.qcHome) {
        dialog.querySelector(`[data-qc-home-of="${CSS.escape(item.dataset.qcHome)}"]`)?.replaceWith(item);
        delete item.dataset.qcHome;
      }
    }
    let placed = 0;
    for (const id of wanted) {
      if (placed === 3) break;
      // By RainbowKit's wallet id, or by rdns: a configured wallet connected through its extension.
      const item = [...dialog.querySelectorAll('[data-qc-id]')].find(
        (row) =>
          row instanceof HTMLElement && (row.dataset.qcId === id || row.dataset.qcRdns === id) && !row.hidden,
      );
      if (!(item instanceof HTMLElement) || item.parentElement === list) continue;
      const mark = document.createElement('li');
      mark.hidden = true;
      mark.dataset.qcHomeOf = id;
      item.replaceWith(mark);
      item.dataset.qcHome = id;
      list.append(item);
      placed += 1;
    }
    recent.hidden = placed === 0;
    refresh();
  };

  /** @param {string | null} view One of 'help', 'get', 'qr' or null for the wallet list. */
  const setView = (view) => {
    if (view) dialog.dataset.qcView = view;
    else delete dialog.dataset.qcView;
  };
  const open = () => {
    if (dialog.open) return;
    delete dialog.dataset.handoff;
    setView(null);
    placeRecent();
    // On a phone a wallet's "Get" leads to its app store, not its browser extension.
    if (phone()) {
      for (const link of dialog.querySelectorAll('a[data-qc-mobile-href]')) {
        if (link instanceof HTMLAnchorElement) link.href = link.dataset.qcMobileHref ?? link.href;
      }
    }
    dialog.showModal();
  };
  // An account drawn in the header before RainbowKit's own button works (rememberedAccount.js's, the island's
  // stand-ins) is a request for the account dialog: kept until the island can open it (src/connect/accountWanted.ts).
  // Seen on the way down: React may redraw the header in its own listener, before the click would bubble here.
  /** @param {EventTarget | null} target */
  const drawnAccount = (target) =>
    target instanceof Element ? target.closest('[data-portico-account-slot] [data-account-state]') : null;
  document.addEventListener(
    'click',
    (event) => {
      if (!drawnAccount(event.target)) return;
      document.documentElement.dataset.porticoAccountWanted = '';
      dispatchEvent(new Event('portico:account-wanted'));
    },
    true,
  );
  document.addEventListener('click', (event) => {
    const button = connectButton(event.target);
    // The account drawn in the button (above) is not a request to connect.
    if (button instanceof HTMLElement && !button.dataset.accountState) open();
  });

  // A pick is the visitor's one action, and this dialog stays on screen, saying what happens, until the wallet has
  // answered. A wallet this browser offers (announced, or the injected one) is asked here and now (`ask`); any
  // other is connected by the island whenever it is ready (src/connect/ConnectBridge.tsx).
  dialog.addEventListener('click', (event) => {
    const target = /** @type {Element} */ (event.target);
    if (target === dialog || target.closest('[data-qc-close]')) return dialog.close();
    const to = target.closest('[data-qc-view-to]');
    if (to instanceof HTMLElement) {
      const view = to.dataset.qcViewTo === 'list' ? null : (to.dataset.qcViewTo ?? null);
      setView(view);
      const heading = view
        ? dialog.querySelector(`[data-qc-${view === 'get' ? 'get-list' : view}] h3`)
        : null;
      if (heading instanceof HTMLElement) heading.focus();
      else dialog.querySelector('[data-qc-view-to="help"]')?.closest('p')?.querySelector('button')?.focus();
      return;
    }
    const choice = target.closest('[data-qc-wallet]');
    if (!(choice instanceof HTMLElement) || failed) return;
    // One connect at a time: a second pick while the wallet is asked would be a second prompt. (A visitor who closed
    // the dialog meanwhile gave that one up: their next pick is a new connect.)
    if (dialog.querySelector('[aria-busy]')) return;
    const wallet = choice.dataset.qcWallet ?? '';
    choice.setAttribute('aria-busy', 'true');
    status.textContent = (pageWords.rk?.opening ?? '').replace('{wallet}', choice.textContent?.trim() ?? '');
    const provider = inFrame
      ? undefined
      : (providers.get(wallet) ??
        (wallet === 'injected' && isProvider(page.ethereum) ? page.ethereum : undefined));
    if (provider) ask(wallet, provider, choice);
    else setPick({ wallet, state: 'picked' });
  });

  /**
   * Asks the picked wallet for its accounts (its one prompt). Approved: the header draws the confirmed address at
   * once and the dialog closes; the island hands the connection to wagmi without asking again. Refused: the dialog
   * says so and every wallet can be picked again; the island adds the toast.
   * @param {string} wallet @param {Provider} provider @param {HTMLElement} choice
   */
  const ask = (wallet, provider, choice) => {
    /** @type {Pick} */
    const record = { wallet, state: 'asking' };
    setPick(record);
    const picked = () => page.__porticoPick === record && dialog.open;
    Promise.resolve()
      // A wallet that cannot say which chain it is on is refused before it prompts (as src/wallets/walletAnswers.ts
      // reads a chain id: hex, or the decimal some wallets send).
      .then(() => provider.request({ method: 'eth_chainId' }))
      .then((chain) => {
        const id =
          typeof chain === 'number' || /^(0x[0-9a-f]+|[0-9]+)$/i.test(String(chain)) ? Number(chain) : 0;
        if (!Number.isSafeInteger(id) || id <= 0) {
          record.chainAnswer = chain;
          throw record;
        }
        return provider.request({ method: 'eth_requestAccounts' });
      })
      .then(
        (accounts) => {
          const first = Array.isArray(accounts) ? accounts[0] : undefined;
          if (typeof first !== 'string' || !ADDRESS_PATTERN.test(first)) {
            record.answer = accounts;
            // Whatever the wallet granted with that answer is handed back.
            Promise.resolve()
              .then(() =>
                provider.request({ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] }),
              )
              .catch(() => {});
            throw record;
          }
          record.state = 'approved';
          record.address = first;
          page.__porticoShowAccount?.(first, wallet);
          if (dialog.open) {
            dialog.dataset.handoff = 'connected';
            dialog.close();
          }
        },
        (error) => {
          if (error !== record) record.error = error;
          throw record;
        },
      )
      .catch(() => {
        if (record.state === 'approved') return;
        record.state = 'failed';
        // Closed by the visitor while the wallet was asking: they gave up, so nothing is said later.
        record.quiet = !picked();
        if (record.quiet) return;
        choice.removeAttribute('aria-busy');
        /** @type {unknown} */
        let code;
        try {
          code = /** @type {{ code?: unknown } | undefined} */ (record.error)?.code;
        } catch {}
        const kind =
          'chainAnswer' in record
            ? refusals.badChain
            : 'answer' in record
              ? refusals.badAnswer
              : (refusals[String(code)] ?? refusals.other);
        const text = pageWords.errors?.[kind ?? ''];
        status.textContent = `${text ?? ''} ${say('pickAgain')}`.trim();
        focusWalletTried(dialog, choice.dataset.qcWallet ?? wallet);
      })
      .finally(() => {
        // An approval is the visitor's choice even after they closed the dialog: the island takes it up.
        if (page.__porticoPick === record || record.state === 'approved') setPick(record);
      });
  };

  dialog.addEventListener('close', () => {
    if (!failed) status.textContent = '';
    for (const busy of dialog.querySelectorAll('[aria-busy]')) busy.removeAttribute('aria-busy');
    // The native dialog gives focus back to the control that opened it. If that control is gone (a page's own
    // "Connect Wallet" that gave way to the account it asked for), the header's control takes it: it is the same
    // element for the whole visit (rules.js drawHeaderControl).
    if (document.activeElement === document.body || document.activeElement === null)
      /** @type {HTMLElement | null} */ (
        document.querySelector('[data-portico-account-slot] [data-portico-connect]')
      )?.focus();
    // Closed by the visitor, not because the wallet connected: a pick the island had yet to connect is dropped.
    if (!dialog.dataset.handoff && page.__porticoPick?.state === 'picked') setPick(null);
  });
})();
