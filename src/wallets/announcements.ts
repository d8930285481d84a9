/**
 * EIP-6963 announcements checked where they enter the page, before wagmi's discovery store sees them.
 *
 * Any extension can announce anything: wagmi turns every announcement into a connector (`id` = `rdns`) and
 * RainbowKit draws its name and icon, so one announcement with a number for `rdns`, a `null` detail or a
 * 3000-character name used to take the island down. A capturing listener on `window` runs before every other
 * listener of the event (capture listeners come first at the target), stops each announcement, and dispatches
 * a frozen copy of the ones that pass: later listeners never read a getter of the wallet's object again.
 * Each dropped announcement gets one console warning, with the reason and no wallet-supplied text.
 */

/** Longest wallet name drawn anywhere (real ones are under 30 characters). */
export const MAX_WALLET_NAME = 64;
/** Longest icon data URL accepted (a 512 px PNG in base64 is well under this). */
export const MAX_WALLET_ICON = 200_000;
const MAX_UUID = 128;
const MAX_RDNS = 253;

const EVENT = 'eip6963:announceProvider';
const rdnsPattern = /^[a-z0-9](?:[a-z0-9_-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9_-]*[a-z0-9])?)+$/i;
const iconPattern = /^data:image\/[a-z0-9.+-]+[;,]/i;

export interface AnnouncedWallet {
  readonly info: {
    readonly uuid: string;
    readonly name: string;
    readonly icon: string;
    readonly rdns: string;
  };
  readonly provider: { request: (...args: never[]) => unknown };
}

/** A checked copy of an announcement's `detail`, or the reason it is refused. */
export function checkAnnouncement(detail: unknown): AnnouncedWallet | string {
  try {
    if (!isObject(detail)) return 'its detail is not an object';
    const { info, provider } = detail as { info?: unknown; provider?: unknown };
    if (!isObject(info)) return 'its info is not an object';
    const { uuid, name, icon, rdns } = info as Record<string, unknown>;
    if (typeof uuid !== 'string' || uuid.length === 0 || uuid.length > MAX_UUID)
      return 'its uuid is not valid';
    if (typeof name !== 'string') return 'its name is not text';
    const trimmed = name.trim();
    if (trimmed.length === 0 || trimmed.length > MAX_WALLET_NAME)
      return `its name is empty or longer than ${MAX_WALLET_NAME} characters`;
    if (typeof rdns !== 'string' || rdns.length > MAX_RDNS || !rdnsPattern.test(rdns))
      return 'its rdns is not a reverse domain name';
    if (typeof icon !== 'string' || icon.length > MAX_WALLET_ICON || !iconPattern.test(icon))
      return 'its icon is not a data:image/ URL of a sensible size';
    if (!isObject(provider) || typeof (provider as { request?: unknown }).request !== 'function')
      return 'it has no EIP-1193 provider';
    return Object.freeze({
      info: Object.freeze({ uuid, name: trimmed, icon, rdns }),
      provider: provider as AnnouncedWallet['provider'],
    });
  } catch {
    // A getter that throws, a revoked proxy.
    return 'reading it threw';
  }
}

const installed = new WeakSet<EventTarget>();

/**
 * Installs the filter on `target` (the window) once. Must run before wagmi's `createConfig` (whose discovery
 * store starts listening and asks wallets to announce again).
 */
export function installAnnouncementFilter(target: EventTarget = window): void {
  if (installed.has(target)) return;
  installed.add(target);
  const copies = new WeakSet<Event>();
  target.addEventListener(
    EVENT,
    (event) => {
      if (copies.has(event)) return;
      event.stopImmediatePropagation();
      const checked = checkAnnouncement((event as CustomEvent<unknown>).detail);
      if (typeof checked === 'string') {
        console.warn(`Portico ignored a wallet announcement (EIP-6963): ${checked}.`);
        return;
      }
      const copy = new CustomEvent(EVENT, { detail: checked });
      copies.add(copy);
      target.dispatchEvent(copy);
    },
    { capture: true },
  );
}

function isObject(value: unknown): value is object {
  return (typeof value === 'object' || typeof value === 'function') && value !== null;
}
