/** "1 contact", "2 contacts", "0 contacts": a count with the word in the form English gives it. */
export function plural(count: number, one: string, many = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`;
}
