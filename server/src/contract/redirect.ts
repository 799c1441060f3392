/**
 * Where a sign-in (password, social) may send the browser afterwards. Spec sections 2 and 5: a redirect target is
 * kept only if it is a site-relative path made of letters, digits and `@ - % _ ~ /`. Shared by the API (the social
 * redirect's `redirect_to`) and the storefront (the stored target after login), so both refuse the same inputs.
 */
const SITE_RELATIVE_PATH = /^\/(?!\/)[A-Za-z0-9@\-%_~/]*$/;
const MAX_REDIRECT_LENGTH = 512;

/** True for '/user/orders' or '/bn/shop/checkout'; false for '//evil.com', 'https://evil.com', '/a?b', '/\\evil'. */
export function isSafeRedirectPath(target: unknown): target is string {
  return typeof target === 'string' && target.length <= MAX_REDIRECT_LENGTH && SITE_RELATIVE_PATH.test(target);
}

/** The target if it is safe, otherwise the fallback. */
export function safeRedirectPath(target: unknown, fallback: string): string {
  return isSafeRedirectPath(target) ? target : fallback;
}
