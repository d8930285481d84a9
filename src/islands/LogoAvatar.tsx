import type { AvatarComponent } from '@rainbow-me/rainbowkit';
import { settings } from '../config/settings.ts';

const logoUrl = `${import.meta.env.BASE_URL.replace(/\/?$/, '/')}${settings.logo}`;

/** The product's round logo at 24×24 in place of RainbowKit's generated avatar, centred in any slot. */
export const LogoAvatar: AvatarComponent = ({ size }) => (
  <div
    style={{ width: size, height: size, display: 'flex', alignItems: 'center', justifyContent: 'center' }}
    data-testid="portico-avatar"
  >
    <img src={logoUrl} alt="" width={24} height={24} style={{ width: 24, height: 24, borderRadius: '50%' }} />
  </div>
);
