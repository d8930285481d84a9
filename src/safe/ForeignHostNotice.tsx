import { useAccount } from 'wagmi';
import { isAllowedOrigin } from '../config/allowedOrigins.ts';
import { runtimeSettings } from '../config/runtimeSettings.ts';
import { embedderOrigin, isInIframe } from './frame.ts';

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
      This page is embedded by {framedBy}, which is not an allowed Safe host, so no Safe was connected. Open
      it from Safe{'{'}Wallet{'}'} or directly.
    </p>
  );
}
