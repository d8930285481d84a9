import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { runtimeSettings } from '../config/runtimeSettings.ts';
import { fill, siteWords } from '../i18n/siteWords.ts';
import { getSafeInfo } from '../safe/safeSdk.ts';
import { SAFE_WALLET } from '../safe/safeWalletName.ts';

/**
 * A Safe lives on one chain and cannot switch: a Safe on another chain gets its own message instead of
 * the wallet's "switch network" state, whose switch button could only fail.
 */
export function SafeOnOtherChain({ chainId }: { chainId: number | undefined }) {
  return (
    <div className="notice" role="alert" data-testid="wrong-network">
      <p>
        {fill(siteWords().safe.otherChain, {
          id: chainId ?? '',
          network: runtimeSettings.chain.name,
          safeWallet: SAFE_WALLET,
        })}
      </p>
    </div>
  );
}

/** Actions only for a Safe this visitor can act for: a read-only Safe (not an owner) gets a notice instead. */
export function SafeAware({ isSafe, children }: { isSafe: boolean; children: ReactNode }) {
  const info = useQuery({
    queryKey: ['portico', 'safeInfo'],
    queryFn: getSafeInfo,
    staleTime: 60_000,
    gcTime: 0,
    enabled: isSafe,
  });
  if (isSafe && info.data?.isReadOnly) {
    return (
      <p className="notice" data-testid="safe-read-only">
        {siteWords().safe.readOnly}
      </p>
    );
  }
  return <>{children}</>;
}
