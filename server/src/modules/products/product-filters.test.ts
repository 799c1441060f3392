import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page, ProductCard } from '#contract';
import { createTestApp, failureOf, getApi, getData, type TestApp } from '../../app.test-helpers';
import { products, productVariants } from '../../db/schema';
import { everyCard, idsOf } from './listing.test-helpers';
import { cardSalePrice } from './product-filters';

let t: TestApp;
let cards: ProductCard[];
/** Colours and sizes on offer per product id. */
const colours = new Map<number, Set<string>>();
const sizes = new Map<number, Set<string>>();

const expectIds = async (query: string, keep: (card: ProductCard) => boolean) => {
  const expected = idsOf(cards.filter(keep));
  expect(idsOf(await everyCard(t.app, query))).toEqual(expected);
  return expected;
};
/** The `n` most common values of a map of sets. */
const common = (sets: Map<number, Set<string>>, n: number) => {
  const counts = new Map<string, number>();
  for (const set of sets.values()) for (const value of set) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([value]) => value);
};
const add = (map: Map<number, Set<string>>, id: number, value: string | null) => {
  if (value !== null) map.set(id, (map.get(id) ?? new Set()).add(value));
};

beforeAll(async () => {
  t = await createTestApp({ products: 60 });
  cards = await everyCard(t.app);
  const variants = await t.database.db.select().from(productVariants);
  for (const variant of variants) {
    add(colours, variant.productId, variant.color);
    add(sizes, variant.productId, variant.size);
  }
});
afterAll(() => t.close());

describe('GET /products filters', () => {
  it('prices in SQL exactly as the cards do (the sale-price filter’s twin of pricing.ts)', async () => {
    const rows = await t.database.db
      .select({ id: products.id, sale: cardSalePrice(new Date()) })
      .from(products)
      .where(eq(products.isPublished, true));
    const sqlPrices = new Map(rows.map((row) => [row.id, row.sale]));
    expect(cards.some((card) => card.flash_sale_ends_at !== null)).toBe(true);
    for (const card of cards) expect(sqlPrices.get(card.id)).toBe(card.sale_price);
  });

  it('filters by a comma list of brands and of vendors', async () => {
    const brandSlugs = [...new Set(cards.flatMap((card) => card.brand?.slug ?? []))].slice(0, 2);
    const byBrand = await expectIds(`brand=${brandSlugs.join(',')}`, (c) => brandSlugs.includes(c.brand?.slug ?? ''));
    expect(byBrand.length).toBeGreaterThan(0);
    const vendorIds = [...new Set(cards.map((card) => card.seller.id))].slice(0, 2);
    await expectIds(`vendor=${vendorIds.join(',')}`, (card) => vendorIds.includes(card.seller.id));
    await expectIds(`vendor=${vendorIds[0]}`, (card) => card.seller.id === vendorIds[0]);
  });

  it('filters by colours and sizes; an unknown colour matches nothing', async () => {
    const picked = common(colours, 2);
    await expectIds(`color=${picked.join(',')}`, (card) => picked.some((c) => colours.get(card.id)?.has(c)));
    const [size] = common(sizes, 1);
    await expectIds(`size=${size}`, (card) => sizes.get(card.id)?.has(size ?? '') ?? false);
    expect(await everyCard(t.app, 'color=no-such-colour')).toEqual([]);
  });

  it('filters by the sale price range, in stock, on sale and minimum rating', async () => {
    const prices = cards.map((card) => card.sale_price).sort((a, b) => a - b);
    const low = prices[Math.floor(prices.length / 4)] ?? 0;
    const high = prices[Math.floor((prices.length * 3) / 4)] ?? 0;
    const inRange = await expectIds(
      `price_min=${low}&price_max=${high}`,
      (c) => c.sale_price >= low && c.sale_price <= high,
    );
    expect(inRange.length).toBeGreaterThan(1);
    await expectIds(`price_min=${high}`, (card) => card.sale_price >= high);
    const inStock = await expectIds('in_stock=1', (card) => card.quantity > 0);
    expect(inStock.length).toBeLessThan(cards.length);
    await expectIds('in_stock=false', () => true);
    const onSale = await expectIds('on_sale=true', (card) => card.discount > 0);
    expect(onSale.length).toBeGreaterThan(0);
    await expectIds('rating=4', (card) => card.rating >= 4);
  });

  it('answers only products updated after updated_since', async () => {
    const times = cards.map((card) => card.updated_at).sort();
    const since = times[Math.floor(times.length / 2)] ?? '';
    const newer = await expectIds(`updated_since=${encodeURIComponent(since)}`, (card) => card.updated_at > since);
    expect(newer.length).toBeGreaterThan(0);
  });

  it('combines filters with AND', async () => {
    const [colour] = common(colours, 1);
    await expectIds(
      `color=${colour}&in_stock=true&rating=3&sort=price_asc`,
      (card) => (colours.get(card.id)?.has(colour ?? '') ?? false) && card.quantity > 0 && card.rating >= 3,
    );
  });

  it('answers a page past the end with no cards and the real totals', async () => {
    const page = await getData<Page<ProductCard>>(t.app, '/products?in_stock=1&per_page=10&page=999');
    const total = cards.filter((card) => card.quantity > 0).length;
    expect(page).toEqual({
      data: [],
      per_page: 10,
      total_count: total,
      current_page: 999,
      last_page: Math.ceil(total / 10),
    });
  });

  it.each([
    ['?price_min=-1&price_max=abc', ['price_max', 'price_min']],
    ['?rating=6', ['rating']],
    ['?in_stock=maybe&on_sale=2', ['in_stock', 'on_sale']],
    ['?updated_since=yesterday', ['updated_since']],
    ['?vendor=1,x', ['vendor']],
    [`?q=${'x'.repeat(101)}`, ['q']],
    ['?brand=,', ['brand']],
  ])('answers %s with 422 on %j', async (query, fields) => {
    const { response } = await getApi(t.app, `/products${query}`);
    expect(response.statusCode).toBe(422);
    expect(Object.keys(failureOf(response).errors ?? {}).sort()).toEqual(fields);
  });

  it('answers 422 on brand for a list naming an unknown brand', async () => {
    const known = cards.find((card) => card.brand)?.brand?.slug;
    const { response } = await getApi(t.app, `/products?brand=${known},no-such-brand`);
    expect(response.statusCode).toBe(422);
    expect(failureOf(response).errors?.brand?.[0]).toContain('no-such-brand');
  });
});
