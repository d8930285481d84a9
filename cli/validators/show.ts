/** A bad value as it should appear in a message: quoted, escaped (newlines stay visible), never huge. */
export function show(value: unknown): string {
  if (value === undefined) return 'undefined';
  if (typeof value === 'number' && !Number.isFinite(value)) return String(value);
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 70 ? `${text.slice(0, 67)}…` : text;
}

/** "a string", "a number", "an array", "null" — for type mismatches. */
export function kindOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'object') return 'an object';
  return `a ${typeof value}`;
}
