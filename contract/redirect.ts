/**
 * Where a sign-in (password, social) may send the browser afterwards. Spec sections 2 and 5: a redirect target is
 * kept only if it is a site-relative path made of letters, digits and `@ - % _ ~ /`. Shared by the API (the social
 * redirect's `redirect_to`) and the storefront (the stored target after login), so both refuse the same inputs.
 */
const SITE_RELATIVE_PATH = /^\/(?!\/)[A-Za-z0-9@\-%_~/]*$/;
const MAX_REDIRECT_LENGTH = 512;
const WELL_FORMED_ESCAPES = /^(?:[^%]|%[0-9A-Fa-f]{2})*$/;
/**
 * Once decoded, a slash or backslash right after the first slash makes a URL on another host; browsers drop tabs
 * and newlines from URLs, so `/%09/evil.com` is `//evil.com` too.
 */
const UNSAFE_DECODED = /^\/[/\\]|[\\\s\p{Cc}]/u;
const MAX_DECODINGS = 5;

/** The fully percent-decoded path (`%252F` → `%2F` → `/`), or null when an escape is malformed. */
function fullyDecoded(path: string): string | null {
  let current = path;
  for (let round = 0; round < MAX_DECODINGS; round++) {
    if (!WELL_FORMED_ESCAPES.test(current)) return null;
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return null;
    }
    if (next === current) return current;
    current = next;
  }
  return null;
}

/** True for '/user/orders' or '/bn/shop/checkout'; false for '//evil.com', 'https://evil.com', '/a?b', '/\\evil'. */
export function isSafeRedirectPath(target: unknown): target is string {
  if (typeof target !== 'string' || target.length > MAX_REDIRECT_LENGTH || !SITE_RELATIVE_PATH.test(target)) {
    return false;
  }
  const decoded = fullyDecoded(target);
  return decoded !== null && !UNSAFE_DECODED.test(decoded);
}

/** The target if it is safe, otherwise the fallback. */
export function safeRedirectPath(target: unknown, fallback: string): string {
  return isSafeRedirectPath(target) ? target : fallback;
}
