import { extname } from 'node:path';

const YEAR = 31_536_000;

/** Hashed build assets never change; HTML changes on every rebuild, so it is revalidated within a minute. */
export function cacheControl(file: string): string {
  if (file.startsWith('_astro/')) return `public, max-age=${YEAR}, immutable`;
  if (extname(file) === '.html') return 'public, max-age=60, must-revalidate';
  return 'public, max-age=3600';
}

export interface SecurityOptions {
  /** Origin of the marketplace API (images and calls come from there), e.g. http://localhost:4000. */
  apiOrigin: string;
}

export function securityHeaders({ apiOrigin }: SecurityOptions): Record<string, string> {
  const csp = [
    "default-src 'self'",
    "base-uri 'self'",
    "object-src 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
    `img-src 'self' data: ${apiOrigin}`,
    `connect-src 'self' ${apiOrigin}`,
    // Each page's own <meta> policy (Astro's security.csp) lists the hashes of its inline scripts and styles;
    // browsers enforce both policies, so this header only has to let those through.
    "script-src 'self' 'unsafe-inline'",
    "style-src 'self' 'unsafe-inline'",
    "font-src 'self'",
  ].join('; ');
  return {
    'content-security-policy': csp,
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-frame-options': 'DENY',
    'permissions-policy': 'camera=(), microphone=(), geolocation=()',
  };
}
