import { createHash } from 'node:crypto';

const META = /(<meta http-equiv="content-security-policy" content=")([^"]*)(")/;

const hashOf = (body: string, encoding: BufferEncoding) =>
  `'sha256-${createHash('sha256').update(body, encoding).digest('base64')}'`;

/** Adds `hash` to one directive of a policy (directives end with ';'). */
function addToDirective(policy: string, directive: 'script-src' | 'style-src', hash: string): string {
  const pattern = new RegExp(`(${directive} [^;]*)`);
  return policy.includes(hash) ? policy : policy.replace(pattern, `$1 ${hash}`);
}

/** Where the policy goes: right after the charset declaration (which must come first), else right after <head>. */
const HEAD_START = /<head>(?:<meta charset="[^"]*">)?/;

/**
 * Astro's CSP meta (security.csp) hashes the scripts and styles it bundles, but not `is:inline` ones (such as the
 * Bengali @font-face, whose font URLs exist only after bundling). This adds the missing hashes, page by page, so
 * the policy never needs 'unsafe-inline'. Data blocks (JSON, JSON-LD) are not executed and need none.
 * Astro writes the meta after some inline scripts, which a meta policy does not cover; the completed policy moves to
 * the start of <head>, before any of them, where the site server also reads it for its header (site-server/page-policy.ts).
 * `encoding` says what the string's characters stand for: 'latin1' when it is a view of the page's bytes, one
 * character a byte (finish-page.ts), so that the hashes are of the bytes as served.
 */
export function completeCspMeta(html: string, encoding: BufferEncoding = 'utf8'): string {
  const meta = META.exec(html);
  if (!meta) return html;
  let policy = meta[2] ?? '';
  for (const [, tag, attributes = '', body = ''] of html.matchAll(/<(script|style)\b([^>]*)>([\s\S]*?)<\/\1>/g)) {
    if (!body || /type="application\/(ld\+)?json"/.test(attributes)) continue;
    policy = addToDirective(policy, tag === 'script' ? 'script-src' : 'style-src', hashOf(body, encoding));
  }
  const completed = `${meta[1]}${policy}${meta[3]}>`;
  const withoutMeta = html.replace(new RegExp(`${META.source}>`), '');
  return HEAD_START.test(withoutMeta)
    ? withoutMeta.replace(HEAD_START, (start) => `${start}${completed}`)
    : html.replace(META, (_all, start, _old, end) => `${start}${policy}${end}`);
}
