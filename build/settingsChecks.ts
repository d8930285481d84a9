import type { AstroIntegration } from 'astro';
import { walletConnectWallets } from '../src/config/generatedWallets.ts';
import type { PorticoSettings } from '../src/config/types.ts';

const projectIdPattern = /^[0-9a-f]{32}$/;

/**
 * Build-time checks of the generated settings: one clear warning when WalletConnect wallets are offered only if
 * their extension is installed (and otherwise left out), and a failed build for a malformed project id (it would
 * break at a visitor's click). Which configured wallets pair by WalletConnect comes from `generatedWallets.ts`.
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
            .filter((walletId) => walletConnectWallets.includes(walletId));
          if (configured.length > 0) {
            logger.warn(
              `No WalletConnect project id: ${configured.join(', ')} offered only when their browser extension ` +
                'is installed (it announces itself), otherwise left out of the wallet list. ' +
                'Set PUBLIC_WALLETCONNECT_PROJECT_ID and run `npm run portico -- config` to offer them everywhere.',
            );
          }
        }
        if (testBuild)
          logger.warn('Test build: RPC and Safe hosts overridden by the harness. Never deploy this output.');
      },
    },
  };
}
