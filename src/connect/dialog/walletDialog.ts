import { fill, installPageWords, type PageWords } from '../../i18n/siteWords.ts';
import {
  CLICK_QUEUE_SLOT,
  LOAD_FAILED_EVENT,
  QUICK_CONNECT_DIALOG_ID,
  SHOW_ACCOUNT_SLOT,
} from '../contract.ts';
import { currentPick, type Pick, type PickFailure, setPick } from '../pick.ts';
import type { Provider } from '../rules.js';
import { askWallet } from './askWallet.ts';
import { watchOfferedWallets } from './offeredWallets.ts';

/**
 * The page's wallet dialog, owned here: its views, its status line, its busy state, where focus goes in it, the
 * visitor's pick and its end (connected, or what went wrong). Framework-free, it is part of the island's loader (the
 * page's one module, src/islands/startIsland.ts), and the island imports this same module for what it learns later:
 * the connect is done (`finishWalletDialog`), it failed (`failWalletDialog`), a code to show (src/connect/qrPanel.ts).
 *
 * What the visitor must see work before any module has loaded is the page's first-paint script's (firstPaint.js): it
 * opens and closes the dialog and lists what this browser offers. Every other click in the dialog reaches this module
 * through the script's queue, taken over in order when this module starts.
 */

/** A view of the dialog other than its wallet list. */
export type DialogView = 'help' | 'get' | 'qr';

interface Parts {
  readonly dialog: HTMLDialogElement;
  readonly status: HTMLElement;
  readonly words: Partial<PageWords>;
  /** The provider to ask at the pick of a wallet, when this browser offers it. */
  readonly providerFor: (wallet: string) => Provider | undefined;
  /** Which of the site's error sentences a wallet's refusal gets (QuickConnect.astro classifies at build time). */
  readonly refusals: Readonly<Record<string, string>>;
}

let parts: Parts | undefined;
/** The island's code could not load: picks are refused, and the status line keeps saying so. */
let failed = false;
/** The wallet picked and not yet answered (one pick at a time: a second would be a second prompt). */
let busy: HTMLElement | null = null;
/** The dialog is being closed because the wallet connected, not by the visitor. */
let closingForConnect = false;
const closeListeners = new Set<(byVisitor: boolean) => void>();

/** Starts owning the page's dialog (once; a page without it has nothing to own). */
export function startWalletDialog(): void {
  if (parts) return;
  const dialog = document.getElementById(QUICK_CONNECT_DIALOG_ID);
  const status = dialog?.querySelector<HTMLElement>('[data-qc-status]');
  if (!(dialog instanceof HTMLDialogElement) || !status) return;
  let words: Partial<PageWords> = {};
  try {
    words = installPageWords();
  } catch {}
  let refusals: Record<string, string> = {};
  try {
    refusals = JSON.parse(dialog.dataset.qcRefusals ?? '{}');
  } catch {}
  let inFrame = true;
  try {
    inFrame = window.self !== window.top;
  } catch {}
  parts = { dialog, status, words, refusals, providerFor: watchOfferedWallets(inFrame) };
  document.addEventListener(LOAD_FAILED_EVENT, () => {
    failed = true;
  });
  dialog.addEventListener('close', onClose);
  takeClickQueue();
}

/** The dialog, while it is open (null: closed, or not on this page). */
export function openWalletDialog(): HTMLDialogElement | null {
  return parts?.dialog.open ? parts.dialog : null;
}

/** Closes the dialog because the connect is done (not by the visitor). */
export function finishWalletDialog(): void {
  if (!parts?.dialog.open) return;
  closingForConnect = true;
  parts.dialog.close();
}

/**
 * The picked wallet did not connect (or the visitor left its code): the dialog stays open with every option usable
 * again, says `text`, and keeps focus on the wallet that was tried (so Enter tries it again).
 */
export function failWalletDialog(walletId: string, text: string): void {
  if (!parts?.dialog.open) return;
  release();
  say(text);
  focusWalletTried(walletId);
}

/** Says `text` on the dialog's status line (a live region: it is read out). */
export function say(text: string): void {
  if (parts) parts.status.textContent = text;
}

/**
 * Shows `view` instead of the wallet list (null: the list again), with focus on `focus` (a view's heading): moved
 * before the switch when it is already drawn (hiding the element that has focus would drop it to the page), else
 * once the view shows it.
 */
export function showDialogView(view: DialogView | null, focus?: HTMLElement | null): void {
  if (!parts) return;
  focus?.focus();
  if (view) parts.dialog.dataset.qcView = view;
  else delete parts.dialog.dataset.qcView;
  if (focus && document.activeElement !== focus) focus.focus();
}

/** Focus back on the wallet the visitor tried (a refusal, a code left): Enter tries it again. */
export function focusWalletTried(walletId: string): void {
  const option = parts?.dialog.querySelector<HTMLElement>(`[data-qc-wallet="${CSS.escape(walletId)}"]`);
  if (option && document.activeElement !== option) option.focus();
}

/** Calls `listener` when the dialog closes, with whether the visitor closed it (not the connect); returns the undo. */
export function onWalletDialogClose(listener: (byVisitor: boolean) => void): () => void {
  closeListeners.add(listener);
  return () => closeListeners.delete(listener);
}

