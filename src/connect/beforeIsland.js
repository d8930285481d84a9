// @ts-check
// The page's only script before the island: a classic inline script right after the wallet dialog's markup and
// before the header, so "Connect Wallet" works from the moment it is painted. It preloads RainbowKit's chunks
// when a visitor reaches for the button, opens the page's wallet dialog on a click, lists what this browser
// offers the way RainbowKit's dialog does, remembers the wallet a visitor picks for the island to connect, and says
// so when the island's code cannot load. Shipped as written (CSP-hashed in astro.config.mjs), so it cannot
// import: the names it shares with the island are spelled out here, and named in handoff.ts.
(() => {
  /** @type {Window & { __porticoConnectRequested?: boolean, __porticoWalletRequested?: string | null }} */
  const flags = window;
  const dialog = /** @type {HTMLDialogElement | null} */ (document.getElementById('portico-quick-connect'));
  if (!dialog) return;
  const status = /** @type {HTMLElement} */ (dialog.querySelector('[data-qc-status]'));
  const installed = /** @type {HTMLElement} */ (dialog.querySelector('[data-qc-installed]'));
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
    const info = /** @type {CustomEvent<{ info?: { name?: unknown, icon?: unknown, rdns?: unknown } }>} */ (
      event
    ).detail?.info;
    const list = installed.querySelector('ul');
    // Text of a sensible length only (the island drops the same announcements: src/wallets/announcements.ts).
    if (typeof info?.name !== 'string' || info.name.length > 64) return;
    if (!info || !list || typeof info.rdns !== 'string' || announced.has(info.rdns)) return;
    announced.add(info.rdns);
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

  // A pick is the visitor's one action: the island connects that wallet (src/connect/ConnectBridge.tsx) whenever
  // it is ready, and this dialog stays on screen, saying what happens, until the wallet has answered.
  dialog.addEventListener('click', (event) => {
    const target = /** @type {Element} */ (event.target);
    if (target === dialog || target.closest('[data-qc-close]')) return dialog.close();
    const choice = target.closest('[data-qc-wallet]');
    if (!(choice instanceof HTMLElement) || failed) return;
    // One connect at a time: a second pick while the wallet is asked would be a second prompt.
    if (flags.__porticoWalletRequested) return;
    flags.__porticoWalletRequested = choice.dataset.qcWallet ?? null;
    choice.setAttribute('aria-busy', 'true');
    status.textContent = `Opening ${choice.textContent?.trim()}…`;
    request();
    dispatchEvent(new Event('portico:wallet-picked'));
  });
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
