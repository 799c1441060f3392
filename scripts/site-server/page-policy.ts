import { open } from 'node:fs/promises';

/** The build puts each page's policy at the start of <head> (site-build/csp-hashes.ts): within the first few KB. */
const HEAD_BYTES = 16 * 1024;
const META = /<meta http-equiv="content-security-policy" content="([^"]*)"/;
/** Only these sources pass from a page into the header: never 'unsafe-inline', a host or a scheme. */
const PAGE_SOURCE = /^(?:'self'|'sha256-[A-Za-z0-9+/]+={0,2}')$/;

export interface PageSources {
  script: string[];
  style: string[];
}

/** With no policy of its own, a page runs no inline script or style. */
export const NO_INLINE: PageSources = { script: ["'self'"], style: ["'self'"] };

function directive(policy: string, name: string): string[] {
  const value = policy.split(';').find((part) => part.trim().startsWith(`${name} `));
  const sources = value?.trim().split(/\s+/).slice(1) ?? [];
  return ["'self'", ...sources.filter((source) => PAGE_SOURCE.test(source) && source !== "'self'")];
}

/** The script and style sources of a built page's own CSP meta (the hashes of its inline scripts and styles). */
export function pageSources(head: string): PageSources {
  const policy = META.exec(head)?.[1];
  if (policy === undefined) return NO_INLINE;
  return { script: directive(policy, 'script-src'), style: directive(policy, 'style-src') };
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
