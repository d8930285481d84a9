/** Whether the page runs inside any frame (Safe{Wallet} embeds apps in an iframe). */
export function isInIframe(win: Window = window): boolean {
  try {
    return win.parent !== win;
  } catch {
    return true;
  }
}

/**
 * The embedding page's origin, when the browser tells us: `ancestorOrigins` (Chromium, Safari)
 * or the referrer. Used only to explain why no Safe connected, never to decide trust (the SDK's
 * origin check on every message does that).
 */
export function embedderOrigin(win: Window = window): string | undefined {
  const ancestors = win.location.ancestorOrigins;
  if (ancestors && ancestors.length > 0) return ancestors[0];
  try {
    return win.document.referrer ? new URL(win.document.referrer).origin : undefined;
  } catch {
    return undefined;
  }
}
