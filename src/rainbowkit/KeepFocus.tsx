import { useAccountModal, useChainModal, useConnectModal } from '@rainbow-me/rainbowkit';
import { useEffect, useRef } from 'react';
import { useAccount } from 'wagmi';
import { holdFocusInConnectSlot } from '../connect/handoff.ts';

/**
 * RainbowKit's dialogs give focus back to the element that opened them, which is often gone by then (the static
 * button RainbowKit's replaced, the account button that became "Wrong network"), and a connect or chain change
 * redraws the header's buttons under a keyboard user's focus. Whenever a dialog closes or the connection
 * changes, focus that fell to the page's body goes back to the header's connect control.
 */
export function KeepFocus() {
  const { connectModalOpen } = useConnectModal();
  const { accountModalOpen } = useAccountModal();
  const { chainModalOpen } = useChainModal();
  const { status, chainId, address } = useAccount();
  const anyOpen = connectModalOpen || accountModalOpen || chainModalOpen;
  const wasOpen = useRef(anyOpen);

  // biome-ignore lint/correctness/useExhaustiveDependencies: status, chain and address are the triggers (they redraw the header's buttons), not inputs.
  useEffect(() => {
    const closed = wasOpen.current && !anyOpen;
    wasOpen.current = anyOpen;
    if (anyOpen) return;
    // After the dialog's own focus restore and React's commit of the new header buttons.
    const frame = requestAnimationFrame(() => holdFocusInConnectSlot());
    if (closed) holdFocusInConnectSlot();
    return () => cancelAnimationFrame(frame);
  }, [anyOpen, status, chainId, address]);

  return null;
}
