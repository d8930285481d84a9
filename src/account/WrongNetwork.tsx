import { useDisconnect, useSwitchChain } from 'wagmi';
import { runtimeSettings } from '../config/runtimeSettings.ts';
import { notifyError } from '../notify/toast.ts';

/** The unsupported-chain state: one plain sentence, a way to switch, a way out. */
export function WrongNetwork() {
  const { switchChain, isPending } = useSwitchChain();
  const { disconnect } = useDisconnect();
  return (
    <div className="notice" role="alert" data-testid="wrong-network">
      <p>Wrong network detected, switch or disconnect to continue.</p>
      <div className="actions">
        <button
          type="button"
          data-testid="switch-network"
          aria-disabled={isPending}
          onClick={() =>
            !isPending &&
            switchChain(
              { chainId: runtimeSettings.chain.id },
              { onError: (error) => notifyError(error, { request: 'wallet_switchEthereumChain' }) },
            )
          }
        >
          {isPending ? 'Switching…' : `Switch to ${runtimeSettings.chain.name}`}
        </button>
        <button type="button" className="secondary" onClick={() => disconnect()}>
          Disconnect
        </button>
      </div>
    </div>
  );
}
