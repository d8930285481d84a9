import { ACCOUNT_KEY_PREFIX } from './rules.js';

// The one declaration of what the page's own part (its HTML and classic inline scripts) and the island share. No
// code reads it at run time: contract.test.ts holds both sides to it, and docs/architecture.md points here.

/** What kind of thing a shared signal is, as the contract test finds it in the code. */
export type SignalKind = 'window slot' | 'event' | 'id' | 'test id' | 'attribute' | 'storage key';

/** One thing the page's own part and the island both use. */
export interface SharedSignal {
  readonly kind: SignalKind;
  /** As spelled in the code (a storage key that is a prefix ends where the variable part starts). */
  readonly name: string;
  /** Who writes it. */
  readonly writtenBy: string;
  /** Who reads it. */
  readonly readBy: string;
  /** What it says. */
  readonly means: string;
}

const dialog = 'walletDialog.js';
const account = 'rememberedAccount.js';
const flag = 'rememberedFlag.js';
const markup = "the page's HTML";

/** Every signal shared between the page's own part and the island. */
export const SHARED_SIGNALS: readonly SharedSignal[] = [
  // On `window`.
  {
    kind: 'window slot',
    name: '__porticoPick',
    writtenBy: `${dialog}; the island clears it`,
    readBy: 'the island (pick.ts)',
    means: "the visitor's pick in the dialog and where it stands",
  },
  {
    kind: 'window slot',
    name: '__porticoShowAccount',
    writtenBy: account,
    readBy: dialog,
    means: 'draws an approved account in the header before the island',
  },
  {
    kind: 'window slot',
    name: '__porticoEarlyAccount',
    writtenBy: account,
    readBy: 'the island (accountMemory.ts)',
    means: 'the account drawn before the island, and whether the wallet confirmed it',
  },
  {
    kind: 'event',
    name: 'portico:pick',
    writtenBy: `${dialog}, the island`,
    readBy: 'the island',
    means: 'the pick changed',
  },
  {
    kind: 'event',
    name: 'portico:load-failed',
    writtenBy: "the island's loader",
    readBy: dialog,
    means: "the island's code did not load: the dialog says so",
  },
  {
    kind: 'event',
    name: 'portico:account-wanted',
    writtenBy: dialog,
    readBy: 'the island (accountWanted.ts)',
    means: "a click on the header's account was made",
  },
  // Elements by id.
  {
    kind: 'id',
    name: 'portico-quick-connect',
    writtenBy: markup,
    readBy: `${dialog}, the island`,
    means: 'the one wallet dialog',
  },
  {
    kind: 'id',
    name: 'portico-words',
    writtenBy: markup,
    readBy: `${dialog}, ${account}, the island`,
    means: "the page's words in its language (JSON)",
  },
  {
    kind: 'id',
    name: 'portico-account',
    writtenBy: markup,
    readBy: 'the island',
    means: 'the region the account panel is drawn into',
  },
  {
    kind: 'id',
    name: 'portico-notice',
    writtenBy: markup,
    readBy: 'the island',
    means: 'the region of the foreign-host notice',
  },
  {
    kind: 'id',
    name: 'portico-toasts',
    writtenBy: markup,
    readBy: 'the island',
    means: 'where the toasts are drawn',
  },
  {
    kind: 'test id',
    name: 'connection-status',
    writtenBy: markup,
    readBy: `${dialog}, the island`,
    means: "the header's status line",
  },
  // On `<html>`.
  {
    kind: 'attribute',
    name: 'data-portico-start',
    writtenBy: flag,
    readBy: `${account}, the island's loader`,
    means: 'when the island starts: now, on need, reached',
  },
  {
    kind: 'attribute',
    name: 'data-portico-account-wanted',
    writtenBy: `${dialog}, ${account}`,
    readBy: 'the island',
    means: "a click on the header's account waits for its dialog",
  },
  // The header's control.
  {
    kind: 'attribute',
    name: 'data-portico-account-slot',
    writtenBy: markup,
    readBy: `${dialog}, ${account}, the island`,
    means: "the header's wallet control's place",
  },
  {
    kind: 'attribute',
    name: 'data-portico-fallback',
    writtenBy: `${markup}; the island removes it`,
    readBy: `${dialog}, ${account}, the island's loader`,
    means: "the header is still the page's own: the island has not taken it over",
  },
  {
    kind: 'attribute',
    name: 'data-portico-connect',
    writtenBy: `${markup}, the island`,
    readBy: dialog,
    means: 'a "Connect Wallet": a click opens the dialog; its value lists what to preload',
  },
  {
    kind: 'attribute',
    name: 'data-account-state',
    writtenBy: 'rules.js drawHeaderControl (both)',
    readBy: dialog,
    means: 'the control shows the account (or "Wrong network"): a click asks for its dialog',
  },
  {
    kind: 'attribute',
    name: 'data-status',
    writtenBy: `${markup}, ${account}, ${dialog}, the island`,
    readBy: 'the island, tests',
    means: "the status line's state: loading, failed, or wagmi's",
  },
  {
    kind: 'attribute',
    name: 'data-portico-island',
    writtenBy: markup,
    readBy: "the island's loader",
    means: 'where the island starts',
  },
  // A page's wallet-aware components (WalletAware.astro).
  {
    kind: 'attribute',
    name: 'data-portico-mount',
    writtenBy: markup,
    readBy: 'the island (Mounts.tsx), its loader',
    means: 'a component the island draws here',
  },
  {
    kind: 'attribute',
    name: 'data-portico-props',
    writtenBy: markup,
    readBy: 'the island (Mounts.tsx)',
    means: "that component's props (JSON)",
  },
  {
    kind: 'attribute',
    name: 'data-portico-placeholder',
    writtenBy: markup,
    readBy: 'the island (Mounts.tsx)',
    means: 'what shows until the component is drawn',
  },
  // The wallet dialog.
  {
    kind: 'attribute',
    name: 'data-handoff',
    writtenBy: 'the island, qrPanel.ts',
    readBy: `${dialog}, qrPanel.ts`,
    means: 'the dialog was closed for the visitor (connected), not by them',
  },
  {
    kind: 'attribute',
    name: 'aria-busy',
    writtenBy: dialog,
    readBy: `${dialog}, the island`,
    means: 'the wallet being asked: the one-pick lock',
  },
  {
    kind: 'attribute',
    name: 'data-qc-status',
    writtenBy: markup,
    readBy: `${dialog}, the island`,
    means: "the dialog's status line",
  },
  {
    kind: 'attribute',
    name: 'data-qc-view',
    writtenBy: `${dialog}, the island (qrPanel.ts)`,
    readBy: "the dialog's CSS",
    means: 'which view the dialog shows',
  },
  {
    kind: 'attribute',
    name: 'data-qc-wallet',
    writtenBy: markup,
    readBy: `${dialog}, focusWalletTried.js (both)`,
    means: 'a wallet option, by its id',
  },
  {
    kind: 'attribute',
    name: 'data-qc-qr',
    writtenBy: markup,
    readBy: 'the island (qrPanel.ts)',
    means: 'the QR-code view',
  },
  {
    kind: 'attribute',
    name: 'data-qc-qr-title',
    writtenBy: markup,
    readBy: 'the island (qrPanel.ts)',
    means: 'its heading',
  },
  {
    kind: 'attribute',
    name: 'data-qc-qr-code',
    writtenBy: markup,
    readBy: 'the island (qrPanel.ts)',
    means: 'where the code is drawn',
  },
  {
    kind: 'attribute',
    name: 'data-qc-qr-hint',
    writtenBy: markup,
    readBy: 'the island (qrPanel.ts)',
    means: 'the line under it',
  },
  {
    kind: 'attribute',
    name: 'data-qc-qr-open',
    writtenBy: markup,
    readBy: 'the island (qrPanel.ts)',
    means: "the wallet app's link on a phone",
  },
  {
    kind: 'attribute',
    name: 'data-qc-qr-copy',
    writtenBy: markup,
    readBy: 'the island (qrPanel.ts)',
    means: '"Copy link"',
  },
  {
    kind: 'attribute',
    name: 'data-qc-qr-back',
    writtenBy: markup,
    readBy: 'the island (qrPanel.ts)',
    means: '"Back to wallets"',
  },
  // Storage.
  {
    kind: 'storage key',
    name: ACCOUNT_KEY_PREFIX,
    writtenBy: `the island (accountMemory.ts), ${account}`,
    readBy: account,
    means: 'the account to draw at first paint, per site root',
  },
  {
    kind: 'storage key',
    name: 'rk-recent',
    writtenBy: 'the island (recentWallets.ts, as RainbowKit does)',
    readBy: dialog,
    means: "RainbowKit's recent wallets, listed first",
  },
  {
    kind: 'storage key',
    name: 'wagmi.',
    writtenBy: 'wagmi (the island)',
    readBy: flag,
    means: 'any wagmi key: this browser holds a connection, so the island starts at once',
  },
];
