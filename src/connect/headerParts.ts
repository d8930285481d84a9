/** The header's control and its status line (Base.astro): drawn by the page, then the inline script, then the island. */
export function headerParts(): { area: Element; button: HTMLElement; status: HTMLElement } | undefined {
  const slot = document.querySelector('[data-portico-account-slot]');
  const button = slot?.querySelector<HTMLElement>('[data-portico-connect]');
  const status = slot?.querySelector<HTMLElement>('[data-testid="connection-status"]');
  const area = button?.parentElement;
  return area && button && status ? { area, button, status } : undefined;
}
