import { asc, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Locale,
  type Page,
  type ProductCard,
  type ProductDetailsResponse,
  type ProductExportLine,
  pageRecordOf,
  pageWithCards,
} from '#contract';
import { BENGALI, createTestApp, failureOf, getApi, getData, type TestApp } from '../../app.test-helpers';
import { products, vendors } from '../../db/schema';

type ProductLine = Extract<ProductExportLine, { locale: Locale }>;

/** More products than two of the export's chunks (200), so that it reads the last chunk after the first lines go. */
const PRODUCTS = 450;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ products: PRODUCTS });
});
afterAll(() => t.close());

const parse = (body: string) =>
  body
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => JSON.parse(line) as ProductExportLine);
const productLines = (lines: ProductExportLine[], locale: Locale) =>
  lines.filter((line): line is ProductLine => 'locale' in line && line.locale === locale);

async function exported(query = '') {
  const response = await t.app.inject({ url: `/api/v1/products/export${query}` });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toMatch(/^application\/x-ndjson/);
  return parse(response.body);
}

/** Every card as the listing's pages give it (newest first), and each product's page from the batch extension. */
async function walked(locale: Locale) {
  const cards: ProductCard[] = [];
  for (let page = 1; ; page += 1) {
    const listing = await getData<Page<ProductCard>>(t.app, `/products?per_page=100&page=${page}&sort=newest`, locale);
    cards.push(...listing.data);
    if (page >= listing.last_page) break;
  }
  const details: ProductDetailsResponse[] = [];
  for (let start = 0; start < cards.length; start += 100) {
    const ids = cards.slice(start, start + 100).map((card) => card.id);
    details.push(...(await getData<ProductDetailsResponse[]>(t.app, `/products/details?ids=${ids.join(',')}`, locale)));
  }
  return { cards, details };
}

describe('GET /products/export', () => {
  it('gives, in each locale, the cards the listing pages give and the pages the batch extension gives, their shown products by id, then the count', async () => {
    const lines = await exported();
    for (const locale of ['en', 'bn'] as const) {
      const ours = productLines(lines, locale);
      const { cards, details } = await walked(locale);
      expect(cards).toHaveLength(PRODUCTS);
      expect(ours.map((line) => line.card)).toEqual(cards);
      expect(ours.map((line) => line.page)).toEqual(details.map(pageRecordOf));
      const exportedCard = new Map(ours.map((line) => [line.card.id, line.card]));
      expect(ours.map((line) => pageWithCards(line.page, (id) => exportedCard.get(id)))).toEqual(details);
      expect(details.some((detail) => detail.relatedProducts.length > 0 && detail.prevProduct !== null)).toBe(true);
    }
    expect(lines.at(-1)).toEqual({ end: { lines: 2 * PRODUCTS } });
    expect(productLines(lines, 'bn')[0]?.card.name).toMatch(BENGALI);
  });

  it('leaves out the products of a shop not approved, as the listings do', async () => {
    const [shop] = await t.database.db.select({ id: products.vendorId }).from(products).limit(1);
    const hidden = shop?.id ?? 0;
    await t.database.db.update(vendors).set({ status: 'pending' }).where(eq(vendors.id, hidden));
    try {
      const ours = productLines(await exported('?locales=en'), 'en');
      const shopOf = new Map(
        (await t.database.db.select({ id: products.id, vendorId: products.vendorId }).from(products)).map((row) => [
          row.id,
          row.vendorId,
        ]),
      );
      expect(ours.length).toBeGreaterThan(0);
      expect(ours.length).toBeLessThan(PRODUCTS);
      expect(ours.filter((line) => shopOf.get(line.card.id) === hidden)).toEqual([]);
      expect(ours.map((line) => line.card)).toEqual((await walked('en')).cards);
    } finally {
      await t.database.db.update(vendors).set({ status: 'approved' }).where(eq(vendors.id, hidden));
    }
  });

  it('gives only the locales asked for', async () => {
    const lines = await exported('?locales=bn');
    expect(productLines(lines, 'bn')).toHaveLength(PRODUCTS);
    expect(productLines(lines, 'en')).toHaveLength(0);
    expect(lines.at(-1)).toEqual({ end: { lines: PRODUCTS } });
  });

  it('is one snapshot: a product renamed while the export streams keeps its old name in both locales', async () => {
    const [oldest] = await t.database.db
      .select({ id: products.id, nameEn: products.nameEn, nameBn: products.nameBn })
      .from(products)
      .orderBy(asc(products.createdAt), asc(products.id))
      .limit(1);
    const [newest] = await t.database.db
      .select({ id: products.id })
      .from(products)
      .orderBy(desc(products.createdAt), desc(products.id))
      .limit(1);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as { port: number };
    const response = await fetch(`http://127.0.0.1:${port}/api/v1/products/export`);
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
    let body = '';
    while (!body.includes('\n')) body += (await reader.read()).value ?? '';
    // On PGlite the rename waits for the export's transaction; on PostgreSQL it commits at once, beside it.
    const renaming = t.database.db
      .update(products)
      .set({ nameEn: 'Renamed mid-export', nameBn: 'রপ্তানির মাঝে নতুন নাম', updatedAt: new Date() })
      .where(eq(products.id, oldest!.id))
      .execute();
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) body += chunk.value;
    await renaming;

    const lines = parse(body);
    expect(productLines(lines, 'en')[0]?.card.id).toBe(newest!.id);
    const last = (locale: Locale) => productLines(lines, locale).at(-1)!;
    expect(last('en').card).toMatchObject({ id: oldest!.id, name: oldest!.nameEn });
    expect(last('en').page.product.name).toBe(oldest!.nameEn);
    expect(last('bn').card).toMatchObject({ id: oldest!.id, name: oldest!.nameBn });
    expect((await getData<ProductDetailsResponse>(t.app, `/products/${oldest!.id}`)).product.name).toBe(
      'Renamed mid-export',
    );
  });

  it.each([
    ['?page=2', 'query'],
    ['?locales=fr', 'locales'],
    ['?locales=', 'locales'],
  ])('answers %s with 422 and the error shape', async (query, field) => {
    const { response } = await getApi(t.app, `/products/export${query}`, 'bn');
    expect(response.statusCode).toBe(422);
    const failure = failureOf(response);
    expect(failure.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(failure.errors ?? {})).toEqual([expect.stringMatching(new RegExp(`^${field}`))]);
    expect(failure.message).toMatch(BENGALI);
  });
});
