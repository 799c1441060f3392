import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { createServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { productDetails, productIds, readSnapshot } from '../../src/lib/catalogue';
import { fetchCatalogue } from './fetch-catalogue';

const ok = (data: unknown) => JSON.stringify({ success: true, message: 'ok', data });
const page = (data: unknown[]) => ({ data, per_page: 100, total_count: data.length, current_page: 1, last_page: 1 });

interface Answer {
  status: number;
  body: string;
}

const NOT_FOUND: Answer = {
  status: 404,
  body: JSON.stringify({ success: false, message: 'Not found', code: 'NOT_FOUND' }),
};

/**
 * A tiny API: every catalogue call answers an empty success unless `override` answers first; it has no product
 * export (404), as a server speaking only the spec.
 */
function fakeApi(override: (path: string) => Answer | undefined): RequestListener {
  return (req, res) => {
    const path = (req.url ?? '').replace(/^\/api\/v1/, '');
    const answer = override(path) ??
      (path.startsWith('/products/export') ? NOT_FOUND : undefined) ?? {
        status: 200,
        body: ok(path.startsWith('/products?') ? page([]) : path === '/home_info' ? {} : []),
      };
    res.writeHead(answer.status, { 'content-type': 'application/json' });
    res.end(answer.body);
  };
}

/** Cards 1..count in two categories. */
const cards = (count: number) =>
  Array.from({ length: count }, (_, i) => ({ id: i + 1, category: { id: (i % 2) + 1 } }));
const detailsOf = (id: number) => ({ product: { id }, relatedProducts: [], prevProduct: null, nextProduct: null });
const pageOf = (id: number) => ({ product: { id }, relatedIds: [], prevId: null, nextId: null });
const batchIds = (path: string) => (new URL(path, 'http://api').searchParams.get('ids') ?? '').split(',').map(Number);

/** A catalogue listing `listed` in pages of 100; `details` answers the product page calls, which `calls` records. */
function catalogueApi(listed: unknown[], details: (path: string) => Answer | undefined, calls: string[] = []) {
  return fakeApi((path) => {
    const url = new URL(path, 'http://api');
    if (url.pathname === '/products') {
      const number = Number(url.searchParams.get('page'));
      const data = listed.slice((number - 1) * 100, number * 100);
      const last_page = Math.max(1, Math.ceil(listed.length / 100));
      return { status: 200, body: ok({ ...page(data), current_page: number, last_page }) };
    }
    if (!url.pathname.startsWith('/products/') || url.pathname === '/products/export') return undefined;
    calls.push(path);
    return details(path);
  });
}

let server: Server | undefined;
/** Every folder a test fetched into: a test may fetch more than once. */
const outDirs: string[] = [];

const newOutDir = async () => {
  outDirs.push(await mkdtemp(join(tmpdir(), 'haat-catalogue-')));
  return outDirs.at(-1)!;
};

async function run(handler: RequestListener): Promise<{ base: string; outDir: string; result: Promise<void> }> {
  server = createServer(handler);
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v1`;
  const outDir = await newOutDir();
  return { base, outDir, result: fetchCatalogue({ apiBase: base, outDir }) };
}

afterEach(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
  await Promise.all(outDirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
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

  it('leaves no folder behind when a call fails while the product listing is still on its way', async () => {
    const api = fakeApi((path) => (path === '/brand' ? { status: 503, body: 'down' } : undefined));
    const { outDir, result } = await run((req, res) => {
      if (req.url?.includes('/products?')) setTimeout(() => api(req, res), 200);
      else api(req, res);
    });
    await expect(result).rejects.toThrow('/brand → 503');
    await new Promise((resolve) => setTimeout(resolve, 400));
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
    const { base, result } = await run(
      catalogueApi(cards(7), (path) => (path.startsWith('/products/details') ? NOT_FOUND : { status: 500, body: '' })),
    );
    await expect(result).rejects.toThrow(`Catalogue fetch failed: GET ${base}/products/1 → 500 Internal Server Error`);
  });

  it('reports a failing batch call without falling back', async () => {
    const calls: string[] = [];
    const { base, outDir, result } = await run(catalogueApi(cards(2), () => ({ status: 500, body: '' }), calls));
    await expect(result).rejects.toThrow(
      `Catalogue fetch failed: GET ${base}/products/details?ids=1,2 → 500 Internal Server Error`,
    );
    expect(calls).toEqual(['/products/details?ids=1,2']);
    expect(await readdir(outDir)).toEqual([]);
  });

  it('reports a product missing from a batch answer', async () => {
    const { base, result } = await run(catalogueApi(cards(3), () => ({ status: 200, body: ok([detailsOf(2)]) })));
    await expect(result).rejects.toThrow(
      `Catalogue fetch failed: GET ${base}/products/details?ids=1,3,2 → no details for product 1, 3`,
    );
  });

  it('reports an unreachable API', async () => {
    const probe = createServer().listen(0, '127.0.0.1');
    await new Promise((resolve) => probe.once('listening', resolve));
    const { port } = probe.address() as AddressInfo;
    await new Promise((resolve) => probe.close(resolve));
    const result = fetchCatalogue({
      apiBase: `http://127.0.0.1:${port}/api/v1`,
      outDir: await newOutDir(),
    });
    await expect(result).rejects.toThrow(
      /^Catalogue fetch failed: GET http:\/\/127\.0\.0\.1:\d+\/api\/v1\/\S+ → ECONNREFUSED$/,
    );
  });

  it('writes one snapshot per locale, each with its folder of files, when every call succeeds', async () => {
    const answer = (path: string) => ({ status: 200, body: ok(batchIds(path).map(detailsOf)) });
    const { outDir, result } = await run(catalogueApi(cards(3), answer));
    await result;
    const names = (await readdir(outDir)).sort();
    expect(names).toHaveLength(4);
    expect(names.filter((name) => name.endsWith('.json'))).toEqual(['bn.json', 'en.json']);
    expect(names.filter((name) => !name.endsWith('.json'))).toEqual([
      expect.stringMatching(/^bn\.\w+$/),
      expect.stringMatching(/^en\.\w+$/),
    ]);
  });
});

