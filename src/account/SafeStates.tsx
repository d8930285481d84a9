import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { runtimeSettings } from '../config/runtimeSettings.ts';
import { getSafeInfo } from '../safe/safeSdk.ts';

/**
 * A Safe lives on one chain and cannot switch: a Safe on another chain gets its own message instead of
 * the wallet's "switch network" state, whose switch button could only fail.
 */
export function SafeOnOtherChain({ chainId }: { chainId: number | undefined }) {
  return (
    <div className="notice" role="alert" data-testid="wrong-network">
      <p>
        This Safe is on another network (id {chainId}). Open your Safe on {runtimeSettings.chain.name} in Safe
        {'{'}
        Wallet
        {'}'} to use this app; a Safe cannot switch networks.
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
        This Safe is open read-only (you are not one of its owners), so nothing can be signed or sent from
        here.
      </p>
    );
  }
  return <>{children}</>;
}
