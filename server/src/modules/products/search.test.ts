import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Page, ProductCard, SearchSuggestions } from '#contract';
import { normalizeSearchText } from '#contract';
import { createTestApp, failureOf, getApi, getData, type TestApp } from '../../app.test-helpers';
import { brands, categories, products } from '../../db/schema';
import { idsOf } from './listing.test-helpers';
import { searchText } from './search';

let t: TestApp;
const search = async (q: string, extra = '', locale: 'en' | 'bn' = 'en') =>
  getData<Page<ProductCard>>(t.app, `/products?per_page=100&q=${encodeURIComponent(q)}${extra}`, locale);
/** Published products whose English name contains `word`. */
const namedWith = async (word: string) =>
  idsOf(
    await t.database.db
      .select({ id: products.id })
      .from(products)
      .where(sql`${products.isPublished} and ${products.nameEn} ilike ${`%${word}%`}`),
  );

const renamed = new Map<number, string>();
/** Gives a product a search text of its own, as a rename would (put back after the test). */
async function renameSearchText(id: number, text: string) {
  const [row] = await t.database.db.select({ text: products.searchText }).from(products).where(eq(products.id, id));
  if (row && !renamed.has(id)) renamed.set(id, row.text);
  await t.database.db
    .update(products)
    .set({ searchText: searchText(text) })
    .where(eq(products.id, id));
}

const ZWJ = '\u200D';
const ZWNJ = '\u200C';

beforeAll(async () => {
  t = await createTestApp({ products: 60 });
});
afterEach(async () => {
  for (const [id, text] of renamed) {
    await t.database.db.update(products).set({ searchText: text }).where(eq(products.id, id));
  }
  renamed.clear();
});
afterAll(() => t.close());

describe('search text', () => {
  it('is the normal form of every query: NFC, no zero-width joiners, lower case', () => {
    const typed = `ক্${ZWJ}যাজু\u09DFাল ${ZWNJ}Shirt  শার্ট`; // precomposed য়, joiners, capitals, double space
    const decomposed = 'ক্যাজুয\u09BCাল shirt শার্ট';
    expect(searchText(typed)).toBe(decomposed.normalize('NFC'));
    expect(searchText('ক্যাজুয়াল', null, 'Shirt')).toBe(normalizeSearchText('ক্যাজুয়াল Shirt'));
  });

  it('is stored for every product with its names, brand and category', async () => {
    const rows = await t.database.db
      .select({
        stored: products.searchText,
        nameEn: products.nameEn,
        nameBn: products.nameBn,
        brandEn: brands.nameEn,
        brandBn: brands.nameBn,
        categoryEn: categories.nameEn,
        categoryBn: categories.nameBn,
      })
      .from(products)
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .leftJoin(brands, eq(brands.id, products.brandId));
    expect(rows.length).toBeGreaterThan(0);
    for (const { stored, nameEn, nameBn, brandEn, brandBn, categoryEn, categoryBn } of rows) {
      expect(stored).toBe(searchText(nameEn, nameBn, brandEn, brandBn, categoryEn, categoryBn));
    }
  });
});

