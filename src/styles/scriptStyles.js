// Classic inline script, first in every page's head (src/layouts/Base.astro), before any other code runs.
//
// The CSP's style-src lists the hashes of the page's own <style> elements and nothing else: a <style> that
// reaches the page as markup (an injection) is refused. The island's libraries write styles at run time, as
// <style> elements whose text no build can know: RainbowKit its theme (from the settings), its dialog's scroll
// lock one that carries the visitor's scrollbar width, the Coinbase SDK its reset. A script may already restyle
// anything through the CSSOM, which the CSP does not govern; so the text of a <style> element that a script hands
// to appendChild / insertBefore / append / prepend moves into a constructed stylesheet adopted by its document (or
// shadow root) for as long as the element is connected, and the element stays empty (the CSP allows the empty
// text by its hash: build/firstPaintStyles.ts). Text written into it later moves the same way (Chromium reports
// that write as a violation before it moves: the libraries here write their text before inserting). Markup parsed from a string
// (innerHTML, the page itself) is never adopted. Without constructable stylesheets, nothing is changed.
(() => {
  const proto = typeof CSSStyleSheet === 'function' ? CSSStyleSheet.prototype : null;
  if (!proto?.replaceSync || !('adoptedStyleSheets' in Document.prototype)) return;
  const adopted = new Map();
  const roots = new Set();
  function refresh() {
    const wanted = new Map();
    adopted.forEach((sheet, element) => {
      if (!element.isConnected) return;
      const root = element.getRootNode();
      if (!('adoptedStyleSheets' in root)) return;
      if (!wanted.has(root)) wanted.set(root, []);
      wanted.get(root).push(sheet);
      roots.add(root);
    });
    const mine = new Set(adopted.values());
    roots.forEach((root) => {
      const current = root.adoptedStyleSheets;
      const others = current.filter((sheet) => !mine.has(sheet));
      const next = others.concat(wanted.get(root) || []);
      // Assigning restyles the whole root: only when the list really changes.
      if (next.length === current.length && next.every((sheet, i) => sheet === current[i])) return;
      root.adoptedStyleSheets = next;
    });
  }
  // Takes an adopted element's text into its sheet and leaves the element empty: Chromium checks every connected
  // <style> against the CSP whatever its type, and an empty one is allowed by the hash of the empty text.
  function take(element, sheet) {
    const text = element.textContent;
    if (!text) return;
    sheet.replaceSync(text);
    element.textContent = '';
  }
  const observer = new MutationObserver((records) => {
    for (let i = 0; i < records.length; i++) {
      const target = records[i].target;
      const element = target.nodeType === 1 ? target : target.parentNode;
      const sheet = element && adopted.get(element);
      if (sheet) take(element, sheet);
    }
    refresh();
  });
  function adopt(node) {
    if (!(node instanceof HTMLStyleElement) || adopted.has(node)) return false;
    const type = node.getAttribute('type');
    if (type && type.toLowerCase() !== 'text/css') return false;
    const sheet = new CSSStyleSheet();
    // The whole document is watched (for adopted elements connected or removed with an ancestor) only from the
    // first adopted style on: never while the parser builds the first screen.
    if (adopted.size === 0) observer.observe(document, { childList: true, subtree: true });
    adopted.set(node, sheet);
    node.setAttribute('data-portico-adopted', '');
    take(node, sheet);
    observer.observe(node, { childList: true, characterData: true, subtree: true });
    return true;
  }
  function wrap(owner, name, pick) {
    const original = owner[name];
    owner[name] = function (...nodes) {
      const styles = pick(nodes).filter(adopt).length;
      const result = original.apply(this, nodes);
      if (styles > 0) refresh();
      return result;
    };
  }
  const first = (args) => [args[0]];
  const all = (args) => args;
  wrap(Node.prototype, 'appendChild', first);
  wrap(Node.prototype, 'insertBefore', first);
  wrap(Element.prototype, 'append', all);
  wrap(Element.prototype, 'prepend', all);
})();
