// @ts-check
// The page's only script before the island: a classic inline script right after the wallet dialog's markup and
// before the header, so "Connect Wallet" works from the moment it is painted. It preloads RainbowKit's chunks
// when a visitor reaches for the button, opens the page's wallet dialog on a click, lists what this browser
// offers the way RainbowKit's dialog does, remembers the wallet a visitor picks for the island to connect, and says
// so when the island's code cannot load. Shipped minified, not bundled (build/inlineScripts.ts), so it
// cannot import: the names it shares with the island are spelled out here, and named in handoff.ts.
(() => {
  /**
   * @typedef {{ wallet: string, state: 'asking' | 'approved' | 'failed', address?: string, error?: unknown, answer?: unknown, quiet?: boolean }} DirectConnect
   * @typedef {{ request: (args: { method: string }) => Promise<unknown> }} Provider
   * @type {Window & { __porticoConnectRequested?: boolean, __porticoWalletRequested?: string | null, __porticoDirectConnect?: DirectConnect | null, __porticoShowAccount?: (address: string, connector: string) => void, ethereum?: unknown }}
   */
  const flags = window;
  const dialog = /** @type {HTMLDialogElement | null} */ (document.getElementById('portico-quick-connect'));
  if (!dialog) return;
  const status = /** @type {HTMLElement} */ (dialog.querySelector('[data-qc-status]'));
  const installed = /** @type {HTMLElement} */ (dialog.querySelector('[data-qc-installed]'));
  // The site's words for a refused connect, from its error table at build time (QuickConnect.astro).
  /** @type {Record<string, string>} */
  let words = {};
  try {
    words = JSON.parse(dialog.dataset.qcWords ?? '{}');
  } catch {}
  /** @param {EventTarget | null} target */
  const connectButton = (target) =>
    target instanceof Element ? target.closest('[data-portico-connect]') : null;

  let warmed = false;
  /** @param {Event} event */
  const warm = (event) => {
    const button = connectButton(event.target);
    if (warmed || !(button instanceof HTMLElement)) return;
    warmed = true;
    for (const href of (button.dataset.porticoConnect ?? '').split(' ').filter(Boolean)) {
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
    const loading = /** @type {HTMLElement | null} */ (document.querySelector('[data-status="loading"]'));
    if (loading) {
      loading.textContent = 'Could not load. Reload the page.';
      loading.dataset.status = 'failed';
    }
    status.textContent = 'The wallet list could not load. Check your connection and reload the page.';
  };
  // Astro's island loader reports a module that failed to load (after one retry); the island reports RainbowKit's
  // code failing to load. Neither came but nothing rendered either (a request that hangs): stop waiting at some point.
  document.addEventListener('astro:hydration-error', fail);
  document.addEventListener('portico:load-failed', fail);
  addEventListener('load', () =>
    setTimeout(() => document.querySelector('[data-status="loading"]') && fail(), 20_000),
  );

  let inFrame = true;
  try {
    inFrame = window.self !== window.top;
  } catch {}
  const brave = Boolean(
    /** @type {{ ethereum?: { isBraveWallet?: boolean } }} */ (/** @type {unknown} */ (window)).ethereum
      ?.isBraveWallet,
  );
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
  const refresh = () => {
    for (const item of dialog.querySelectorAll('[data-qc-show]')) {
      if (!(item instanceof HTMLElement)) continue;
      const rule = item.dataset.qcShow;
      item.hidden =
        (rule === 'in-frame' && !inFrame) ||
        (rule === 'brave-browser' && !brave) ||
        announced.has(item.dataset.qcRdns ?? '');
    }
  };
  refresh();

  // EIP-6963: RainbowKit lists announced wallets under "Installed", and a configured wallet with the same rdns
  // only there. Wallet-supplied text goes in as text and icons only as data: images.
  addEventListener('eip6963:announceProvider', (event) => {
    const detail =
      /** @type {CustomEvent<{ info?: { name?: unknown, icon?: unknown, rdns?: unknown }, provider?: unknown }>} */ (
        event
      ).detail;
    const info = detail?.info;
    const list = installed.querySelector('ul');
    // Text of a sensible length only (the island drops the same announcements: src/wallets/announcements.ts).
    if (typeof info?.name !== 'string' || info.name.length > 64) return;
    if (!info || !list || typeof info.rdns !== 'string' || announced.has(info.rdns)) return;
    announced.add(info.rdns);
    if (isProvider(detail?.provider)) providers.set(info.rdns, detail.provider);
    const button = document.createElement('button');
    button.type = 'button';
    button.className = 'qc-wallet';
    button.dataset.qcWallet = info.rdns;
    const icon = document.createElement('img');
    icon.alt = '';
    icon.width = 28;
    icon.height = 28;
    if (typeof info.icon === 'string' && info.icon.startsWith('data:image/')) icon.src = info.icon;
    const name = document.createElement('span');
    name.textContent = info.name;
    button.append(icon, name);
    const item = document.createElement('li');
    item.append(button);
    list.append(item);
    installed.hidden = false;
    refresh();
  });
  dispatchEvent(new Event('eip6963:requestProvider'));

  const request = () => dispatchEvent(new Event('portico:connect-requested'));
  const open = () => {
    flags.__porticoConnectRequested = true;
    if (!dialog.open) {
      dialog.dataset.handoff = '';
      dialog.showModal();
    }
    request();
  };
  // The island's stand-in button (before RainbowKit is loaded) opens the dialog through this event.
  document.addEventListener('portico:quick-connect', open);
  document.addEventListener('click', (event) => {
    const button = connectButton(event.target);
    // A returning visitor's account drawn in the button (rememberedAccount.js) is not a request to connect.
    if (button instanceof HTMLElement && !button.dataset.accountState) open();
  });

  // A pick is the visitor's one action, and this dialog stays on screen, saying what happens, until the wallet has
  // answered. A wallet this browser offers (announced, or the injected one) is asked here and now (`ask`); any
  // other is connected by the island whenever it is ready (src/connect/ConnectBridge.tsx).
  dialog.addEventListener('click', (event) => {
    const target = /** @type {Element} */ (event.target);
    if (target === dialog || target.closest('[data-qc-close]')) return dialog.close();
    const choice = target.closest('[data-qc-wallet]');
    if (!(choice instanceof HTMLElement) || failed) return;
    // One connect at a time: a second pick while the wallet is asked would be a second prompt.
    if (flags.__porticoWalletRequested) return;
    const wallet = choice.dataset.qcWallet ?? '';
    flags.__porticoWalletRequested = wallet;
    choice.setAttribute('aria-busy', 'true');
    status.textContent = `Opening ${choice.textContent?.trim()}…`;
    const provider = inFrame
      ? undefined
      : (providers.get(wallet) ??
        (wallet === 'injected' && isProvider(flags.ethereum) ? flags.ethereum : undefined));
    if (provider) ask(wallet, provider, choice);
    request();
    dispatchEvent(new Event('portico:wallet-picked'));
  });

  const addressPattern = /^0x[0-9a-fA-F]{40}$/;
  /**
   * Asks the picked wallet for its accounts (its one prompt). Approved: the header draws the confirmed address at
   * once and the dialog closes; the island hands the connection to wagmi without asking again. Refused: the dialog
   * says so and every wallet can be picked again; the island adds the toast. The record (`__porticoDirectConnect`)
   * is what the island reads (src/connect/directConnect.ts).
   * @param {string} wallet @param {Provider} provider @param {HTMLElement} choice
   */
  const ask = (wallet, provider, choice) => {
    /** @type {DirectConnect} */
    const record = { wallet, state: 'asking' };
    flags.__porticoDirectConnect = record;
    const settle = () => dispatchEvent(new Event('portico:direct-connect'));
    settle();
    const picked = () => flags.__porticoWalletRequested === wallet && dialog.open;
    Promise.resolve()
      .then(() => provider.request({ method: 'eth_requestAccounts' }))
      .then(
        (accounts) => {
          const first = Array.isArray(accounts) ? accounts[0] : undefined;
          if (typeof first !== 'string' || !addressPattern.test(first)) {
            record.answer = accounts;
            throw record;
          }
          record.state = 'approved';
          record.address = first;
          flags.__porticoShowAccount?.(first, wallet);
          if (dialog.open) {
            dialog.dataset.handoff = 'connected';
            dialog.close();
          }
          keepFocusInHeader();
        },
        (error) => {
          record.error = error;
          throw record;
        },
      )
      .catch(() => {
        if (record.state === 'approved') return;
        record.state = 'failed';
        // Closed by the visitor while the wallet was asking: they gave up, so nothing is said later.
        record.quiet = !picked();
        if (record.quiet) return;
        flags.__porticoWalletRequested = null;
        choice.removeAttribute('aria-busy');
        /** @type {unknown} */
        let code;
        try {
          code = /** @type {{ code?: unknown } | undefined} */ (record.error)?.code;
        } catch {}
        const text = 'answer' in record ? words.badAnswer : (words[String(code)] ?? words.other);
        status.textContent = `${text ?? ''} Pick a wallet to try again.`.trim();
        choice.focus();
      })
      .finally(settle);
  };

  /**
   * After a connect here, the header's button is replaced twice (the island's, then RainbowKit's): keyboard focus
   * that would fall to the body goes to whichever button is there (or the slot holding it) before the next frame.
   */
  const keepFocusInHeader = () => {
    const slot = /** @type {HTMLElement | null} */ (document.querySelector('.connect-slot'));
    if (!slot) return;
    const tick = () => {
      const active = document.activeElement;
      if (active && active !== document.body && active.isConnected && !active.closest('dialog:not([open])'))
        return;
      const button = slot.querySelector('button');
      if (button) button.focus();
      else {
        slot.tabIndex = -1;
        slot.focus();
      }
    };
    const observer = new MutationObserver(tick);
    observer.observe(document.body, { childList: true, subtree: true });
    setTimeout(() => observer.disconnect(), 15_000);
    tick();
  };
  dialog.addEventListener('close', () => {
    if (!failed) status.textContent = '';
    for (const busy of dialog.querySelectorAll('[aria-busy]')) busy.removeAttribute('aria-busy');
    // The header's button may have been replaced while the dialog was open (the island hydrated, or RainbowKit's
    // button took its place): focus goes to the one there now (or the slot that holds it), never to the body.
    const active = document.activeElement;
    if (!active || active === document.body || !active.isConnected || dialog.contains(active)) {
      const slot = /** @type {HTMLElement | null} */ (document.querySelector('.connect-slot'));
      const button = slot?.querySelector('button');
      if (button) button.focus();
      else if (slot) {
        slot.tabIndex = -1;
        slot.focus();
      }
    }
    // Closed by the visitor, not because the wallet connected: nothing should pop up or connect later.
    if (dialog.dataset.handoff) return;
    flags.__porticoConnectRequested = false;
    flags.__porticoWalletRequested = null;
  });
})();
