import { useAccount } from 'wagmi';
import { isAllowedOrigin } from '../config/allowedOrigins.ts';
import { runtimeSettings } from '../config/runtimeSettings.ts';
import { fill, siteWords } from '../i18n/siteWords.ts';
import { embedderOrigin, isInIframe } from './frame.ts';
import { SAFE_WALLET } from './safeWalletName.ts';

/**
 * Framed by a page that is not an allowed Safe host: no Safe connects (the SDK ignores its messages),
 * and the visitor is told why instead of being left with a silent button.
 */
export function ForeignHostNotice() {
  const { status } = useAccount();
  const framedBy = isInIframe() ? embedderOrigin() : undefined;
  if (!framedBy || status === 'connected' || isAllowedOrigin(framedBy, runtimeSettings.safe.allowedOrigins))
    return null;
  return (
    <p className="notice" role="alert" data-testid="foreign-host">
      {fill(siteWords().safe.foreignHost, { origin: framedBy, safeWallet: SAFE_WALLET })}
    </p>
  );
}
