import { useEffect, useState } from 'react';
import { ACCOUNT_WANTED_ATTRIBUTE, ACCOUNT_WANTED_EVENT } from './contract.ts';

/**
 * Every click on the header's control while it shows the account (or "Wrong network") is a request for RainbowKit's
 * account (or network) dialog, made before or after RainbowKit has loaded: dialog/firstPaint.js marks `<html>` and says
 * so, and the island opens the dialog once it can (src/rainbowkit/OpenWantedAccount.tsx), or forgets the click once
 * no account is there (src/connect/HeaderControl.tsx). The mark is the one record of the click: both read it live,
 * so no click is lost to the moment it was made in.
 */
export function accountWanted(doc: Document = document): boolean {
  return doc.documentElement.hasAttribute(ACCOUNT_WANTED_ATTRIBUTE);
}

/** The click has been answered (the dialog opened), or there is no account to show. */
export function dropAccountWanted(doc: Document = document): void {
  doc.documentElement.removeAttribute(ACCOUNT_WANTED_ATTRIBUTE);
}

/** Counts the clicks dialog/firstPaint.js reports, so that a component re-reads `accountWanted()` on each. */
export function useAccountWantedClicks(): number {
  const [clicks, setClicks] = useState(0);
  useEffect(() => {
    const onClick = () => setClicks((count) => count + 1);
    window.addEventListener(ACCOUNT_WANTED_EVENT, onClick);
    return () => window.removeEventListener(ACCOUNT_WANTED_EVENT, onClick);
  }, []);
  return clicks;
}
