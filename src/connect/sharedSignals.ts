import { ACCOUNT_KEY_PREFIX } from './rules.js';

// The one declaration of what the page's own part (its HTML and classic inline scripts) and the page's modules (the
// island's loader with the dialog's owner, the island) share. No code reads it at run time: contract.test.ts holds
// both sides to it, and docs/architecture.md points here.

/** What kind of thing a shared signal is, as the contract test finds it in the code. */
export type SignalKind = 'window slot' | 'event' | 'id' | 'test id' | 'attribute' | 'storage key';

/** One thing the page's own part and the modules both use. */
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

const dialog = 'firstPaint.js';
const owner = "the dialog's owner (walletDialog.ts)";
const account = 'rememberedAccount.js';
const flag = 'rememberedFlag.js';
const markup = "the page's HTML";

/** Every signal shared between the page's own part and the modules. */
export const SHARED_SIGNALS: readonly SharedSignal[] = [
  // On `window`.
  {
    kind: 'window slot',
    name: '__porticoClicks',
    writtenBy: `${dialog} (the clicks before the owner ran); the owner replaces it with its receiver`,
    readBy: owner,
    means: "the visitor's clicks in the dialog, in order",
  },
  {
    kind: 'window slot',
    name: '__porticoShowAccount',
    writtenBy: account,
    readBy: owner,
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
    name: 'portico:load-failed',
    writtenBy: "the island's loader",
    readBy: `${dialog}, ${owner}`,
    means: "the island's code did not load: the page says so, and the dialog takes no pick",
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
    readBy: `${dialog}, ${owner}`,
    means: 'the one wallet dialog',
  },
  {
    kind: 'id',
    name: 'portico-words',
    writtenBy: markup,
    readBy: `${dialog} (its failure), ${account}, ${owner}, the island`,
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
    readBy: `${dialog}, ${owner}`,
    means: 'a "Connect Wallet": a click opens the dialog',
  },
  {
    kind: 'attribute',
    name: 'data-account-state',
    writtenBy: 'drawHeader.js drawHeaderControl (both)',
    readBy: dialog,
    means: 'the control shows the account (or "Wrong network"): a click asks for its dialog',
  },
  {
    kind: 'attribute',
    name: 'data-status',
    writtenBy: `${markup}, ${account}, ${dialog} (its failure), the island`,
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
    name: 'data-qc-status',
    writtenBy: markup,
    readBy: `${dialog} (its failure), ${owner}`,
    means: "the dialog's status line",
  },
  // What the owner reads of the dialog's markup (QuickConnect.astro, WalletRow.astro).
  {
    kind: 'attribute',
    name: 'data-qc-wallet',
    writtenBy: `${markup}; ${dialog} for an announced wallet`,
    readBy: owner,
    means: 'a wallet option, by the id a pick names',
  },
  {
    kind: 'attribute',
    name: 'data-qc-view-to',
    writtenBy: markup,
    readBy: owner,
    means: 'a button that switches the view ("Learn more", "Get a Wallet", back)',
  },
  {
    kind: 'attribute',
    name: 'data-qc-refusals',
    writtenBy: markup,
    readBy: owner,
    means: "which of the site's sentences a wallet's refusal gets, by code (JSON)",
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
