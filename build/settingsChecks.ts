import type { AstroIntegration } from 'astro';
import { type PorticoSettings, walletConnectWalletIds } from '../src/config/types.ts';

const projectIdPattern = /^[0-9a-f]{32}$/;

/**
 * Build-time checks of the generated settings: one clear warning when WalletConnect wallets will be
 * left out, and a failed build for a malformed project id (it would break at a visitor's click).
 */
export function settingsChecks(
  settings: PorticoSettings,
  { testBuild }: { testBuild: boolean },
): AstroIntegration {
  return {
    name: 'portico:checks',
    hooks: {
      'astro:config:setup': ({ logger }) => {
        const id = settings.walletConnectProjectId;
        if (id !== null && !projectIdPattern.test(id)) {
          throw new Error(
            `walletConnectProjectId "${id}" is not a WalletConnect Cloud project id (32 lowercase hex characters). ` +
              'Set PUBLIC_WALLETCONNECT_PROJECT_ID to the id from cloud.reown.com and run `npm run portico -- config`.',
          );
        }
        if (id === null) {
          const configured = settings.walletGroups
            .flatMap((group) => group.wallets.map((wallet) => wallet.id))
            .filter((walletId) => walletConnectWalletIds.includes(walletId));
          if (configured.length > 0) {
            logger.warn(
              `No WalletConnect project id: ${configured.join(', ')} left out of the wallet list. ` +
                'Set PUBLIC_WALLETCONNECT_PROJECT_ID and run `npm run portico -- config` to offer them.',
            );
          }
        }
        if (testBuild)
          logger.warn('Test build: RPC and Safe hosts overridden by the harness. Never deploy this output.');
      },
    },
  };
}
