import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { createServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { fetchCatalogue } from './fetch-catalogue';

const ok = (data: unknown) => JSON.stringify({ success: true, message: 'ok', data });
const page = (data: unknown[]) => ({ data, per_page: 100, total_count: data.length, current_page: 1, last_page: 1 });

/** A tiny API: every catalogue call answers an empty success unless `override` answers first. */
function fakeApi(override: (path: string) => { status: number; body: string } | undefined): RequestListener {
  return (req, res) => {
    const path = (req.url ?? '').replace(/^\/api\/v1/, '');
    const answer = override(path) ?? {
      status: 200,
      body: ok(path.startsWith('/products?') ? page([]) : path === '/home_info' ? {} : []),
    };
    res.writeHead(answer.status, { 'content-type': 'application/json' });
    res.end(answer.body);
  };
}

let server: Server | undefined;
let outDir: string | undefined;

async function run(handler: RequestListener): Promise<{ base: string; outDir: string; result: Promise<void> }> {
  server = createServer(handler);
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v1`;
  outDir = await mkdtemp(join(tmpdir(), 'haat-catalogue-'));
  return { base, outDir, result: fetchCatalogue({ apiBase: base, outDir }) };
}

afterEach(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
  if (outDir) await rm(outDir, { recursive: true, force: true });
});

describe('fetchCatalogue failures', () => {
  it('names the failing call and its status on one line', async () => {
    const { base, outDir, result } = await run(
      fakeApi((path) => (path === '/brand' ? { status: 503, body: 'down' } : undefined)),
    );
    await expect(result).rejects.toThrow(`Catalogue fetch failed: GET ${base}/brand → 503 Service Unavailable`);
    await expect(result).rejects.toThrow(/^[^\n]+$/);
    expect(await readdir(outDir)).toEqual([]);
  });

  it('reports malformed JSON', async () => {
    const { base, result } = await run(
      fakeApi((path) => (path === '/home_slider' ? { status: 200, body: '{"success": tru' } : undefined)),
    );
    await expect(result).rejects.toThrow(`Catalogue fetch failed: GET ${base}/home_slider → malformed JSON`);
  });

  it('reports success:false with the server message', async () => {
    const body = JSON.stringify({ success: false, message: 'Maintenance\nmode', code: 'INTERNAL' });
    const { base, result } = await run(fakeApi((path) => (path === '/vendor' ? { status: 200, body } : undefined)));
    await expect(result).rejects.toThrow(
      `Catalogue fetch failed: GET ${base}/vendor → success:false (Maintenance mode)`,
    );
  });

  it('reports a failing product detail call', async () => {
    const card = { id: 7 };
    const { base, result } = await run(
      fakeApi((path) => {
        if (path.startsWith('/products?')) return { status: 200, body: ok(page([card])) };
        if (path === '/products/7') return { status: 500, body: '' };
      }),
    );
    await expect(result).rejects.toThrow(`Catalogue fetch failed: GET ${base}/products/7 → 500 Internal Server Error`);
  });

  it('reports an unreachable API', async () => {
    const probe = createServer().listen(0, '127.0.0.1');
    await new Promise((resolve) => probe.once('listening', resolve));
    const { port } = probe.address() as AddressInfo;
    await new Promise((resolve) => probe.close(resolve));
    const result = fetchCatalogue({
      apiBase: `http://127.0.0.1:${port}/api/v1`,
      outDir: join(tmpdir(), 'haat-unused'),
    });
    await expect(result).rejects.toThrow(
      /^Catalogue fetch failed: GET http:\/\/127\.0\.0\.1:\d+\/api\/v1\/\S+ → ECONNREFUSED$/,
    );
  });

  it('writes one snapshot per locale when every call succeeds', async () => {
    const { outDir, result } = await run(fakeApi(() => undefined));
    await result;
    expect((await readdir(outDir)).sort()).toEqual(['bn.json', 'en.json']);
  });
});
