import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  LOCALES,
  type Locale,
  type ProductCard,
  type ProductDetailsResponse,
  pageRecordOf,
  type Vendor,
} from '#contract';
import type { CatalogueSnapshot } from '../../src/lib/catalogue';
import { productCard } from '../../src/lib/product-card.test-helpers';
import { fetchChanges } from './fetch-changes';
import { type KeptSnapshot, readKeptSnapshot } from './kept-snapshot';
import { newLocaleFolder, summarise, writeCardFiles, writeIndex } from './snapshot-files';

const SINCE = new Date('2026-01-10T00:00:00Z');
const BEFORE = '2026-01-01T00:00:00.000Z';
const AFTER = '2026-01-11T00:00:00.000Z';

const card = (id: number, price: number, updated_at: string) =>
  productCard({
    id,
    price,
    updated_at,
    category: { id: 1, slug: 'c1', name: 'C1' },
    seller: { id: 7, slug: 's7', name: 'S7', rating: 0, rating_count: 0 },
  });
const detailsOf = (id: number, price: number, related: number[] = []) => ({
  product: { id, price, updated_at: BEFORE, variant_options: [] },
  relatedProducts: related.map((other) => card(other, 1, BEFORE)),
  prevProduct: null,
  nextProduct: null,
});

const shop = (id: number, rating = 0) =>
  ({ id, slug: `s${id}`, name: `S${id}`, rating, rating_count: rating > 0 ? 1 : 0 }) as unknown as Vendor;
const lists = {
  home_info: {},
  home_slider: [],
  home_banner: [],
  brands: [],
  flash_sales: [],
  collections: [],
  vendors: [shop(7)],
  affiliate_rates: [{ category_id: 1, name: 'Tea', slug: 'tea', percent: 4 }],
};
const categories = [{ id: 1, slug: 'tea', name: 'Tea', parent_id: null, image: null, product_count: 3, children: [] }];

function previousSnapshot(locale: Locale): CatalogueSnapshot {
  return {
    locale,
    fetched_at: BEFORE,
    ...lists,
    categories,
    vendor_categories: {},
    products: [card(1, 100, BEFORE), card(2, 200, BEFORE), card(3, 300, BEFORE)],
    details: Object.fromEntries(
      [detailsOf(1, 100), detailsOf(2, 200, [1]), detailsOf(3, 300)].map((detail) => [
        detail.product.id,
        summarise(pageRecordOf(detail as unknown as ProductDetailsResponse)),
      ]),
    ),
    detail_files: [{ file: `${locale}.x/details-0000.json`, ids: [1, 2, 3] }],
  } as unknown as CatalogueSnapshot;
}
let previous: Record<Locale, KeptSnapshot>;
let keptDir: string;
beforeAll(async () => {
  keptDir = await mkdtemp(join(tmpdir(), 'haat-fetch-changes-'));
  for (const locale of LOCALES) {
    const folder = await newLocaleFolder(keptDir, locale);
    await writeIndex(keptDir, await writeCardFiles(keptDir, folder, previousSnapshot(locale)));
  }
  previous = Object.fromEntries(LOCALES.map((locale) => [locale, readKeptSnapshot(keptDir, locale)!])) as Record<
    Locale,
    KeptSnapshot
  >;
});
afterAll(() => rm(keptDir, { recursive: true, force: true }));

let server: Server | undefined;
afterEach(() => new Promise<void>((done) => (server ? server.close(() => done()) : done())));

/**
 * An API whose listing answers `changed` to updated_since and counts `total` products; `rates` are its partner
 * rates, `vendors` its shops, each selling in the one category.
 */
async function api(
  changed: ProductCard[],
  total = 3,
  calls: string[] = [],
  rates = lists.affiliate_rates,
  vendors: Vendor[] = lists.vendors,
): Promise<string> {
  server = createServer((req, res) => {
    const url = new URL(req.url ?? '', 'http://api');
    const path = url.pathname.replace(/^\/api\/v1/, '');
    calls.push(`${path}${url.search}`);
    let data: unknown = (lists as Record<string, unknown>)[path.slice(1)] ?? [];
    if (path === '/category') data = categories;
    if (path === '/affiliate/rates') data = rates;
    if (path === '/vendor') data = vendors;
    if (/^\/vendor\/\d+\/categories$/.test(path)) data = categories;
    if (path === '/products') {
      const rows = url.searchParams.has('updated_since') ? changed : [];
      data = {
        data: rows,
        per_page: 100,
        total_count: url.searchParams.has('updated_since') ? rows.length : total,
        current_page: 1,
        last_page: 1,
      };
    }
    if (path === '/products/details') {
      data = (url.searchParams.get('ids') ?? '')
        .split(',')
        .map((id) => detailsOf(Number(id), Number(id) === 1 ? 90 : 0));
    }
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ success: true, message: '', data }));
  });
  await new Promise<void>((done) => server!.listen(0, '127.0.0.1', done));
  return `http://127.0.0.1:${(server!.address() as AddressInfo).port}/api/v1`;
}

