import { useDisconnect, useSwitchChain } from 'wagmi';
import { runtimeSettings } from '../config/runtimeSettings.ts';
import { fill, siteWords } from '../i18n/siteWords.ts';
import { notifyError } from '../notify/toast.ts';

/** The unsupported-chain state: one plain sentence, a way to switch, a way out. */
export function WrongNetwork() {
  const { switchChain, isPending } = useSwitchChain();
  const { disconnect } = useDisconnect();
  const words = siteWords();
  return (
    <div className="notice" role="alert" data-testid="wrong-network">
      <p>{words.rk.wrongNetworkDetected}</p>
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
          {isPending
            ? words.account.switching
            : fill(words.account.switchTo, { network: runtimeSettings.chain.name })}
        </button>
        <button type="button" className="secondary" onClick={() => disconnect()}>
          {words.rk.disconnect}
        </button>
      </div>
    </div>
  );
}
