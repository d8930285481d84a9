/**
 * Test helpers for the words tables (src/i18n/words/): flattened to `section.key → text`, and the English texts
 * still found in a page of another language.
 */
type Tree = { readonly [key: string]: Tree | string };

/** `{ a: { b: 'x' } }` → `{ 'a.b': 'x' }`. */
export function flatWords(tree: object, prefix = ''): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(tree as Tree)) {
    if (typeof value === 'string') out[`${prefix}${key}`] = value;
    else Object.assign(out, flatWords(value, `${prefix}${key}.`));
  }
  return out;
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The text as whole words: "Connected" is not found inside "Disconnected". */
const wholeWords = (text: string) =>
  new RegExp(`(?<![\\p{L}])${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}])`, 'u');

/**
 * The pieces of English text (between `{placeholders}`, 8 characters or more, so a shared word such as a brand is
 * not mistaken for one) of every entry the page's language writes differently, found in the page's HTML: in its
 * text, its attributes or the words it carries for its scripts. Classic scripts and styles are left out.
 */
export function englishLeftIn(
  html: string,
  english: Readonly<Record<string, string>>,
  own: Readonly<Record<string, string>>,
): string[] {
  const page = html
    .replace(/<script(?![^>]*type="application\/json")[^>]*>[\s\S]*?<\/script>/g, '')
    .replace(/<style[^>]*>[\s\S]*?<\/style>/g, '');
  const left: string[] = [];
  // A piece the language's own words use too (a borrowed word: Turkish "Transfer öner") is its own as well.
  const ownText = Object.values(own).join('\n');
  for (const [key, text] of Object.entries(english)) {
    if (own[key] === undefined || own[key] === text) continue;
    for (const piece of text.split(/\{\w+\}/)) {
      const trimmed = piece.trim();
      if (trimmed.length < 8 || wholeWords(trimmed).test(ownText)) continue;
      const forms = [trimmed, escapeHtml(trimmed), JSON.stringify(trimmed).slice(1, -1)];
      if (forms.some((form) => wholeWords(form).test(page))) left.push(`${key}: ${trimmed}`);
    }
  }
  return left;
}
