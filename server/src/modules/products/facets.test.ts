import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Brand, Category, FacetValue, Page, ProductCard, ProductFacets } from '#contract';
import { BENGALI, createTestApp, failureOf, getApi, getData, type TestApp } from '../../app.test-helpers';
import { brands, categories, products, productVariants, vendors } from '../../db/schema';
import { everyCard } from './listing.test-helpers';

let t: TestApp;
let cards: ProductCard[];
let unfiltered: ProductFacets;
/** Colours on offer per product id. */
const colours = new Map<number, Set<string>>();

const facets = (query = '', locale: 'en' | 'bn' = 'en') =>
  getData<ProductFacets>(t.app, `/products/facets?${query}`, locale);
const counts = (values: FacetValue[]) => Object.fromEntries(values.map((value) => [value.value, value.count]));
/** How many of `list` have each key. */
function tally(list: ProductCard[], keys: (card: ProductCard) => (string | number)[]): Record<string, number> {
  const result: Record<string, number> = {};
  for (const card of list) for (const key of keys(card)) result[key] = (result[key] ?? 0) + 1;
  return result;
}

beforeAll(async () => {
  t = await createTestApp({ products: 60 });
  cards = await everyCard(t.app);
  unfiltered = await facets();
  for (const variant of await t.database.db.select().from(productVariants)) {
    if (variant.color) colours.set(variant.productId, (colours.get(variant.productId) ?? new Set()).add(variant.color));
  }
});
afterAll(() => t.close());

