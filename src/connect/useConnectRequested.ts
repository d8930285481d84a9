import { type Dispatch, type SetStateAction, useEffect, useState } from 'react';
import { CONNECT_REQUESTED_EVENT, connectRequested } from './handoff.ts';

/**
 * Whether a connect was asked for (a click on "Connect Wallet", here or on the static button before the island
 * ran), turning true on the inline script's event; the setter lets a component clear or set it itself.
 */
export function useConnectRequested(): [boolean, Dispatch<SetStateAction<boolean>>] {
  const [requested, setRequested] = useState(connectRequested);
  useEffect(() => {
    const onRequest = () => setRequested(true);
    window.addEventListener(CONNECT_REQUESTED_EVENT, onRequest);
    // The same click may have come between the first render and this effect, before anyone listened.
    if (connectRequested()) onRequest();
    return () => window.removeEventListener(CONNECT_REQUESTED_EVENT, onRequest);
  }, []);
  return [requested, setRequested];
}
