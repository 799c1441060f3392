import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

/** The last request's path with its query, and its headers. */
let last: { url: string; headers: Record<string, string | string[] | undefined> } | undefined;

let server: Server;
let api: typeof import('./public-api');
const assign = vi.fn();
const location = { pathname: '/', assign };

beforeAll(async () => {
  // `/status/N` answers N in the API's envelope; `/not-json` answers 502 with a text body.
  server = createServer((request, response) => {
    last = { url: request.url ?? '', headers: request.headers };
    if (request.url?.startsWith('/api/v1/not-json')) {
      response.writeHead(502, { 'content-type': 'text/html' });
      response.end('<h1>Bad gateway</h1>');
      return;
    }
    const status = Number(/\/status\/(\d+)/.exec(request.url ?? '')?.[1] ?? 200);
    const body = status < 400 ? { success: true, data: 'ok' } : { success: false, message: 'nope', code: 'X' };
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  vi.stubEnv('PUBLIC_HAAT_API_URL', `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v1/`);
  vi.stubGlobal('window', { location });
  vi.stubGlobal('document', { documentElement: { lang: 'bn' } });
  api = await import('./public-api');
});

afterAll(() => {
  server.close();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});

beforeEach(() => {
  assign.mockClear();
  location.pathname = '/';
});

describe('publicGet', () => {
  it("unwraps data, asking in the page's language with the query's defined values", async () => {
    await expect(api.publicGet('/status/200', { ids: '1,2', page: 3, q: undefined })).resolves.toBe('ok');
    expect(last?.url).toBe('/api/v1/status/200?ids=1%2C2&page=3');
    expect(last?.headers).toMatchObject({ 'accept-language': 'bn', accept: 'application/json' });
    expect(last?.headers.authorization).toBeUndefined();
  });

  it("rejects a failure with ApiError, the server's message and status", async () => {
    const failure = api.publicGet('/status/404');
    await expect(failure).rejects.toBeInstanceOf(api.ApiError);
    await expect(failure).rejects.toMatchObject({ status: 404, statusCode: 404, message: 'nope' });
    expect(assign).not.toHaveBeenCalled();
  });

  it('sends the page to the 404 page of its language on a 400 answer', async () => {
    location.pathname = '/bn/categories/shirts';
    await expect(api.publicGet('/status/400')).rejects.toMatchObject({ status: 400 });
    expect(assign).toHaveBeenCalledWith('/bn/pages/404');
  });

  it('rejects an answer that is not the envelope with HTTP and its status', async () => {
    await expect(api.publicGet('/not-json')).rejects.toMatchObject({ status: 502, message: 'HTTP 502' });
  });

  it('rejects a call the server never answered with status 0 and statusCode 500', async () => {
    await expect(api.publicGet('http://127.0.0.1:1/api/v1/anything')).rejects.toMatchObject({
      status: 0,
      statusCode: 500,
    });
  });

  it('passes an abort on as the AbortError', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(api.publicGet('/status/200', {}, controller.signal)).rejects.toMatchObject({ name: 'AbortError' });
  });
});
