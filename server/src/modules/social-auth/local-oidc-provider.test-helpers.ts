/// <reference path="./oidc-provider.d.ts" />
/**
 * Test support: a real OpenID Connect provider (oidc-provider) on a local port, and a scripted browser that
 * signs in at it through its development login and consent pages and stops at our redirect URI.
 */
import { generateKeyPairSync } from 'node:crypto';
import { createServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type AccountClaims } from 'oidc-provider';

export const LOCAL_CLIENT = { clientId: 'haat-storefront', clientSecret: 'local-client-secret' };

export interface LocalProvider {
  issuer: string;
  close(): Promise<void>;
}

/** On a port the system picks, so parallel test runs never collide. */
async function listenOnFreePort(handler: RequestListener): Promise<{ server: Server; port: number }> {
  const server = createServer(handler);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  return { server, port: (server.address() as AddressInfo).port };
}

/** Starts the provider; each login name signs in as the account `accounts[name]` describes. */
export async function startLocalProvider(
  redirectUri: string,
  accounts: Record<string, Omit<AccountClaims, 'sub'>>,
): Promise<LocalProvider> {
  let handle: RequestListener = (_request, response) => response.writeHead(503).end();
  const { server, port } = await listenOnFreePort((request, response) => handle(request, response));
  const issuer = `http://127.0.0.1:${port}`;
  const signingKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' });
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: LOCAL_CLIENT.clientId,
        client_secret: LOCAL_CLIENT.clientSecret,
        redirect_uris: [redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    jwks: { keys: [{ ...signingKey, use: 'sig', alg: 'RS256' }] },
    cookies: { keys: ['local-provider-cookie-key'] },
    ttl: { Interaction: 600, Session: 600, Grant: 600, AccessToken: 600, IdToken: 600, AuthorizationCode: 60 },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'given_name', 'family_name'] },
    features: { devInteractions: { enabled: true } },
    findAccount: (_ctx, id) => {
      const claims = accounts[id];
      return claims && { accountId: id, claims: () => ({ sub: id, ...claims }) };
    },
  });
  handle = provider.callback();
  return {
    issuer,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** What the provider added to the redirect URI. */
export interface AuthorizationResponse {
  code: string;
  state: string;
  iss: string | undefined;
}

/**
 * Follows the authorization URL like a browser (cookies kept), logs in as `login` and consents, and answers the
 * parameters of the final redirect to `redirectUri`.
 */
export async function signInAtProvider(
  authorizationUrl: string,
  redirectUri: string,
  login: string,
): Promise<AuthorizationResponse> {
  const cookies = new Map<string, string>();
  const request = async (url: string, form?: Record<string, string>) => {
    const response = await fetch(url, {
      method: form ? 'POST' : 'GET',
      redirect: 'manual',
      headers: { cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; ') },
      body: form ? new URLSearchParams(form) : undefined,
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';');
      const separator = pair.indexOf('=');
      cookies.set(pair.slice(0, separator), pair.slice(separator + 1));
    }
    return response;
  };

  let url = authorizationUrl;
  for (let step = 0; step < 12; step++) {
    if (url.startsWith(`${redirectUri}?`)) {
      const params = new URL(url).searchParams;
      const [code, state] = [params.get('code'), params.get('state')];
      if (!code || !state) throw new Error(`the provider answered without a code: ${url}`);
      return { code, state, iss: params.get('iss') ?? undefined };
    }
    let response = await request(url);
    if (response.status === 200 && new URL(url).pathname.startsWith('/interaction/')) {
      const page = await response.text();
      const prompt = page.includes('name="prompt" value="login"') ? 'login' : 'consent';
      response = await request(url, prompt === 'login' ? { prompt, login, password: 'any' } : { prompt });
    }
    const location = response.headers.get('location');
    if (!location) throw new Error(`${url} answered ${response.status} without a redirect: ${await response.text()}`);
    url = new URL(location, url).href;
  }
  throw new Error('the provider did not redirect back');
}
