/** The host page's markup; the script (bundled from browser/hostScript.ts) builds the iframe and the lists. */
export function hostPageHtml(): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Mock Safe{Wallet} host</title>
<link rel="icon" href="data:,">
<style>
  body { font: 14px system-ui, sans-serif; margin: 0; display: grid; grid-template-columns: 1fr 380px; height: 100vh; background: #121312; color: #e6e6e6; }
  #frame-slot iframe { border: 0; width: 100%; height: 100%; display: block; background: #111214; }
  aside { overflow: auto; padding: 8px 12px; border-left: 1px solid #333; }
  h2 { font-size: 13px; margin: 12px 0 4px; text-transform: uppercase; color: #12ff80; }
  li { margin: 6px 0; word-break: break-all; }
  button { margin: 2px 4px 2px 0; }
  code { font-size: 12px; }
  /* As Safe{Wallet} on a phone: the app takes the screen's width, the host's lists follow below it. */
  @media (max-width: 600px) {
    body { grid-template-columns: 1fr; grid-template-rows: 100vh auto; height: auto; }
    aside { border-left: 0; border-top: 1px solid #333; }
  }
</style>
</head>
<body>
<main id="frame-slot"></main>
<aside>
  <div id="safe-summary" data-testid="safe-summary"></div>
  <h2>Requests awaiting review</h2><ul id="pending" data-testid="pending-requests"></ul>
  <h2>Safe transactions</h2><ul id="txs" data-testid="safe-transactions"></ul>
  <h2>Safe messages</h2><ul id="messages" data-testid="safe-messages"></ul>
  <h2>Replace a nonce</h2>
  <form id="replace-form"><input id="replace-nonce" aria-label="Nonce to replace" type="number" min="0" size="6"><button type="submit">Replace nonce</button></form>
  <p id="last-error" role="alert" data-testid="host-error"></p>
</aside>
<script type="module" src="/host.js"></script>
</body>
</html>`;
}

/** The sibling frame used by the `siblingReplies` fault: posts whatever it is told to every other frame. */
export function siblingPageHtml(): string {
  return `<!doctype html><meta charset="utf-8"><title>sibling</title><script>
addEventListener('message', (e) => {
  if (e.source !== parent || !e.data || e.data.kind !== 'portico-sibling') return;
  for (let i = 0; i < parent.frames.length; i++) if (parent.frames[i] !== window) parent.frames[i].postMessage(e.data.message, '*');
});
</script>`;
}