describe('fetchChanges', () => {
  it('patches a changed price into the snapshots and scopes its pages and the pages showing it', async () => {
    const calls: string[] = [];
    const changes = await fetchChanges({ apiBase: await api([card(1, 90, AFTER)], 3, calls), previous, since: SINCE });
    if (changes.kind !== 'patch') throw new Error(`expected a patch, got ${JSON.stringify(changes)}`);
    expect(changes.changed).toEqual([1]);
    expect(changes.scope.paths).toEqual(expect.arrayContaining(['/', '/product/1', '/product/2', '/categories/tea/*']));
    expect(changes.scope.paths).not.toContain('/product/3');
    const [en] = changes.patches;
    expect(en!.cards.map((product) => [product.id, product.price])).toEqual([[1, 90]]);
    expect(en!.pages.map((page) => [page.product.id, page.product.price])).toEqual([
      [1, 90],
      [2, 0],
    ]);
    expect(calls).toContain(
      `/products?per_page=100&page=1&sort=newest&updated_since=${encodeURIComponent(SINCE.toISOString())}`,
    );
  });

  it('renders /affiliate again, with the new rates in the snapshots, when only a partner rate moved', async () => {
    const raised = [{ ...lists.affiliate_rates[0]!, percent: 6 }];
    const changes = await fetchChanges({ apiBase: await api([], 3, [], raised), previous, since: SINCE });
    if (changes.kind !== 'patch') throw new Error(`expected a patch, got ${JSON.stringify(changes)}`);
    expect(changes.scope.paths).toContain('/affiliate');
    expect(changes.patches.map((patch) => patch.index.affiliate_rates)).toEqual([raised, raised]);
  });

  it('leaves /affiliate alone when the rates did not move', async () => {
    const changes = await fetchChanges({ apiBase: await api([card(1, 90, AFTER)]), previous, since: SINCE });
    if (changes.kind !== 'patch') throw new Error(`expected a patch, got ${JSON.stringify(changes)}`);
    expect(changes.scope.paths).not.toContain('/affiliate');
  });

  it('patches a newly approved shop in: its pages and the bare shop profile rendered, its categories fetched', async () => {
    const calls: string[] = [];
    const approved = [shop(7), shop(8)];
    const changes = await fetchChanges({
      apiBase: await api([], 3, calls, undefined, approved),
      previous,
      since: SINCE,
    });
    if (changes.kind !== 'patch') throw new Error(`expected a patch, got ${JSON.stringify(changes)}`);
    expect(changes.scope.paths).toEqual(expect.arrayContaining(['/shop/profile', '/shop/profile/8/*']));
    expect(changes.scope.paths).not.toContain('/shop/profile/7/*');
    for (const { index } of changes.patches) {
      expect(index.vendors).toEqual(approved);
      expect(index.vendor_categories).toEqual({ '8': categories });
    }
    expect(calls.filter((call) => call.endsWith('/categories'))).toEqual([
      '/vendor/8/categories',
      '/vendor/8/categories',
    ]);
  });

  it("renders a shop's page again when its rating moved", async () => {
    const changes = await fetchChanges({
      apiBase: await api([], 3, [], undefined, [shop(7, 4)]),
      previous,
      since: SINCE,
    });
    if (changes.kind !== 'patch') throw new Error(`expected a patch, got ${JSON.stringify(changes)}`);
    expect(changes.scope.paths).toEqual(expect.arrayContaining(['/shop/profile', '/shop/profile/7/*']));
  });

  it('asks for a full build when a shop was renamed or removed', async () => {
    const renamed = await fetchChanges({
      apiBase: await api([], 3, [], undefined, [{ ...shop(7), name: 'Seven' }]),
      previous,
      since: SINCE,
    });
    expect(renamed).toEqual({ kind: 'structural', reason: 'shops renamed or removed' });
    await new Promise<void>((done) => server!.close(() => done()));
    const removed = await fetchChanges({ apiBase: await api([], 3, [], undefined, []), previous, since: SINCE });
    expect(removed).toEqual({ kind: 'structural', reason: 'shops renamed or removed' });
  });

  it('answers unchanged when nothing moved', async () => {
    expect(await fetchChanges({ apiBase: await api([]), previous, since: SINCE })).toEqual({ kind: 'unchanged' });
  });

  it('asks for a full build when a product was added, or the API ignores updated_since', async () => {
    const added = await fetchChanges({ apiBase: await api([card(4, 10, AFTER)], 4), previous, since: SINCE });
    expect(added).toMatchObject({ kind: 'structural', reason: expect.stringMatching(/added/) });
    await new Promise<void>((done) => server!.close(() => done()));
    const ignoring = await fetchChanges({ apiBase: await api([card(2, 200, BEFORE)]), previous, since: SINCE });
    expect(ignoring).toEqual({ kind: 'structural', reason: 'the API does not filter by updated_since' });
  });
});
