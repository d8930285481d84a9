import type { Connector } from 'wagmi';
import { currentPick } from './pick.ts';

/**
 * The connector behind a wallet of the page's dialog: a configured one by its RainbowKit wallet id, an announced one
 * by its EIP-6963 `rdns` (wagmi's connector id).
 */
export function findConnector(connectors: readonly Connector[], walletId: string): Connector | undefined {
  const rainbowKitId = (connector: Connector) =>
    (connector as Connector & { rkDetails?: { id?: string } }).rkDetails?.id;
  // RainbowKit's wallets first, by their own id: every WalletConnect-backed wallet's connector is called
  // `walletConnect`, so the connector id alone would give "WalletConnect" Rainbow's connector.
  return (
    connectors.find((connector) => rainbowKitId(connector) === walletId) ??
    connectors.find((connector) => connector.id === walletId)
  );
}

/** A wallet the visitor approved in the page's dialog in this page load, behind `connector`: it has been asked. */
export function approvedInThisPage(connector: Connector): boolean {
  const pick = currentPick();
  return pick?.state === 'approved' && findConnector([connector], pick.wallet) === connector;
}
