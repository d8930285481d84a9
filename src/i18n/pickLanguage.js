// @ts-check
// The visitor's language, before anything is drawn: a classic inline script at the top of each page's <head>. Its
// own element carries the site's languages and where this page is in each, relative to the page
// (`data-portico-copies`, `data-portico-default`; src/i18n/siteAddress.ts), so it works from any address, with or
// without a configured site address. Shipped minified and CSP-hashed (build/inlineScripts.ts): the data is in
// attributes, so every page carries the same script text.
//
// - On the default language's pages (the site's root), the language to show is the one the visitor chose before
//   (stored when they click a language link), else, on a visit that comes from outside the site, the best match
//   for the browser's languages. If that is another language, this page is hidden and replaced by its copy in that
//   language: one navigation, before the first paint. A page in a language's folder is never redirected: its
//   address says which language was asked for.
// - On every page, a click on a language link (data-portico-locale) remembers that language.
(() => {
  const html = document.documentElement;
  const script = document.currentScript;
  /** @type {Record<string, string>} */
  let copies = {};
  try {
    copies = JSON.parse(script?.dataset.porticoCopies ?? '{}');
  } catch {}
  const offered = Object.keys(copies);
  /** This page's address in a language, absolute, if the site offers it. */
  const linkTo = (/** @type {string} */ code) =>
    Object.hasOwn(copies, code) ? new URL(copies[code] ?? '', location.href).href : undefined;
  const root = linkTo(script?.dataset.porticoDefault ?? '');
  if (!root) return;
  // One choice per site, keyed by the site's root folder (the default language's page is there): sites that share
  // an IPFS gateway's origin share its storage, not their visitors' choices.
  const key = `portico.locale:${new URL('.', root).pathname}`;

  document.addEventListener(
    'click',
    (event) => {
      const target = event.target instanceof Element ? event.target.closest('a[data-portico-locale]') : null;
      const code = target?.getAttribute('data-portico-locale');
      if (!code || !offered.includes(code)) return;
      try {
        localStorage.setItem(key, code);
      } catch {}
    },
    true,
  );

  if (root !== linkTo(html.lang)) return;

  /** The offered language that best serves a wanted one (`pt-PT` → `pt`, `zh-Hant-TW` → `zh-TW`), if any. */
  const match = (/** @type {string} */ wanted) => {
    const tag = wanted.toLowerCase();
    const exact = offered.find((code) => code.toLowerCase() === tag);
    if (exact) return exact;
    const [language, ...rest] = tag.split('-');
    const same = offered.filter((code) => code.toLowerCase().split('-')[0] === language);
    if (language === 'zh' && same.length > 1) {
      // Chinese is offered per script: Traditional for Hant, Taiwan, Hong Kong and Macau; Simplified otherwise.
      const traditional = rest.some((part) => ['hant', 'tw', 'hk', 'mo'].includes(part));
      const order = traditional
        ? rest.includes('tw') || !rest.some((part) => ['hk', 'mo'].includes(part))
          ? ['zh-tw', 'zh-hk']
          : ['zh-hk', 'zh-tw']
        : ['zh-cn'];
      for (const wish of order) {
        const found = same.find((code) => code.toLowerCase() === wish);
        if (found) return found;
      }
    }
    return same[0];
  };

  /** @type {string | null} */
  let stored = null;
  try {
    stored = localStorage.getItem(key);
  } catch {}
  let fromOutside = true;
  try {
    fromOutside = !document.referrer || new URL(document.referrer).origin !== location.origin;
  } catch {}
  const wanted =
    stored && offered.includes(stored)
      ? stored
      : fromOutside
        ? (navigator.languages ?? [navigator.language]).map(match).find(Boolean)
        : undefined;
  const target = wanted && wanted !== html.lang ? linkTo(wanted) : undefined;
  if (!target) return;
  html.style.display = 'none';
  location.replace(target + location.search + location.hash);
})();
