import { open } from 'node:fs/promises';

/** The build puts each page's policy at the start of <head> (site-build/csp-hashes.ts): within the first few KB. */
const HEAD_BYTES = 16 * 1024;
const META = /<meta http-equiv="content-security-policy" content="([^"]*)"/;
/** Code or a stylesheet the browser meets before a meta policy, which that policy could not govern. */
const EARLIER_CODE = /<(?:script|style|link)\b/;
/** The only sources a page's own policy may allow for its scripts and styles: never 'unsafe-inline', a host or a scheme. */
const PAGE_SOURCE = /^(?:'self'|'sha256-[A-Za-z0-9+/]+={0,2}')$/;

export interface PageSources {
  script: string[];
  style: string[];
}

/** With no policy of its own, a page runs no inline script or style. */
export const NO_INLINE: PageSources = { script: ["'self'"], style: ["'self'"] };

/**
 * A header that leaves inline code to the page's own meta policy, which lists the hashes of the page's inline scripts
 * and styles: a browser enforces both policies, so only the hashed code runs. A static host (nginx.conf) sends it for
 * every page, as it cannot list each page's hashes; the site server sends it for a page whose meta it has checked, so
 * that the hashes (≈1 KB) are not sent twice and a page's answer fits the first 14.6 KB a new connection delivers.
 */
export const INLINE_BY_META: PageSources = {
  script: ["'self'", "'unsafe-inline'"],
  style: ["'self'", "'unsafe-inline'"],
};

function directive(policy: string, name: string): string[] | undefined {
  const value = policy.split(';').find((part) => part.trim().startsWith(`${name} `));
  return value?.trim().split(/\s+/).slice(1);
}

const allowsOnlyHashes = (sources: string[] | undefined) =>
  sources?.every((source) => PAGE_SOURCE.test(source)) === true;

/**
 * The inline sources of a built page's header: left to its meta policy when that policy comes before any script,
 * style or stylesheet and allows scripts and styles from the site and by hash only; else none (a build fault shows
 * as a page without its inline code, never as a page running code nobody hashed).
 */
export function pageSources(head: string): PageSources {
  const meta = META.exec(head);
  if (!meta) return NO_INLINE;
  const policy = meta[1] ?? '';
  const placedFirst = !EARLIER_CODE.test(head.slice(0, meta.index));
  const strict = allowsOnlyHashes(directive(policy, 'script-src')) && allowsOnlyHashes(directive(policy, 'style-src'));
  return placedFirst && strict ? INLINE_BY_META : NO_INLINE;
}

/** Reads the start of a built HTML file (the uncompressed one, whichever encoding is sent) for its sources. */
export async function readPageSources(htmlPath: string): Promise<PageSources> {
  const file = await open(htmlPath, 'r');
  try {
    const { bytesRead, buffer } = await file.read({ buffer: Buffer.alloc(HEAD_BYTES), position: 0 });
    return pageSources(buffer.subarray(0, bytesRead).toString('utf8'));
  } finally {
    await file.close();
  }
}
