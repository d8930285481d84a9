import { useAccount } from 'wagmi';
import { settings } from '../config/settings.ts';
import { isAllowedOrigin } from '../safe/allowedOrigins.ts';
import { embedderOrigin, isInIframe } from '../safe/frame.ts';
import { Balances } from './Balances.tsx';
import { CopyAddress } from './CopyAddress.tsx';
import { SafeDetails } from './SafeDetails.tsx';
import { SendTestTransaction } from './SendTestTransaction.tsx';
import { SignMessage } from './SignMessage.tsx';
import { WrongNetwork } from './WrongNetwork.tsx';

/** What a connected visitor sees: who they are, on which chain, what they hold, and two actions. */
export function AccountPanel() {
  const { address, chain, chainId, status, connector } = useAccount();
  if (status !== 'connected' || !address) return <Disconnected />;
  const unsupported = chain === undefined;
  return (
    <div className="panel" data-testid="account-panel">
      <dl className="facts">
        <dt>Address</dt>
        <dd>
          <CopyAddress address={address} />
        </dd>
        <dt>Network</dt>
        <dd data-testid="chain" data-chain-id={chainId} data-unsupported={unsupported}>
          {unsupported ? `Unsupported network (id ${chainId})` : `${chain.name} (id ${chain.id})`}
        </dd>
        <dt>Wallet</dt>
        <dd data-testid="wallet-name">{connector?.name ?? 'Unknown'}</dd>
        {connector?.id === 'safe' ? <SafeDetails /> : null}
      </dl>
      {unsupported ? (
        <WrongNetwork />
      ) : (
        <>
          <Balances address={address} />
          <div className="actions">
            <SignMessage address={address} isSafe={connector?.id === 'safe'} />
            <SendTestTransaction address={address} isSafe={connector?.id === 'safe'} />
          </div>
        </>
      )}
    </div>
  );
}

function Disconnected() {
  const framedBy = typeof window !== 'undefined' && isInIframe() ? embedderOrigin() : undefined;
  const foreignHost = framedBy && !isAllowedOrigin(framedBy, settings.safe.allowedOrigins);
  return (
    <div className="panel" data-testid="account-panel-disconnected">
      {foreignHost ? (
        <p className="notice" role="alert" data-testid="foreign-host">
          This page is embedded by {framedBy}, which is not an allowed Safe host, so no Safe was connected.
          Open it from Safe{'{'}Wallet{'}'} or directly.
        </p>
      ) : null}
      <p>Connect a wallet to see your address, balances and actions.</p>
    </div>
  );
}
