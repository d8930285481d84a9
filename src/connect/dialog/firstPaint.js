// @ts-check
// The wallet dialog's first-paint part: a classic inline script right after the dialog's markup, before the header,
// for what the visitor must see work before any module could have loaded (on a slow first visit a module arrives a
// round trip after the page). It opens the static dialog at a click on "Connect Wallet" and closes it at its close
// button or backdrop; it lists what this browser offers (the rows' show rules, the wallets announced over EIP-6963,
// RainbowKit's recent wallets at each opening); and it queues every other click for the dialog's owner
// (walletDialog.ts, in the island's loader), which takes the queue over when it starts. It also keeps two things no
// module could: a click on the account drawn before the island (a request for the account dialog,
// src/connect/accountWanted.ts), and the page's modules failing to load (then no owner comes, and this says so).
// Shipped minified (build/inlineScripts.ts), with the rules it shares with the modules written in from rules.js;
// every name it shares with them is tabled in src/connect/sharedSignals.ts.
import { checkAnnouncement } from '../rules.js';

(() => {
  /** @type {Window & { __porticoClicks?: { push: (target: Element) => unknown } }} */
  const page = window;
  const dialog = document.getElementById('portico-quick-connect');
  if (!(dialog instanceof HTMLDialogElement)) return;
  /** @type {Element[]} */
  const queue = [];
  page.__porticoClicks = queue;

  // Seen on the way down: React may redraw the header in its own listener, before the click would bubble here.
  document.addEventListener(
    'click',
    (event) => {
      if (
        !(event.target instanceof Element) ||
        !event.target.closest('[data-portico-account-slot] [data-account-state]')
      )
        return;
      document.documentElement.dataset.porticoAccountWanted = '';
      dispatchEvent(new Event('portico:account-wanted'));
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
  const installed = /** @type {HTMLElement} */ (dialog.querySelector('[data-qc-installed]'));
  const recent = /** @type {HTMLElement} */ (dialog.querySelector('[data-qc-recent]'));
  /** @type {Set<string>} The rdns of every wallet announced here. */
  const announced = new Set();

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
  // only there. Each announcement is checked as the modules check it (rules.js): the same wallets on both sides.
  // Wallet-supplied text goes in as text, icons only as data: images.
  addEventListener('eip6963:announceProvider', (event) => {
    const checked = checkAnnouncement(/** @type {CustomEvent<unknown>} */ (event).detail);
    const list = installed.querySelector('ul');
    if (typeof checked === 'string' || !list || announced.has(checked.info.rdns)) return;
    const { info } = checked;
    announced.add(info.rdns);
    // A configured wallet: its own row now names this extension (by rdns, wagmi's id for it too), marked with
    // RainbowKit's word for it (the "Installed" group's heading).
    const own = [...dialog.querySelectorAll('li[data-qc-rdns]')]
      .find((row) => row.getAttribute('data-qc-rdns') === info.rdns)
      ?.querySelector('[data-qc-wallet]');
    if (own instanceof HTMLElement) {
      own.dataset.qcWallet = info.rdns;
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

  // The one opener of the dialog, and its closer at a click (Escape is the native dialog's own). Every click in the
  // dialog goes on to the owner, queued until it has started.
  document.addEventListener('click', (event) => {
    const target = event.target;
    if (!(target instanceof Element)) return;
    const connect = target.closest('[data-portico-connect]');
    if (connect instanceof HTMLElement) {
      // The account drawn in the button is not a request to connect (it asks for the account dialog, above).
      if (connect.dataset.accountState !== undefined || dialog.open) return;
      placeRecent();
      // On a phone a wallet's "Get" leads to its app store, not its browser extension.
      if (matchMedia('(pointer: coarse) and (max-width: 767px)').matches) {
        for (const link of dialog.querySelectorAll('a[data-qc-mobile-href]')) {
          if (link instanceof HTMLAnchorElement) link.href = link.dataset.qcMobileHref ?? link.href;
        }
      }
      dialog.showModal();
      return;
    }
    if (!dialog.contains(target)) return;
    if (target === dialog || target.closest('[data-qc-close]')) dialog.close();
    else page.__porticoClicks?.push(target);
  });

  let failed = false;
  const fail = () => {
    if (failed) return;
    failed = true;
    /** @type {{ dialog?: Record<string, string> }} */
    let words = {};
    try {
      words = JSON.parse(document.getElementById('portico-words')?.textContent ?? '{}');
    } catch {}
    // The header's status while the island has drawn nothing (its own is React's).
    const header = /** @type {HTMLElement | null} */ (
      document.querySelector('[data-portico-fallback] [data-testid="connection-status"]')
    );
    if (header) {
      header.textContent = words.dialog?.loadFailedShort ?? '';
      header.dataset.status = 'failed';
    }
    const status = dialog.querySelector('[data-qc-status]');
    if (status) status.textContent = words.dialog?.loadFailed ?? '';
  };
  // The island's loader reports its code failing to load, or not rendering in time; the loader itself, the page's
  // one module script, failing to load is seen here (a load error does not bubble).
  document.addEventListener('portico:load-failed', fail);
  document.addEventListener(
    'error',
    (event) => {
      if (event.target instanceof HTMLScriptElement && event.target.type === 'module') fail();
    },
    true,
  );
})();
