import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

// A real HTTP server answers each path with the status it names (`/status/400`).
let server: Server;
let client: typeof import('./api-client');
const assign = vi.fn();
const location = { pathname: '/', assign };

beforeAll(async () => {
  server = createServer((request, response) => {
    const status = Number(request.url?.split('/').pop()) || 200;
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(
      JSON.stringify(status < 400 ? { success: true, data: 'ok' } : { success: false, message: 'nope', code: 'X' }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  vi.stubEnv('PUBLIC_HAAT_API_URL', `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v1`);
  vi.stubGlobal('window', { location });
  vi.stubGlobal('document', { documentElement: { lang: 'bn' } });
  client = await import('./api-client');
});

afterAll(() => {
  server.close();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});

beforeEach(() => assign.mockClear());

describe('api-client', () => {
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

  it('unwraps data on success', async () => {
    await expect(client.apiGet('/status/200')).resolves.toBe('ok');
  });
});