describe('fetchCatalogue partner rates', () => {
  const rate = { category_id: 2, name: 'Fashion', slug: 'fashion', percent: 7 };

  it('keeps GET /affiliate/rates in the snapshot for /affiliate', async () => {
    const rates = (path: string) => (path === '/affiliate/rates' ? { status: 200, body: ok([rate]) } : undefined);
    const { outDir, result } = await run(fakeApi(rates));
    await result;
    expect(readSnapshot(outDir, 'en').affiliate_rates).toEqual([rate]);
  });

  it('takes an API without the partner programme (404) as no rates, but fails on any other refusal', async () => {
    const missing = await run(fakeApi((path) => (path === '/affiliate/rates' ? NOT_FOUND : undefined)));
    await missing.result;
    expect(readSnapshot(missing.outDir, 'bn').affiliate_rates).toEqual([]);
    await new Promise<void>((done) => server!.close(() => done()));
    const broken = await run(fakeApi((path) => (path === '/affiliate/rates' ? { status: 500, body: '' } : undefined)));
    await expect(broken.result).rejects.toThrow(
      `Catalogue fetch failed: GET ${broken.base}/affiliate/rates → 500 Internal Server Error`,
    );
  });
});

describe('fetchCatalogue product pages', () => {
  const snapshot = async (dir: string) => readSnapshot(dir, 'en');

  it('asks for them in batches of at most 100, a category at a time', async () => {
    const calls: string[] = [];
    const answer = (path: string) => ({ status: 200, body: ok(batchIds(path).map(detailsOf)) });
    const { outDir, result } = await run(catalogueApi(cards(250), answer, calls));
    await result;
    const en = await snapshot(outDir);
    expect(en.products.map((card) => card.id)).toEqual(cards(250).map((card) => card.id));
    expect(Object.keys(en.details)).toHaveLength(250);
    expect(productIds(en).sort((a, b) => a - b)).toEqual(cards(250).map((card) => card.id));
    expect(productDetails(en, 250)?.product.id).toBe(250);
    const batches = calls.slice(0, calls.length / 2).map(batchIds);
    expect(batches.map((ids) => ids.length).sort((a, b) => b - a)).toEqual([100, 100, 50]);
    expect(batches[0]?.every((id) => id % 2 === 1)).toBe(true);
    expect(calls.every((path) => path.startsWith('/products/details?ids='))).toBe(true);
  });

  it('falls back to one GET /products/{id} per product when the batch call answers 404', async () => {
    const calls: string[] = [];
    const answer = (path: string) =>
      path.startsWith('/products/details')
        ? NOT_FOUND
        : { status: 200, body: ok(detailsOf(Number(path.replace('/products/', '')))) };
    const { outDir, result } = await run(catalogueApi(cards(120), answer, calls));
    await result;
    expect(Object.keys((await snapshot(outDir)).details)).toHaveLength(120);
    expect(calls.filter((path) => path.startsWith('/products/details'))).toHaveLength(2); // once per locale
    expect(calls.filter((path) => /^\/products\/\d+$/.test(path))).toHaveLength(240);
  });
});

