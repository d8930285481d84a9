import { useEffect, useState } from 'react';
import { ACCOUNT_WANTED_ATTRIBUTE, ACCOUNT_WANTED_EVENT } from './contract.ts';

/**
 * A click on the account drawn in the header before RainbowKit's own button works (the inline script's address, the
 * island's stand-ins) is kept, not lost: walletDialog.js marks `<html>` and says so, and the island opens the
 * account dialog once it can (src/rainbowkit/OpenWantedAccount.tsx), or forgets the click once no account is there
 * (src/rainbowkit/WalletUi.tsx). The mark is the one record of the click: both read it live.
 */
export function accountWanted(doc: Document = document): boolean {
  return doc.documentElement.hasAttribute(ACCOUNT_WANTED_ATTRIBUTE);
}

/** The click has been answered (the dialog opened), or there is no account to show. */
export function dropAccountWanted(doc: Document = document): void {
  doc.documentElement.removeAttribute(ACCOUNT_WANTED_ATTRIBUTE);
}

/** Counts the clicks walletDialog.js reports, so that a component re-reads `accountWanted()` on each. */
export function useAccountWantedClicks(): number {
  const [clicks, setClicks] = useState(0);
  useEffect(() => {
    const onClick = () => setClicks((count) => count + 1);
    window.addEventListener(ACCOUNT_WANTED_EVENT, onClick);
    return () => window.removeEventListener(ACCOUNT_WANTED_EVENT, onClick);
  }, []);
  return clicks;
}
