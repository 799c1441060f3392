/** The simulators' hosted pages: plain HTML forms, English only (they stand in for the gateways' own pages). */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

export function htmlPage(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:26rem;margin:2rem auto;padding:0 1rem}
button{display:block;width:100%;margin:.5rem 0;padding:.75rem;font-size:1rem}
.notice{background:#fff3cd;padding:.5rem;font-size:.85rem}</style></head>
<body><p class="notice">Local simulator: no real money moves.</p>${body}</body></html>`;
}

/** A page that posts `fields` to `action` at once, as a gateway returns the browser to the merchant by POST. */
export function autoPostPage(action: string, fields: Record<string, string>): string {
  const inputs = Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('');
  return htmlPage(
    'Returning to the merchant',
    `<form id="return" method="post" action="${escapeHtml(action)}">${inputs}<button>Continue</button></form>
<script>document.getElementById('return').submit()</script>`,
  );
}