describe('GET /products?q=', () => {
  it('finds products by an English word in any letter case', async () => {
    const expected = await namedWith('panjabi');
    expect(expected.length).toBeGreaterThan(0);
    const { data } = await search('Panjabi');
    for (const id of expected) expect(idsOf(data)).toContain(id);
  });

  it('ranks products having the word itself above newer ones having only a longer or close word', async () => {
    const [older, newer] = await t.database.db
      .select({ id: products.id })
      .from(products)
      .where(sql`${products.isPublished}`)
      .orderBy(products.createdAt, products.id)
      .limit(2);
    if (!older || !newer) throw new Error('the seed has no two products');
    await renameSearchText(older.id, 'kurta');
    await renameSearchText(newer.id, 'kurtas');
    const inOrder = async (q: string) => (await search(q)).data.map((card) => card.id);
    expect(await inOrder('kurta')).toEqual([older.id, newer.id]);
    expect(await inOrder('kurtas')).toEqual([newer.id, older.id]);
  });

  it('finds a renamed product by its new words, typos included (the vocabulary follows the search text)', async () => {
    const [product] = await t.database.db.select({ id: products.id }).from(products).limit(1);
    if (!product) throw new Error('the seed has no product');
    expect((await search('zebrawood')).data).toEqual([]);
    await renameSearchText(product.id, 'zebrawood stool');
    expect(idsOf((await search('zebrawood')).data)).toEqual([product.id]);
    expect(idsOf((await search('zebrawod')).data)).toEqual([product.id]);
  });

  it('needs a match of every word of the query', async () => {
    const { data } = await search('cotton shirt');
    expect(data.length).toBeGreaterThan(0);
    const both = await namedWith('cotton').then((ids) =>
      namedWith('shirt').then((s) => ids.filter((id) => s.includes(id))),
    );
    expect(idsOf(data).sort()).toEqual(both.sort());
  });

  it('tolerates typos in English and in Bengali, and zero-width joiners in the query', async () => {
    const expected = await namedWith('panjabi');
    const english = idsOf((await search('panjbi')).data);
    const bengali = idsOf((await search('পাঞ্জবি')).data);
    const joined = idsOf((await search(`পাঞ্জ${ZWJ}বি`)).data);
    for (const id of expected) {
      expect(english).toContain(id);
      expect(bengali).toContain(id);
    }
    expect(joined).toEqual(bengali);
  });

  it('matches a precomposed or decomposed য় and joiners alike', async () => {
    const expected = await namedWith('casual');
    expect(expected.length).toBeGreaterThan(0);
    for (const typed of ['ক্যাজুয়াল', `ক্${ZWJ}যাজু\u09DFাল`, 'ক্যাজুয\u09BCাল']) {
      const found = idsOf((await search(typed)).data);
      for (const id of expected) expect(found).toContain(id);
    }
  });

  it('keeps an explicit sort and the other filters', async () => {
    const { data } = await search('shirt', '&sort=price_asc&in_stock=1');
    expect(data.length).toBeGreaterThan(1);
    expect(data.map((card) => card.price)).toEqual(data.map((card) => card.price).sort((a, b) => a - b));
    for (const card of data) expect(card.quantity).toBeGreaterThan(0);
  });

  it('finds nothing for words no product has', async () => {
    expect((await search('zzqqxxw')).total_count).toBe(0);
  });
});

describe('GET /products/suggest', () => {
  it('answers up to 8 products, and the matching categories and brands', async () => {
    const suggestions = await getData<SearchSuggestions>(t.app, '/products/suggest?q=panjabi');
    expect(suggestions.products.length).toBeGreaterThan(0);
    expect(suggestions.products.length).toBeLessThanOrEqual(8);
    for (const product of suggestions.products) {
      expect(Object.keys(product).sort()).toEqual(['id', 'image', 'name', 'sale_price', 'slug']);
    }
    expect(suggestions.categories.map((category) => category.slug)).toContain('panjabi');
    const brand = (await t.database.db.select().from(brands).limit(1))[0];
    const byBrand = await getData<SearchSuggestions>(
      t.app,
      `/products/suggest?q=${encodeURIComponent(brand?.nameBn ?? '')}`,
      'bn',
    );
    expect(byBrand.brands[0]).toEqual({ id: brand?.id, slug: brand?.slug, name: brand?.nameBn });
  });

  it.each([[''], [ZWJ], ['x'.repeat(101)], [undefined]])('answers q=%j with 422 on q', async (q) => {
    const { response } = await getApi(
      t.app,
      `/products/suggest${q === undefined ? '' : `?q=${encodeURIComponent(q)}`}`,
    );
    expect(response.statusCode).toBe(422);
    expect(Object.keys(failureOf(response).errors ?? {})).toEqual(['q']);
  });
});
