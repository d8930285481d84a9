// @ts-check
// The wallet dialog's part that must work before any module has run: a classic inline script right after the
// dialog's markup, before the header. At a click on "Connect Wallet" it opens the static dialog at once; at a click
// on its close button or backdrop it closes it; every click it sees is queued for the dialog's owner
// (walletDialog.ts, in the island's loader), which takes the queue over when it starts and from then on receives
// each click through it. It also keeps two things no module could: a click on the account drawn before the island
// (a request for the account dialog, src/connect/accountWanted.ts), and the page's modules failing to load (the
// owner never arrives, so this says so). Shipped minified (build/inlineScripts.ts); every name it shares with the
// modules is tabled in src/connect/sharedSignals.ts.

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

  document.addEventListener('click', (event) => {
    const target = event.target;
    if (!(target instanceof Element)) return;
    const connect = target.closest('[data-portico-connect]');
    if (
      connect instanceof HTMLElement ? connect.dataset.accountState !== undefined : !dialog.contains(target)
    )
      return;
    // The owner has not started: what the visitor sees at once is done here (it does not do it again).
    if (page.__porticoClicks === queue) {
      if (connect && !dialog.open) dialog.showModal();
      else if (target === dialog || target.closest('[data-qc-close]')) dialog.close();
    }
    page.__porticoClicks?.push(target);
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