describe('GET /products/facets', () => {
  it('counts every value over all published products without filters', async () => {
    const [brands, categories] = await Promise.all([
      getData<Brand[]>(t.app, '/brand'),
      getData<Category[]>(t.app, '/category'),
    ]);
    expect(unfiltered.total_count).toBe(cards.length);
    expect(counts(unfiltered.brands)).toEqual(
      Object.fromEntries(brands.filter((b) => b.product_count > 0).map((b) => [b.slug, b.product_count])),
    );
    const flat = (list: Category[]): Category[] => list.flatMap((c) => [c, ...flat(c.children)]);
    expect(counts(unfiltered.categories)).toEqual(
      Object.fromEntries(
        flat(categories)
          .filter((c) => c.product_count > 0)
          .map((c) => [c.slug, c.product_count]),
      ),
    );
    expect(counts(unfiltered.vendors)).toEqual(tally(cards, (card) => [card.seller.id]));
    expect(counts(unfiltered.colors)).toEqual(tally(cards, (card) => [...(colours.get(card.id) ?? [])]));
    for (const colour of unfiltered.colors) expect(colour.hex).toMatch(/^#[0-9a-f]{6}$/i);
    expect(unfiltered.in_stock).toBe(cards.filter((card) => card.quantity > 0).length);
    expect(unfiltered.on_sale).toBe(cards.filter((card) => card.discount > 0).length);
    const prices = cards.map((card) => card.sale_price);
    expect(unfiltered.price).toEqual({ min: Math.min(...prices), max: Math.max(...prices) });
    expect(unfiltered.ratings.map((r) => [r.value, r.count])).toEqual(
      ['4', '3', '2', '1']
        .map((stars) => [stars, cards.filter((card) => card.rating >= Number(stars)).length])
        .filter(([, count]) => count !== 0),
    );
  });

  it('counts each facet with the other filters but not its own', async () => {
    const brand = unfiltered.brands[0]?.value ?? '';
    const [colour] = unfiltered.colors.map((value) => value.value);
    const answer = await facets(`brand=${brand}&color=${colour}`);
    const ofBrand = cards.filter((card) => card.brand?.slug === brand);
    const ofColour = cards.filter((card) => colours.get(card.id)?.has(colour ?? ''));
    const both = ofBrand.filter((card) => ofColour.includes(card));
    expect(answer.total_count).toBe(both.length);
    expect(counts(answer.brands)).toEqual(tally(ofColour, (card) => (card.brand ? [card.brand.slug] : [])));
    expect(counts(answer.colors)).toEqual(tally(ofBrand, (card) => [...(colours.get(card.id) ?? [])]));
    expect(counts(answer.vendors)).toEqual(tally(both, (card) => [card.seller.id]));
    expect(answer.in_stock).toBe(both.filter((card) => card.quantity > 0).length);
  });

  it('keeps the whole price range while a price filter narrows the rest', async () => {
    const range = unfiltered.price ?? { min: 0, max: 0 };
    const middle = Math.round((range.min + range.max) / 2);
    const answer = await facets(`price_max=${middle}&in_stock=1`);
    const inStock = cards.filter((card) => card.quantity > 0);
    const prices = inStock.map((card) => card.sale_price);
    expect(answer.price).toEqual({ min: Math.min(...prices), max: Math.max(...prices) });
    expect(answer.total_count).toBe(inStock.filter((card) => card.sale_price <= middle).length);
    expect(answer.in_stock).toBe(answer.total_count);
  });

  it('labels categories, brands, shops, colours and ratings in Bengali', async () => {
    const bn = await facets('', 'bn');
    for (const list of [bn.categories, bn.brands, bn.vendors, bn.colors, bn.ratings]) {
      expect(list.length).toBeGreaterThan(0);
      for (const value of list) expect(value.label).toMatch(BENGALI);
    }
    expect(bn.colors.map((value) => value.value).sort()).toEqual(unfiltered.colors.map((value) => value.value).sort());
  });

  it("counts a variant's changed colour and size at once, and a product's removed variants no more", async () => {
    const [variant] = await t.database.db
      .select()
      .from(productVariants)
      .where(eq(productVariants.productId, cards[0]!.id));
    if (!variant) throw new Error('the first card has no variant');
    await t.database.db
      .update(productVariants)
      .set({ color: 'teal', size: 'XXXL' })
      .where(eq(productVariants.id, variant.id));
    const changed = await facets('color=teal');
    expect(changed.total_count).toBe(1);
    expect(counts(changed.sizes)).toMatchObject({ XXXL: 1 });
    await t.database.db.delete(productVariants).where(eq(productVariants.id, variant.id));
    expect((await facets('color=teal')).total_count).toBe(0);
    expect(counts((await facets()).sizes)).not.toHaveProperty('XXXL');
  });

  it("counts a search's facets over the products matching it now, a product renamed into it at once", async () => {
    const before = await facets('q=panjabi');
    const outside = cards.find((card) => !/panjabi/i.test(card.name));
    if (!outside) throw new Error('every card is a panjabi');
    await t.database.db
      .update(products)
      .set({ searchText: sql`${products.searchText} || ' panjabi'` })
      .where(eq(products.id, outside.id));
    const after = await facets('q=panjabi');
    expect(before.total_count).toBeGreaterThan(0);
    expect(after.total_count).toBe(before.total_count + 1);
  });

  it('gives a listing the total the facets count, on every page, after a change of the catalogue', async () => {
    await t.database.db
      .update(products)
      .set({ discountType: 'flat', discountValue: 7 })
      .where(eq(products.id, cards[1]!.id));
    const filter = 'q=panjabi&in_stock=1&per_page=2';
    const first = await getData<Page<ProductCard>>(t.app, `/products?${filter}`);
    const counted = await facets(filter);
    const second = await getData<Page<ProductCard>>(t.app, `/products?${filter}&page=2`);
    expect(first.total_count).toBeGreaterThan(4);
    expect(counted.total_count).toBe(first.total_count);
    expect(second.total_count).toBe(first.total_count);
  });

  it('labels and filters by categories, brands and shops as they are now', async () => {
    const db = t.database.db;
    const [category] = unfiltered.categories;
    const [brand] = unfiltered.brands;
    const [shop] = unfiltered.vendors;
    if (!category || !brand || !shop) throw new Error('the seed has no category, brand or shop');
    const unknownFields = async (query: string) =>
      Object.keys(failureOf((await getApi(t.app, `/products/facets?${query}`)).response).errors ?? {});

    await db.update(categories).set({ nameEn: 'Renamed' }).where(eq(categories.slug, category.value));
    await db.update(brands).set({ slug: 'renamed-brand' }).where(eq(brands.slug, brand.value));
    const renamed = await facets('brand=renamed-brand');
    expect(renamed.total_count).toBe(brand.count);
    expect(renamed.categories.map((value) => value.label)).toContain('Renamed');
    expect(await unknownFields(`brand=${brand.value}`)).toEqual(['brand']);
    await db
      .update(vendors)
      .set({ status: 'pending' })
      .where(eq(vendors.id, Number(shop.value)));
    expect((await facets()).vendors.map((value) => value.value)).not.toContain(shop.value);
    expect(await unknownFields(`vendor=${shop.value}`)).toEqual(['vendor']);

    await db.update(categories).set({ nameEn: category.label }).where(eq(categories.slug, category.value));
    await db.update(brands).set({ slug: brand.value }).where(eq(brands.slug, 'renamed-brand'));
    await db
      .update(vendors)
      .set({ status: 'approved' })
      .where(eq(vendors.id, Number(shop.value)));
    expect(await facets()).toEqual(unfiltered);
  });

  it('answers a price of null and zero counts when nothing matches', async () => {
    const answer = await facets('q=zzqqxxw');
    expect(answer).toMatchObject({ total_count: 0, price: null, brands: [], categories: [], in_stock: 0 });
  });

  it('answers 422 for a malformed or unknown filter', async () => {
    const { response } = await getApi(t.app, '/products/facets?rating=9&vendor=999999');
    expect(response.statusCode).toBe(422);
    expect(Object.keys(failureOf(response).errors ?? {})).toEqual(['rating']);
    const unknown = await getApi(t.app, '/products/facets?vendor=999999');
    expect(Object.keys(failureOf(unknown.response).errors ?? {})).toEqual(['vendor']);
  });
});
