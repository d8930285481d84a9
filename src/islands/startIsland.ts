// The island's loader, the page's one bundled module: it decides when the island's code is fetched and run.
//
// The page is whole without the island: the header and the wallet dialog are static HTML, and the dialog's owner
// (src/connect/dialog/walletDialog.ts, started here, framework-free) lists the wallets and asks the one picked. The island (wagmi, the provider tree, the account view) is needed at once only when the
// page must ask someone who is connected: inside a frame (the Safe host) or for a visitor this browser holds a
// connection of. rememberedFlag.js decides that before anything is drawn (`html[data-portico-start]`). A first
// visit's page starts it when the visitor reaches for the page (a pointer over it, a touch, a key, focus), so the
// code arrives while they move toward a control, and nobody who only reads pays for its start-up.
import { reportLoadFailed } from '../connect/contract.ts';
import { openWalletDialog, startWalletDialog } from '../connect/dialog/walletDialog.ts';

/** What counts as reaching for the page: every way a click, a tap or a key press begins. */
const REACH = ['pointerover', 'pointerdown', 'touchstart', 'keydown', 'focusin', 'click'] as const;
/** A start that has drawn nothing after this long has failed (a request that hangs), and the page says so. */
const RENDER_DEADLINE_MS = 20_000;

let started = false;
/** The visitor reached for a "Connect Wallet" before the island had drawn itself (its own button would have seen it). */
let reachedForConnect = false;

function reach(event: Event): void {
  if (event.target instanceof Element && event.target.closest('[data-portico-connect]'))
    reachedForConnect = true;
  start();
}

function start(): void {
  if (started) return;
  started = true;
  const slot = document.querySelector<HTMLElement>('[data-portico-island]');
  if (!slot) return;
  const deadline = setTimeout(() => {
    // Still the page's own header control: the island never took it over.
    if (document.querySelector('[data-portico-fallback]')) reportLoadFailed();
  }, RENDER_DEADLINE_MS);
  import('./Portico.tsx').then(
    ({ mountIsland }) =>
      mountIsland(slot, {
        reachedForConnect: () => reachedForConnect,
        onRendered: () => {
          clearTimeout(deadline);
          for (const type of REACH) document.removeEventListener(type, reach, { capture: true });
        },
      }),
    () => {
      clearTimeout(deadline);
      reportLoadFailed();
    },
  );
}

for (const type of REACH) document.addEventListener(type, reach, { capture: true, passive: true });
// `now`, or `reached` before this module ran (rememberedFlag.js keeps that reach).
// A page with wallet-aware components of its own (src/layouts/WalletAware.astro) is drawn by the island: at once.
const pageNeedsIt = document.querySelector('[data-portico-mount]') !== null;
if (pageNeedsIt || document.documentElement.dataset.porticoStart !== 'on-need') start();
// The dialog's owner starts once the island's code is on its way: that fetch is what a returning visitor waits for.
startWalletDialog();
// A click on "Connect Wallet" before this module ran left the dialog open (dialog/firstPaint.js).
if (openWalletDialog()) reachedForConnect = true;
