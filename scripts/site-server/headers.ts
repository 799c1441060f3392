import { extname } from 'node:path';
import { NO_INLINE, type PageSources } from './page-policy';

const YEAR = 31_536_000;

/** The service worker's script (src/features/offline), at the root so that it controls every page. */
export const SERVICE_WORKER_FILE = 'sw.js';

/**
 * Hashed build assets never change; HTML changes on every rebuild, so it is revalidated within a minute; the service
 * worker is revalidated on every check, so a new build's worker is found on the next page view.
 */
export function cacheControl(file: string): string {
  if (file === SERVICE_WORKER_FILE) return 'no-cache';
  if (file.startsWith('_astro/')) return `public, max-age=${YEAR}, immutable`;
  if (extname(file) === '.html') return 'public, max-age=60, must-revalidate';
  return 'public, max-age=3600';
}

export interface SecurityOptions {
  /** Origin of the marketplace API (images and calls come from there), e.g. http://localhost:4000. */
  apiOrigin: string;
}

/** The policy of one answer: a page's own script and style sources (its inline hashes), nothing inline otherwise. */
export function contentSecurityPolicy({ apiOrigin }: SecurityOptions, sources: PageSources = NO_INLINE): string {
  return [
    "default-src 'self'",
    "base-uri 'self'",
    "object-src 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
    `img-src 'self' data: ${apiOrigin}`,
    `connect-src 'self' ${apiOrigin}`,
    `script-src ${sources.script.join(' ')}`,
    `style-src ${sources.style.join(' ')}`,
    "font-src 'self'",
  ].join('; ');
}

/**
 * Headers of every answer: nosniff keeps a script or style from being any other file, and a stylesheet's requests
 * (fonts, images) follow its own answer's referrer policy.
 */
export const SECURITY_HEADERS = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
} as const;

/**
 * Headers only a document obeys, sent besides its policy on documents only: on a script, a style or an image they
 * are bytes for nothing (the policy alone ≈0.7 KB on each of a page's dozens of files).
 */
export const DOCUMENT_HEADERS = {
  'x-frame-options': 'DENY',
  'permissions-policy': 'camera=(), microphone=(), geolocation=()',
} as const;

/** A file a browser shows as a document: an HTML page, or an SVG opened by itself (it can run script). */
export function isDocument(file: string): boolean {
  return ['.html', '.svg'].includes(extname(file).toLowerCase());
}

/** Answers with a policy: documents, and the service worker, whose script's policy governs what the worker fetches. */
export function hasPolicy(file: string): boolean {
  return isDocument(file) || file === SERVICE_WORKER_FILE;
}
