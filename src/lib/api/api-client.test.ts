import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

/** localStorage as the browser has it: items are also properties (what @nanostores/persistent uses). */
class MemoryStorage {
  [key: string]: unknown;
  getItem(key: string) {
    return Object.hasOwn(this, key) ? String(this[key]) : null;
  }
  setItem(key: string, value: string) {
    this[key] = String(value);
  }
  removeItem(key: string) {
    delete this[key];
  }
  clear() {
    for (const key of Object.keys(this)) delete this[key];
  }
}

const user = { id: 1, name: 'Rahim', phone_verified: true };
let refreshCalls = 0;
/** The last refresh request: whether it asked for the cookie, and its body. */
let lastRefresh: { asksForCookie: boolean; body: unknown } | undefined;
/** A server that knows REFRESH_COOKIE_HEADER (false: one that does not), and whether the browser holds its live cookie. */
const cookieServer = { enabled: false, liveCookie: false };

/**
 * A real HTTP server: `/status/N` answers N; `/me` wants `Bearer fresh`; `/v1/auth/refresh` swaps `r1` (or, in
 * cookie mode, the live cookie) for `fresh`, with the refresh token `r2` in the body unless it is in cookie mode.
 */
async function answer(request: IncomingMessage): Promise<[number, unknown]> {
  const path = request.url?.replace('/api/v1', '') ?? '';
  if (path === '/me') {
    return request.headers.authorization === 'Bearer fresh'
      ? [200, { success: true, data: { lang: request.headers['accept-language'] } }]
      : [401, { success: false, message: 'sign in', code: 'UNAUTHENTICATED' }];
  }
  if (path === '/v1/auth/refresh') {
    refreshCalls++;
    let body = '';
    for await (const chunk of request) body += chunk;
    await new Promise((resolve) => setTimeout(resolve, 30));
    const asksForCookie = request.headers['x-refresh-token-cookie'] === '1';
    const { refresh_token } = JSON.parse(body);
    lastRefresh = { asksForCookie, body: JSON.parse(body) };
    const inCookie = cookieServer.enabled && asksForCookie;
    const valid = refresh_token === 'r1' || (inCookie && refresh_token === undefined && cookieServer.liveCookie);
    const tokens = { access_token: 'fresh', token_type: 'Bearer', user, ...(!inCookie && { refresh_token: 'r2' }) };
    return valid
      ? [200, { success: true, data: tokens }]
      : [401, { success: false, message: 'expired', code: 'UNAUTHENTICATED' }];
  }
  if (path === '/v1/auth/login') return [401, { success: false, message: 'wrong', code: 'UNAUTHENTICATED' }];
  if (path === '/unverified') return [422, { success: false, message: 'verify', code: 'PHONE_NOT_VERIFIED' }];
  if (path === '/idempotent') return [200, { success: true, data: request.headers['idempotency-key'] ?? null }];
  if (path === '/echo-body') {
    let body = '';
    for await (const chunk of request) body += chunk;
    return [200, { success: true, data: { type: request.headers['content-type'], body } }];
  }
  const status = Number(path.split('/').pop()) || 200;
  return [status, status < 400 ? { success: true, data: 'ok' } : { success: false, message: 'nope', code: 'X' }];
}

/** `/file` answers these bytes to `Bearer fresh`, 401 to anyone else. */
const FILE_BYTES = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 1, 2, 255]);

let server: Server;
let client: typeof import('./api-client');
let session: typeof import('./session');
const assign = vi.fn();
const location = { pathname: '/', assign };
const storage = new MemoryStorage();
const documentStub = { documentElement: { lang: 'bn' }, cookie: '' };

