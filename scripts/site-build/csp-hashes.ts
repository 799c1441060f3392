import { createHash } from 'node:crypto';

const META = /(<meta http-equiv="content-security-policy" content=")([^"]*)(")/;

const META_TAG = new RegExp(`${META.source}>`);

/**
 * Hashes of the inline scripts and styles seen so far: most are the same on every page (the header's, the lazy
 * loader's), and 200,000 pages hashed them again and again. Bounded, as a long-running build server keeps it.
 */
const hashes = new Map<string, string>();
const MAX_HASHES = 4096;

function hashOf(body: string, encoding: BufferEncoding): string {
  const key = `${encoding}:${body}`;
  let hash = hashes.get(key);
  if (hash === undefined) {
    hash = `'sha256-${createHash('sha256').update(body, encoding).digest('base64')}'`;
    if (hashes.size >= MAX_HASHES) hashes.clear();
    hashes.set(key, hash);
  }
  return hash;
}

const DIRECTIVE = { 'script-src': /(script-src [^;]*)/, 'style-src': /(style-src [^;]*)/ };

/** Adds `hash` to one directive of a policy (directives end with ';'). */
function addToDirective(policy: string, directive: keyof typeof DIRECTIVE, hash: string): string {
  return policy.includes(hash) ? policy : policy.replace(DIRECTIVE[directive], `$1 ${hash}`);
}

/** Where the policy goes: right after the charset declaration (which must come first), else right after <head>. */
const HEAD_START = /<head>(?:<meta charset="[^"]*">)?/;

/** A page's policy before its inline code is hashed in: its own site's files, and nothing inline. */
const BASE_POLICY = "script-src 'self'; style-src 'self';";

/**
 * Writes each page's content security policy as a meta element, with the hash of every inline script and style on the
 * page, so the policy never needs 'unsafe-inline'. Data blocks (JSON, JSON-LD) are not executed and need none. Astro's
 * own policy (security.csp) is off: it hashed the head's scripts again on every page (3% of its thread in a 20,000-page
 * build) and listed hashes of bundled files that 'self' already allows (on a product page 9 of its 13 script hashes and
 * 2 of its 3 style hashes matched no inline code: about 590 characters), yet missed `is:inline` code (such as the
 * Bengali @font-face, whose font URLs exist only after bundling). The policy goes at the start of <head>, right after
 * the charset, before any inline script (a meta policy covers only what follows it), where the site server also reads
 * it for its header (site-server/page-policy.ts). A page that has a policy already (finished before) has it completed
 * in place of a new one.
 * `encoding` says what the string's characters stand for: 'latin1' when it is a view of the page's bytes, one character
 * a byte (finish-page.ts), so that the hashes are of the bytes as served.
 */
export function completeCspMeta(html: string, encoding: BufferEncoding = 'utf8'): string {
  const meta = META.exec(html);
  if (!meta && !HEAD_START.test(html)) return html;
  let policy = meta ? (meta[2] ?? '') : BASE_POLICY;
  for (const [, tag, attributes = '', body = ''] of html.matchAll(/<(script|style)\b([^>]*)>([\s\S]*?)<\/\1>/g)) {
    if (!body || /type="application\/(ld\+)?json"/.test(attributes)) continue;
    policy = addToDirective(policy, tag === 'script' ? 'script-src' : 'style-src', hashOf(body, encoding));
  }
  const completed = `<meta http-equiv="content-security-policy" content="${policy}">`;
  const withoutMeta = meta ? html.replace(META_TAG, '') : html;
  return HEAD_START.test(withoutMeta)
    ? withoutMeta.replace(HEAD_START, (start) => `${start}${completed}`)
    : html.replace(META, (_all, start, _old, end) => `${start}${policy}${end}`);
}
