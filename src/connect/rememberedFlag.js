// @ts-check
// Before the header: when this site holds a record of the visitor's account (src/connect/accountMemory.ts), the
// static "Connect Wallet" stays hidden (site.css, `html[data-portico-remembered]`) until rememberedAccount.js,
// right after it, has drawn the account or decided against it. On a busy machine the browser may draw a frame
// between the button and that script; that frame then shows no button rather than "Connect Wallet" to a visitor
// who is connected. The record is not read or trusted here (the later script checks it); its presence is enough,
// and the later script always lifts the flag. Shipped minified, not bundled (build/inlineScripts.ts)
// minifies and CSP-hashes it).
(() => {
  try {
    // Inside Safe{Wallet} the host says who is connected; the later script draws nothing there.
    if (window.self !== window.top) return;
    const path = location.pathname;
    const key = `portico.account:${path.slice(0, path.lastIndexOf('/') + 1) || '/'}`;
    if (window.localStorage.getItem(key) !== null) document.documentElement.dataset.porticoRemembered = '';
  } catch {
    // No storage (a private frame) or a cross-origin top: nothing was remembered here.
  }
})();
