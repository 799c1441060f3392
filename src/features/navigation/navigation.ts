/** Navigation behaviours of spec section 2 and the constants of section 9, as pure functions. */

export const COUPON_PARAM = 'coupon_code';
/** A failed script chunk reloads the page at most once per this many milliseconds. */
export const CHUNK_RELOAD_GUARD_MS = 60_000;
export const CHUNK_RELOAD_KEY = 'haat:chunk-reload-at';

/**
 * The link's address with the current page's coupon_code added, or undefined when the link stays as it is:
 * no coupon on this page, another origin (mailto:, tel: and other sites included), or a coupon_code of its own.
 */
export function withCarriedCoupon(currentHref: string, linkHref: string): string | undefined {
  const current = new URL(currentHref);
  const coupon = current.searchParams.get(COUPON_PARAM);
  if (!coupon) return undefined;
  const link = parseUrl(linkHref, current);
  if (!link || link.origin !== current.origin || link.searchParams.has(COUPON_PARAM)) return undefined;
  link.searchParams.set(COUPON_PARAM, coupon);
  return link.href;
}

/** Whether a chunk failure may reload now, given the time of the last reload stored in sessionStorage. */
export function mayReloadForChunk(now: number, lastReloadAt: string | null): boolean {
  const last = Number(lastReloadAt);
  if (lastReloadAt === null || !Number.isFinite(last)) return true;
  // A stored time in the future (clock moved back) must not block reloads forever.
  return now - last >= CHUNK_RELOAD_GUARD_MS || now < last;
}

/** A module script or module preload that failed to load: a script chunk of a newer or missing build. */
export function isChunkElement(element: { tagName: string; type?: string; rel?: string }): boolean {
  const tag = element.tagName.toUpperCase();
  return (tag === 'SCRIPT' && element.type === 'module') || (tag === 'LINK' && element.rel === 'modulepreload');
}

/** Chromium, Firefox and Safari's messages for a dynamic import() whose file could not be fetched. */
const CHUNK_IMPORT_FAILURE = /dynamically imported module|Importing a module script failed/i;

export function isChunkImportFailure(reason: unknown): boolean {
  return reason instanceof Error && CHUNK_IMPORT_FAILURE.test(reason.message);
}

export function parseUrl(href: string, base: URL): URL | undefined {
  try {
    return new URL(href, base);
  } catch {
    return undefined;
  }
}
