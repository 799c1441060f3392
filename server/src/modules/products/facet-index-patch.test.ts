import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSeededTestDatabase } from '../../app.test-helpers';
import type { DatabaseHandle } from '../../db/client';
import { brands, flashSaleItems, products, productVariants, vendors } from '../../db/schema';
import type { IndexSource } from './facet-index';
import { findSearchedIds, loadFacetIndexChanges, loadFacetIndexSource } from './facet-index.repository';
import { patchMatches, patchSource } from './facet-index-patch';
import { resolveSearch } from './search';

let database: DatabaseHandle;

beforeAll(async () => {
  database = await createSeededTestDatabase(40);
});
afterAll(() => database.close());

/** `source` as compared: products by id, without the snapshot it was read in. */
const comparable = ({ snapshot: _snapshot, products: rows, ...rest }: IndexSource) => ({
  ...rest,
  products: [...rows].sort((a, b) => a.id - b.id),
});

const changesSince = (source: IndexSource) =>
  loadFacetIndexChanges(database.db, { snapshot: source.snapshot, colours: source.swatches.keys() });

/** Published product ids, first created first. */
async function productIds(): Promise<number[]> {
  const rows = await database.db.select({ id: products.id }).from(products).where(sql`${products.isPublished}`);
  return rows.map((row) => row.id).sort((a, b) => a - b);
}

describe('a facet index source patched with the products written since it was read', () => {
  it('is the source read whole after prices, stock, colours, publication, brands and flash sales change', async () => {
    const before = await loadFacetIndexSource(database.db);
    const [discounted, hidden, soldOut, recoloured] = (await productIds()) as [number, number, number, number];
    await database.db
      .update(products)
      .set({ discountType: 'percent', discountValue: 15 })
      .where(eq(products.id, discounted));
    await database.db.update(products).set({ isPublished: false }).where(eq(products.id, hidden));
    await database.db.update(productVariants).set({ stock: 0 }).where(eq(productVariants.productId, soldOut));
    await database.db
      .update(productVariants)
      .set({ color: 'teal', colorNameEn: 'Teal', colorHex: '#008080' })
      .where(eq(productVariants.productId, recoloured));
    await database.db.update(brands).set({ nameEn: 'Renamed' }).where(sql`true`);
    await database.db.delete(flashSaleItems).where(sql`true`);

    const patched = patchSource(before, await changesSince(before));
    const whole = await loadFacetIndexSource(database.db);
    expect(patched).toBeDefined();
    expect(whole.products.find((product) => product.id === soldOut)?.inStock).toBe(false);
    expect(whole.swatches.get('teal')?.nameEn).toBe('Teal');
    expect(comparable(patched!)).toEqual(comparable(whole));
    expect(whole.version).toBeGreaterThan(before.version);
  });

  it('brings a product shown again back, and sees no change when nothing was written', async () => {
    const before = await loadFacetIndexSource(database.db);
    const hidden = await database.db.select({ id: products.id }).from(products).where(sql`not ${products.isPublished}`);
    expect(hidden.length).toBeGreaterThan(0);
    await database.db.update(products).set({ isPublished: true }).where(sql`not ${products.isPublished}`);
    const patched = patchSource(before, await changesSince(before));
    const whole = await loadFacetIndexSource(database.db);
    expect(comparable(patched!)).toEqual(comparable(whole));
    expect((await changesSince(whole)).changed).toEqual([]);
  });

  it('cannot be patched once a product is deleted or a shop hidden: the source is read whole then', async () => {
    const deletedFrom = await loadFacetIndexSource(database.db);
    const [newest] = (await productIds()).slice(-1);
    await database.db.delete(products).where(eq(products.id, newest!));
    expect(patchSource(deletedFrom, await changesSince(deletedFrom))).toBeUndefined();

    const hiddenFrom = await loadFacetIndexSource(database.db);
    const [shop] = await database.db.select({ id: vendors.id }).from(vendors).limit(1);
    await database.db.update(vendors).set({ status: 'rejected' }).where(eq(vendors.id, shop!.id));
    expect(patchSource(hiddenFrom, await changesSince(hiddenFrom))).toBeUndefined();
  });
});

describe("a search's matches patched with the products written since", () => {
  it('are the matches found in SQL after products are renamed into and out of it and hidden', async () => {
    const search = await resolveSearch(database.db, 'panjabi');
    const before = await loadFacetIndexSource(database.db);
    const matched = await findSearchedIds(database.db, search);
    const others = before.products.map((product) => product.id).filter((id) => !matched.includes(id));
    const [renamedOut, hidden] = matched as [number, number];
    await database.db.update(products).set({ searchText: 'plain kurta' }).where(eq(products.id, renamedOut));
    await database.db.update(products).set({ isPublished: false }).where(eq(products.id, hidden));
    await database.db
      .update(products)
      .set({ searchText: sql`${products.searchText} || ' panjabi'` })
      .where(eq(products.id, others[0]!));

    const { changed } = await changesSince(before);
    const patched = patchMatches(matched, search, changed);
    const found = await findSearchedIds(database.db, search);
    expect(found).toContain(others[0]);
    expect(found).not.toContain(renamedOut);
    expect([...patched].sort((a, b) => a - b)).toEqual([...found].sort((a, b) => a - b));
  });
});