beforeAll(async () => {
  server = createServer(async (request, response) => {
    if (request.url === '/api/v1/file') {
      const signedIn = request.headers.authorization === 'Bearer fresh';
      response.writeHead(signedIn ? 200 : 401, { 'content-type': signedIn ? 'image/png' : 'application/json' });
      response.end(signedIn ? FILE_BYTES : JSON.stringify({ success: false, message: 'sign in', code: 'X' }));
      return;
    }
    const [status, body] = await answer(request);
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  vi.stubEnv('PUBLIC_HAAT_API_URL', `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v1`);
  storage.setItem('guest_cart', '[1]');
  vi.stubGlobal('localStorage', storage);
  vi.stubGlobal('window', { location, addEventListener() {}, removeEventListener() {} });
  vi.stubGlobal('document', documentStub);
  client = await import('./api-client');
  session = await import('./session');
});

afterAll(() => {
  server.close();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});

beforeEach(() => {
  assign.mockClear();
  refreshCalls = 0;
  lastRefresh = undefined;
  Object.assign(cookieServer, { enabled: false, liveCookie: false });
  location.pathname = '/';
});

describe('api-client', () => {
  it('cleared local storage written by another version on start and marked it 14', () => {
    expect(storage.getItem('guest_cart')).toBeNull();
    expect(storage.getItem('demo.current')).toBe('14');
  });

  it('sends a Bengali page to /bn/pages/404 on a 400 answer', async () => {
    location.pathname = '/bn/categories/shirts';
    await expect(client.apiGet('/status/400')).rejects.toMatchObject({ status: 400, message: 'nope' });
    expect(assign).toHaveBeenCalledWith('/bn/pages/404');
  });

  it('sends an English page to /pages/404 on a 400 answer to a POST', async () => {
    location.pathname = '/product/7';
    await expect(client.apiPost('/status/400', {})).rejects.toBeInstanceOf(client.ApiError);
    expect(assign).toHaveBeenCalledWith('/pages/404');
  });

  it('does not redirect on other failures', async () => {
    await expect(client.apiGet('/status/404')).rejects.toMatchObject({ status: 404 });
    await expect(client.apiGet('/status/422')).rejects.toMatchObject({ status: 422 });
    expect(assign).not.toHaveBeenCalled();
  });

  it('sends a 422 PHONE_NOT_VERIFIED to the OTP page of the same language', async () => {
    location.pathname = '/bn/user/addresses';
    await expect(client.apiGet('/unverified')).rejects.toMatchObject({ status: 422 });
    expect(assign).toHaveBeenCalledWith('/bn/auth/otp');
  });

  it("gives every failure a message and a statusCode: the answer's, or 500 and HTTP 500 when none came", async () => {
    await expect(client.apiGet('/status/404')).rejects.toMatchObject({ statusCode: 404, message: 'nope' });
    const noAnswer = new client.ApiError(0, undefined);
    expect(noAnswer).toMatchObject({ status: 0, statusCode: 500, message: 'HTTP 500' });
    expect(new client.ApiError(502, undefined)).toMatchObject({ statusCode: 502, message: 'HTTP 502' });
  });

  it('rejects a call the server never answered with statusCode 500', async () => {
    // An absolute URL leaves the base aside: port 1 refuses the connection.
    await expect(client.apiGet('http://127.0.0.1:1/api/v1/anything')).rejects.toMatchObject({
      status: 0,
      statusCode: 500,
    });
  });

  it('answers a POST whole, with the success message', async () => {
    await expect(client.apiPostAnswer('/status/201', { email: 'a@b.bd' })).resolves.toEqual({
      success: true,
      data: 'ok',
    });
  });

  it('unwraps data on success', async () => {
    await expect(client.apiGet('/status/200')).resolves.toBe('ok');
  });

  it('sends the headers a POST adds (an order placement Idempotency-Key)', async () => {
    await expect(client.apiPost('/idempotent', {}, { 'Idempotency-Key': 'k-1' })).resolves.toBe('k-1');
    await expect(client.apiPost('/idempotent', {})).resolves.toBeNull();
  });

  it('sends a FormData body as multipart/form-data with its files, and a plain object as JSON', async () => {
    const form = new FormData();
    form.append('subject', 'Wrong size');
    form.append('attachments[]', new Blob(['PNG-bytes'], { type: 'image/png' }), 'photo.png');
    const multipart = await client.apiPost<{ type: string; body: string }>('/echo-body', form);
    expect(multipart.type).toMatch(/^multipart\/form-data; boundary=/);
    expect(multipart.body).toContain('name="subject"\r\n\r\nWrong size');
    expect(multipart.body).toContain('name="attachments[]"; filename="photo.png"\r\nContent-Type: image/png');
    expect(multipart.body).toContain('PNG-bytes');
    const json = await client.apiPost<{ type: string; body: string }>('/echo-body', { ticket_id: 3 });
    expect(json).toEqual({ type: 'application/json', body: '{"ticket_id":3}' });
  });
});

describe('api-client session', () => {
  it('sends the stored token, read again before each request', async () => {
    storage.setItem('auth._token.local', 'fresh');
    await expect(client.apiGet('/me')).resolves.toEqual({ lang: 'bn' });
    expect(refreshCalls).toBe(0);
  });

  it('refreshes once for parallel 401s, stores the new tokens and retries', async () => {
    session.$authToken.set('stale');
    session.$refreshToken.set('r1');
    const answers = await Promise.all([client.apiGet('/me'), client.apiGet('/me'), client.apiPost('/me')]);
    expect(answers).toHaveLength(3);
    expect(refreshCalls).toBe(1);
    expect(storage.getItem('auth._token.local')).toBe('fresh');
    expect(storage.getItem('auth._refresh_token.local')).toBe('r2');
    expect(session.$user.get()).toMatchObject({ name: 'Rahim' });
    expect(documentStub.cookie).toContain('auth.loggedIn=1; path=/');
  });

  it('signs out when the refresh fails', async () => {
    session.$authToken.set('stale');
    session.$refreshToken.set('revoked');
    await expect(client.apiGet('/me')).rejects.toMatchObject({ status: 401 });
    expect(refreshCalls).toBe(1);
    expect(storage.getItem('auth._token.local')).toBeNull();
    expect(storage.getItem('auth._refresh_token.local')).toBeNull();
    expect(session.$user.get()).toBeUndefined();
    expect(documentStub.cookie).toContain('auth.loggedIn=; path=/; max-age=0');
  });

  it('downloads a file as a Blob with the token in the header, refreshing an expired session first', async () => {
    session.$authToken.set('stale');
    session.$refreshToken.set('r1');
    const file = await client.apiGetFile('/file');
    expect(file).toBeInstanceOf(Blob);
    expect(Buffer.from(await file.arrayBuffer())).toEqual(FILE_BYTES);
    expect(refreshCalls).toBe(1);
  });

  it('rejects a refused download with ApiError and its status', async () => {
    session.$authToken.set('stale');
    session.$refreshToken.set('revoked');
    await expect(client.apiGetFile('/file')).rejects.toMatchObject({ status: 401, failure: undefined });
  });

  it('asks for the refresh cookie, and keeps a refresh token answered in the body by an API without it', async () => {
    session.$authToken.set('stale');
    session.$refreshToken.set('r1');
    await client.apiGet('/me');
    expect(lastRefresh).toEqual({ asksForCookie: true, body: { refresh_token: 'r1' } });
    expect(storage.getItem('auth._refresh_token.local')).toBe('r2');
  });

  it('moves a refresh token stored before the cookie into it: sent once in the body, then removed', async () => {
    cookieServer.enabled = true;
    session.$authToken.set('stale');
    session.$refreshToken.set('r1');
    await expect(client.apiGet('/me')).resolves.toEqual({ lang: 'bn' });
    expect(lastRefresh).toEqual({ asksForCookie: true, body: { refresh_token: 'r1' } });
    expect(storage.getItem('auth._refresh_token.local')).toBeNull();
    expect(storage.getItem('auth._token.local')).toBe('fresh');
  });

  it('refreshes by the cookie, with an empty body, when no refresh token is stored', async () => {
    Object.assign(cookieServer, { enabled: true, liveCookie: true });
    session.$authToken.set('stale');
    session.$refreshToken.set(undefined);
    await expect(client.apiGet('/me')).resolves.toEqual({ lang: 'bn' });
    expect(lastRefresh).toEqual({ asksForCookie: true, body: {} });
    expect(storage.getItem('auth._token.local')).toBe('fresh');
    expect(storage.getItem('auth._refresh_token.local')).toBeNull();
  });

  it('signs out when the refresh by cookie fails', async () => {
    cookieServer.enabled = true;
    session.$authToken.set('stale');
    session.$refreshToken.set(undefined);
    await expect(client.apiGet('/me')).rejects.toMatchObject({ status: 401 });
    expect(refreshCalls).toBe(1);
    expect(storage.getItem('auth._token.local')).toBeNull();
    expect(session.$user.get()).toBeUndefined();
  });

  it('does not try to refresh for a guest, who has neither token', async () => {
    Object.assign(cookieServer, { enabled: true, liveCookie: true });
    session.clearSession();
    await expect(client.apiGet('/me')).rejects.toMatchObject({ status: 401 });
    expect(refreshCalls).toBe(0);
  });

  it('does not refresh when the login itself answers 401', async () => {
    session.$refreshToken.set('r1');
    await expect(client.apiPost('/v1/auth/login', {})).rejects.toMatchObject({ status: 401 });
    expect(refreshCalls).toBe(0);
  });
});