describe('fetchCatalogue from the product export', () => {
  const lines = (ids: number[]) =>
    ['en', 'bn'].flatMap((locale) =>
      ids.map((id) => JSON.stringify({ locale, card: { id, category: { id: 1 } }, page: pageOf(id) })),
    );
  /** An API with the export extension answering `body`; `calls` records every product call but the export. */
  const exportApi = (body: string, calls: string[] = [], status = 200) =>
    fakeApi((path) => {
      if (path.startsWith('/products/export')) return { status, body };
      if (path.startsWith('/products')) calls.push(path);
      return undefined;
    });

  it("takes every locale's cards and pages from the one stream, in its order, without walking the listing", async () => {
    const calls: string[] = [];
    const { outDir, result } = await run(exportApi([...lines([3, 1, 2]), '{"end":{"lines":6}}', ''].join('\n'), calls));
    await result;
    for (const locale of ['en', 'bn'] as const) {
      const snapshot = readSnapshot(outDir, locale);
      expect(snapshot.products.map((card) => card.id)).toEqual([3, 1, 2]);
      expect(productDetails(snapshot, 1)?.product.id).toBe(1);
      expect(Object.keys(snapshot.details).sort()).toEqual(['1', '2', '3']);
    }
    expect(calls).toEqual([]);
  });

  it.each([
    ['without its end line', lines([1, 2]).join('\n')],
    ['whose end line counts other lines', [...lines([1, 2]), '{"end":{"lines":5}}'].join('\n')],
  ])('fails on a stream %s, leaving no snapshot', async (_case, body) => {
    const { base, outDir, result } = await run(exportApi(body));
    await expect(result).rejects.toThrow(
      `Catalogue fetch failed: GET ${base}/products/export?locales=en,bn → cut short after 4 products`,
    );
    expect(await readdir(outDir)).toEqual([]);
  });

  it('fails on a line of another shape (an earlier server’s, copying the shown cards), leaving no snapshot', async () => {
    const earlier = JSON.stringify({ locale: 'en', card: { id: 1, category: { id: 1 } }, details: detailsOf(1) });
    const { base, outDir, result } = await run(exportApi([earlier, '{"end":{"lines":1}}'].join('\n')));
    await expect(result).rejects.toThrow(
      `Catalogue fetch failed: GET ${base}/products/export?locales=en,bn → unexpected line ${earlier.slice(0, 80)}`,
    );
    expect(await readdir(outDir)).toEqual([]);
  });

  it('fails on a refused export without walking the listing instead', async () => {
    const calls: string[] = [];
    const { base, result } = await run(exportApi('', calls, 500));
    await expect(result).rejects.toThrow(
      `Catalogue fetch failed: GET ${base}/products/export?locales=en,bn → 500 Internal Server Error`,
    );
    expect(calls).toEqual([]);
  });
});

describe('fetchCatalogue vendor categories', () => {
  it('keeps each vendor’s category tree under its id', async () => {
    const trees: Record<string, unknown[]> = { '3': [{ id: 9, children: [] }], '5': [] };
    const { outDir, result } = await run(
      fakeApi((path) => {
        if (path === '/vendor') return { status: 200, body: ok([{ id: 3 }, { id: 5 }]) };
        const id = /^\/vendor\/(\d+)\/categories$/.exec(path)?.[1];
        return id ? { status: 200, body: ok(trees[id]) } : undefined;
      }),
    );
    await result;
    const { vendor_categories } = JSON.parse(await readFile(join(outDir, 'bn.json'), 'utf8'));
    expect(vendor_categories).toEqual(trees);
  });

  it('reports a failing vendor categories call', async () => {
    const { base, result } = await run(
      fakeApi((path) => {
        if (path === '/vendor') return { status: 200, body: ok([{ id: 4 }]) };
        return path === '/vendor/4/categories' ? NOT_FOUND : undefined;
      }),
    );
    await expect(result).rejects.toThrow(`Catalogue fetch failed: GET ${base}/vendor/4/categories → 404 Not Found`);
  });
});
