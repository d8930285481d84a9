import { useEffect, useState } from 'react';
import { siteWords } from '../i18n/siteWords.ts';

/** How long "Copied!" (RainbowKit's word for it) stays, as in RainbowKit's own account dialog. */
export const COPIED_MS = 1500;

export function CopyAddress({ address }: { address: string }) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);
  return (
    <span className="address">
      <code data-testid="address">{address}</code>
      <button
        type="button"
        className="small"
        data-testid="copy-address"
        onClick={() => copy(address).then(setCopied)}
      >
        {copied ? siteWords().rk.copied : siteWords().account.copy}
      </button>
    </span>
  );
}

/** Clipboard API first; inside an iframe without clipboard permission, the selection fallback. */
async function copy(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.append(area);
    area.select();
    const ok = document.execCommand('copy');
    area.remove();
    return ok;
  }
}
