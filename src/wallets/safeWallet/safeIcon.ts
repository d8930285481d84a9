// Portico's own drawing of a vault door in Safe's green; loaded only when the dialog shows Safe.
const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 28 28"><rect width="28" height="28" rx="6" fill="#121312"/><circle cx="14" cy="14" r="8" fill="none" stroke="#12ff80" stroke-width="2.5"/><circle cx="14" cy="14" r="2.5" fill="#12ff80"/><path d="M14 6v3M14 19v3M6 14h3M19 14h3" stroke="#12ff80" stroke-width="2.5" stroke-linecap="round"/></svg>`;

export const safeIcon = `data:image/svg+xml,${encodeURIComponent(svg)}`;