/**
 * Takes over the clicks in the dialog firstPaint.js queued before this module ran, in order, then receives each
 * later one directly. The queue sits on `window`, where any script could have put anything: only elements in the
 * open dialog count (only the visitor's own click, through firstPaint.js, opens it), which is no more than a script
 * of the page could do by clicking them itself.
 */
function takeClickQueue(): void {
  const slot = window as unknown as Record<string, unknown>;
  const earlier = slot[CLICK_QUEUE_SLOT];
  slot[CLICK_QUEUE_SLOT] = { push: handle };
  if (Array.isArray(earlier)) for (const target of earlier.slice(0, 100)) handle(target);
}

/** A click in the dialog (its close button and backdrop are firstPaint.js's): a view to show, or a wallet picked. */
function handle(target: unknown): void {
  if (!parts || !(target instanceof Element)) return;
  const { dialog } = parts;
  if (!dialog.open || !dialog.contains(target)) return;
  const to = target.closest<HTMLElement>('[data-qc-view-to]');
  const choice = target.closest<HTMLElement>('[data-qc-wallet]');
  if (to) showView(to.dataset.qcViewTo);
  else if (choice) pick(choice);
}

/** "Learn more", "Get a Wallet" and back: focus goes to the view's heading, or back to "Learn more". */
function showView(to: string | undefined): void {
  if (!parts) return;
  const { dialog } = parts;
  if (to === 'help' || to === 'get') {
    showDialogView(to, dialog.querySelector<HTMLElement>(`[data-qc-${to === 'get' ? 'get-list' : to}] h3`));
    return;
  }
  showDialogView(null);
  dialog.querySelector<HTMLElement>('[data-qc-view-to="help"]')?.focus();
}

/**
 * A pick is the visitor's one action, and the dialog stays on screen, saying what happens, until the wallet has
 * answered. A wallet this browser offers (announced, or the injected one) is asked here and now; any other is
 * connected by the island whenever it is ready (src/connect/ConnectBridge.tsx).
 */
function pick(choice: HTMLElement): void {
  if (!parts || failed || busy) return;
  const wallet = choice.dataset.qcWallet ?? '';
  busy = choice;
  choice.setAttribute('aria-busy', 'true');
  say(fill(parts.words.rk?.opening ?? '', { wallet: choice.textContent?.trim() ?? '' }));
  const provider = parts.providerFor(wallet);
  if (!provider) {
    setPick({ wallet, state: 'picked' });
    return;
  }
  const asking: Pick = { wallet, state: 'asking' };
  setPick(asking);
  void askWallet(provider).then((answer) => {
    if ('address' in answer) {
      approved(wallet, answer.address as `0x${string}`);
      return;
    }
    // Closed by the visitor while the wallet was asking: they gave up, so nothing is said later.
    const quiet = currentPick() !== asking || !parts?.dialog.open;
    if (currentPick() === asking) setPick({ wallet, state: 'failed', failure: answer, quiet });
    if (!quiet) refused(wallet, answer);
  });
}

/**
 * Approved: the header draws the confirmed address at once (rememberedAccount.js's function) and the dialog closes;
 * the island connects it without asking again. An approval is the visitor's choice even after they closed the
 * dialog: the island takes it up.
 */
function approved(wallet: string, address: `0x${string}`): void {
  setPick({ wallet, state: 'approved', address });
  const show = (window as unknown as Record<string, unknown>)[SHOW_ACCOUNT_SLOT];
  if (typeof show === 'function') show(address, wallet);
  finishWalletDialog();
}

/** Refused: the dialog says so in the site's words and every wallet can be picked again; the island adds the toast. */
function refused(wallet: string, failure: PickFailure): void {
  if (!parts) return;
  let code: unknown;
  try {
    code = failure.kind === 'refused' ? (failure.error as { code?: unknown } | undefined)?.code : undefined;
  } catch {}
  const { refusals, words } = parts;
  const kind =
    failure.kind === 'bad-chain'
      ? refusals.badChain
      : failure.kind === 'bad-answer'
        ? refusals.badAnswer
        : (refusals[String(code)] ?? refusals.other);
  const text = (words.errors as Readonly<Record<string, string>> | undefined)?.[kind ?? ''];
  failWalletDialog(wallet, `${text ?? ''} ${words.dialog?.pickAgain ?? ''}`.trim());
}

function release(): void {
  busy?.removeAttribute('aria-busy');
  busy = null;
}

function onClose(): void {
  const byVisitor = !closingForConnect;
  closingForConnect = false;
  if (!failed) say('');
  release();
  // The next opening starts at the wallet list.
  showDialogView(null);
  // The native dialog gives focus back to the control that opened it. If that control is gone (a page's own
  // "Connect Wallet" that gave way to the account it asked for), the header's control takes it: it is the same
  // element for the whole visit (drawHeader.js drawHeaderControl).
  if (document.activeElement === document.body || document.activeElement === null)
    document.querySelector<HTMLElement>('[data-portico-account-slot] [data-portico-connect]')?.focus();
  // Closed by the visitor: a pick the island had yet to connect is dropped.
  if (byVisitor && currentPick()?.state === 'picked') setPick(undefined);
  for (const listener of [...closeListeners]) listener(byVisitor);
}
