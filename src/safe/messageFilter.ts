/**
 * `message` events checked before the Safe Apps SDK's listener runs. The SDK reads `event.data.version` before it
 * looks at who sent the message, so a `null` from any frame or extension threw an uncaught TypeError inside it, and
 * it hands any parent message with a known `id` to its callbacks whatever the rest looks like.
 *
 * A capturing listener on the window runs before the SDK's (capture listeners come first at the target) and stops:
 * - from the parent (the Safe host): anything that is not a Safe response from an allowed origin (anchored
 *   patterns, the same ones the SDK gets): an object with a short string `id`, a boolean `success`, a `x.y.z`
 *   `version`, and on failure a short string `error`;
 * - from anywhere else: what would crash the SDK (no data, or a `version` that is not text). Other messages from
 *   other windows pass: wallet SDKs (WalletConnect, Coinbase) talk to their own frames and popups this way, and
 *   the SDK ignores anything not from the parent.
 */

const MAX_ID = 100;
const MAX_ERROR = 1_000;
const versionPattern = /^\d{1,3}\.\d{1,3}\.\d{1,3}$/;

export interface SafeMessageSource {
  readonly origin: string;
  readonly data: unknown;
  readonly fromParent: boolean;
}

/** Whether the Safe SDK may see a message (see the module comment). */
export function isSafeHostMessage(message: SafeMessageSource, allowedOrigins: readonly RegExp[]): boolean {
  const { data } = message;
  if (data === null || data === undefined) return false;
  if (typeof data !== 'object') return !message.fromParent;
  const { id, success, version, error } = data as Record<string, unknown>;
  if (version !== undefined && typeof version !== 'string') return false;
  if (!message.fromParent) return true;
  return (
    allowedOrigins.some((pattern) => pattern.test(message.origin)) &&
    typeof id === 'string' &&
    id.length > 0 &&
    id.length <= MAX_ID &&
    typeof success === 'boolean' &&
    typeof version === 'string' &&
    versionPattern.test(version) &&
    (success || (typeof error === 'string' && error.length <= MAX_ERROR))
  );
}

let installed = false;

/** Installs the filter once, before the SDK is created (it only ever is inside a frame). */
export function installSafeMessageFilter(allowedOrigins: readonly RegExp[], win: Window = window): void {
  if (installed) return;
  installed = true;
  win.addEventListener(
    'message',
    (event) => {
      let allowed: boolean;
      try {
        allowed = isSafeHostMessage(
          { origin: event.origin, data: event.data, fromParent: event.source === win.parent },
          allowedOrigins,
        );
      } catch {
        allowed = false;
      }
      if (!allowed) event.stopImmediatePropagation();
    },
    { capture: true },
  );
}
