import { useAccount } from 'wagmi';
import { fill, siteWords } from '../i18n/siteWords.ts';
import { SignMessage } from '../signing/SignMessage.tsx';
import { SendTestTransaction } from '../transactions/SendTestTransaction.tsx';
import { useKeepFocus } from '../ui/keepFocus.ts';
import { Balances } from './Balances.tsx';
import { CopyAddress } from './CopyAddress.tsx';
import { SafeDetails } from './SafeDetails.tsx';
import { SafeAware, SafeOnOtherChain } from './SafeStates.tsx';
import { WrongNetwork } from './WrongNetwork.tsx';

/** What a connected visitor sees: who they are, on which chain, what they hold, and two actions. */
export default function AccountPanel() {
  const { address, chain, chainId, status, connector } = useAccount();
  const unsupported = chain === undefined;
  // The actions give way to "Wrong network" and back with the wallet's chain: focus stays in the panel.
  const panel = useKeepFocus(unsupported);
  if (status !== 'connected' || !address) return null;
  const words = siteWords().account;
  return (
    <div className="panel" data-testid="account-panel" ref={panel}>
      <dl className="facts">
        <dt>{words.address}</dt>
        <dd>
          <CopyAddress address={address} />
        </dd>
        <dt>{words.network}</dt>
        <dd data-testid="chain" data-chain-id={chainId} data-unsupported={unsupported}>
          {unsupported
            ? fill(words.unsupportedChain, { id: chainId ?? '' })
            : fill(words.chain, { name: chain.name, id: chain.id })}
        </dd>
        <dt>{words.wallet}</dt>
        <dd data-testid="wallet-name">{connector?.name ?? words.unknownWallet}</dd>
        {connector?.id === 'safe' ? <SafeDetails /> : null}
      </dl>
      {unsupported && connector?.id === 'safe' ? (
        <SafeOnOtherChain chainId={chainId} />
      ) : unsupported ? (
        <WrongNetwork />
      ) : (
        <>
          <Balances address={address} />
          <SafeAware isSafe={connector?.id === 'safe'}>
            <div className="actions">
              <SignMessage address={address} />
              <SendTestTransaction address={address} />
            </div>
          </SafeAware>
        </>
      )}
    </div>
  );
}
