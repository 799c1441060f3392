/**
 * The refresh token in an HttpOnly cookie, for the browsers that ask for it with REFRESH_COOKIE_HEADER (issue 16):
 * page scripts never see it, so a script injected into the storefront cannot carry the session away. Clients that
 * do not ask get the token in the body as the contract has it.
 *
 * The cookie is SameSite=Strict and goes only to the refresh call (Path). A refresh by cookie must also carry the
 * header and an Origin the API's CORS allows: a cross-site form cannot set a header, and a cross-origin script
 * needs a preflight that CORS refuses to any other origin.
 *
 * A browser keeps a SameSite cookie only from an API on the storefront's own site, so a storefront elsewhere (say
 * http://127.0.0.1:4321 calling http://localhost:4000) is answered in body mode, as if it had not asked.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type AuthTokens, type IssuedTokens, REFRESH_COOKIE_HEADER } from '#contract';
import { forbidden, unauthenticated } from '../../plugins/http-errors';
import { refreshTokenExpiry } from './sessions.service';

/** Named with the spec's `auth.` prefix of the session's cookies and storage keys. */
export const REFRESH_COOKIE = 'auth._refresh_token';

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Secure unless the API is served over plain http on a network address: browsers keep a Secure cookie from https
 * and from http://localhost, but drop it from any other plain-http origin (a demo on a LAN), where the token
 * travels in clear anyway, as it would in the body.
 */
export function refreshCookieIsSecure(publicUrl: string): boolean {
  const { protocol, hostname } = new URL(publicUrl);
  return protocol === 'https:' || LOOPBACK_HOSTS.has(hostname) || hostname.endsWith('.localhost');
}

/**
 * Whether a page of `origin` and the API are surely one site for the browser: the same scheme, and the same host or
 * one a subdomain of the other (example.com and api.example.com). Sibling subdomains (www. and api.) may be one
 * site or not (shop.vercel.app and api.vercel.app are two): without the public suffix list they are answered as two.
 */
export function sameSite(origin: string, publicUrl: string): boolean {
  const page = URL.parse(origin);
  const api = new URL(publicUrl);
  if (!page || page.protocol !== api.protocol) return false;
  const [a, b] = [page.hostname, api.hostname];
  return a === b || a.endsWith(`.${b}`) || b.endsWith(`.${a}`);
}

/** The value of one cookie of the request's Cookie header. */
function cookieOf(request: FastifyRequest, name: string): string | undefined {
  for (const pair of request.headers.cookie?.split(';') ?? []) {
    const [key, ...value] = pair.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}

export interface RefreshCookieOptions {
  /** API_PUBLIC_URL: decides Secure, and its path is put before the routes' own. */
  publicUrl: string;
  /** The origins CORS allows: the only ones a refresh by cookie may come from. */
  corsOrigins: string[];
  /** Prefix the auth routes are registered under (`/api/v1`). */
  routePrefix: string;
}

export function refreshCookie({ publicUrl, corsOrigins, routePrefix }: RefreshCookieOptions) {
  const basePath = new URL(publicUrl).pathname.replace(/\/+$/, '');
  const attributes = [
    `Path=${basePath}${routePrefix}/v1/auth/refresh`,
    'HttpOnly',
    'SameSite=Strict',
    ...(refreshCookieIsSecure(publicUrl) ? ['Secure'] : []),
  ].join('; ');
  const cookie = (value: string, maxAgeSeconds: number) =>
    `${REFRESH_COOKIE}=${value}; Max-Age=${maxAgeSeconds}; ${attributes}`;
  const askedForCookie = (request: FastifyRequest) => request.headers[REFRESH_COOKIE_HEADER.toLowerCase()] === '1';
  const cookieWillBeKept = (request: FastifyRequest) =>
    askedForCookie(request) && request.headers.origin !== undefined && sameSite(request.headers.origin, publicUrl);

  return {
    /**
     * The answer's `data` for new tokens: unchanged for a client that did not ask for the cookie (or whose browser
     * would drop it); else without the refresh token, which goes into the cookie for as long as the session may be
     * refreshed.
     */
    async deliver<Tokens extends AuthTokens>(
      request: FastifyRequest,
      reply: FastifyReply,
      tokens: Tokens,
    ): Promise<IssuedTokens<Tokens>> {
      if (!cookieWillBeKept(request)) return tokens;
      const { refresh_token: refreshToken, ...withoutRefreshToken } = tokens;
      const expiresAt = await refreshTokenExpiry(request.ctx.db, refreshToken);
      const maxAge = expiresAt ? Math.max(0, Math.floor((expiresAt.getTime() - Date.now()) / 1000)) : 0;
      reply.header('set-cookie', cookie(refreshToken, maxAge)).header('cache-control', 'no-store');
      return withoutRefreshToken;
    },

    /**
     * The refresh token a refresh call presents: the body's if it has one (a client in body mode, or a browser
     * moving its stored token into the cookie), else the cookie's, from the storefront only (403 otherwise).
     */
    presented(request: FastifyRequest, bodyToken: string | undefined): string {
      if (bodyToken) return bodyToken;
      const { origin } = request.headers;
      if (!askedForCookie(request) || !origin || !corsOrigins.includes(origin)) {
        throw forbidden('auth.refreshCookieRefused');
      }
      const token = cookieOf(request, REFRESH_COOKIE);
      if (!token) throw unauthenticated('auth.invalidRefreshToken');
      return token;
    },

    /** Makes the browser forget the cookie (an expired one with the same name and path replaces it). */
    clear(reply: FastifyReply): void {
      reply.header('set-cookie', cookie('', 0));
    },
  };
}
