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

import { checkAnnouncement } from '../connect/rules.js';

// The check itself is shared with the page's dialog (src/connect/rules.js): both take exactly the same wallets.
export {
  type AnnouncedWallet,
  checkAnnouncement,
  MAX_WALLET_ICON,
  MAX_WALLET_NAME,
} from '../connect/rules.js';

const EVENT = 'eip6963:announceProvider';

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
