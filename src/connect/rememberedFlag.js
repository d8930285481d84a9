// @ts-check
// Before the header, two decisions that must be made before anything is drawn.
// 1. When this site holds a record of the visitor's account (src/connect/accountMemory.ts), the static "Connect
//    Wallet" stays hidden (site.css, `html[data-portico-remembered]`) until rememberedAccount.js, right after it, has
//    drawn the account or decided against it. On a busy machine the browser may draw a frame between the button and
//    that script; that frame then shows no button rather than "Connect Wallet" to a visitor who is connected. The
//    record is not read or trusted here (the later script checks it); its presence is enough, and the later script
//    always lifts the flag.
// 2. When the island starts (`html[data-portico-start]`, read by src/islands/startIsland.ts): `now` inside a frame
//    (the Safe host says who is connected) and for a visitor this browser has a connection of (our record or any of
//    wagmi's entries: it may reconnect, or must be checked); `on-need` for a first visit, whose page works without
//    the island until the visitor reaches for it (the dialog is the page's own; `reached` once they have). The entries are only looked at,
//    never trusted: at worst the island starts early. Shipped minified, not bundled (build/inlineScripts.ts
//    minifies and CSP-hashes it, writing in the rules it imports).
import { accountKey, siteRoot } from './rules.js';

(() => {
  const root = document.documentElement;
  let now = false;
  try {
    if (window.self !== window.top) now = true;
    else {
      const key = accountKey(siteRoot(location.pathname));
      const storage = window.localStorage;
      if (storage.getItem(key) !== null) {
        document.documentElement.dataset.porticoRemembered = '';
        now = true;
      }
      for (let i = 0; !now && i < storage.length; i++) now = storage.key(i)?.startsWith('wagmi.') === true;
    }
  } catch {
    // No storage (a private frame) or a cross-origin top: nothing was remembered here.
  }
  root.dataset.porticoStart = now ? 'now' : 'on-need';
  // A reach before the island's loader has run (it is a module, run once the page is parsed) is not lost: the
  // loader starts the island at once when it finds `reached`.
  if (now) return;
  const reached = () => {
    if (root.dataset.porticoStart === 'on-need') root.dataset.porticoStart = 'reached';
  };
  for (const type of ['pointerover', 'pointerdown', 'touchstart', 'keydown', 'focusin', 'click'])
    document.addEventListener(type, reached, { capture: true, once: true, passive: true });
})();
