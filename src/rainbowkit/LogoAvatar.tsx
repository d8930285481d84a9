import type { AvatarComponent } from '@rainbow-me/rainbowkit';
import { runtimeSettings } from '../config/runtimeSettings.ts';

// Relative to the page, so the logo resolves under any sub-path the site is served from.
const logoUrl = new URL(runtimeSettings.logo, document.baseURI).href;

/** The product's round logo at 24×24 in place of RainbowKit's generated avatar, centred in any slot. */
export const LogoAvatar: AvatarComponent = ({ size }) => (
  <div
    style={{ width: size, height: size, display: 'flex', alignItems: 'center', justifyContent: 'center' }}
    data-testid="portico-avatar"
  >
    <img src={logoUrl} alt="" width={24} height={24} style={{ width: 24, height: 24, borderRadius: '50%' }} />
  </div>
);
