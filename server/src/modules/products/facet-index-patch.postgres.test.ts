/**
 * A write committed after a facet index's source was read, by a transaction begun before (PostgreSQL only: PGlite
 * runs one transaction at a time). A time-based "changed since" would miss it: its rows carry the time it began.
 */
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createScratchDatabase, type ScratchDatabase } from '../../api-processes.test-helpers';
import { products } from '../../db/schema';
import { loadFacetIndexChanges, loadFacetIndexSource } from './facet-index.repository';
import { patchSource } from './facet-index-patch';

let scratch: ScratchDatabase;

beforeAll(async () => {
  scratch = await createScratchDatabase('facet_patch');
});
afterAll(() => scratch?.drop());

describe('a facet index source patched with the products written since it was read', () => {
  it('takes in a write that was not committed yet when the source was read', async () => {
    const { db } = scratch.handle;
    const [product] = await db
      .select({ id: products.id })
      .from(products)
      .where(sql`${products.isPublished}`)
      .orderBy(products.id)
      .limit(1);
    const writer = new pg.Client({ connectionString: scratch.url });
    await writer.connect();
    try {
      await writer.query('begin');
      await writer.query(`update products set discount_type = 'flat', discount_value = 77 where id = $1`, [
        product!.id,
      ]);
      const before = await loadFacetIndexSource(db);
      await writer.query('commit');

      expect(before.products.find((row) => row.id === product!.id)?.discountValue).not.toBe(77);
      const changes = await loadFacetIndexChanges(db, { snapshot: before.snapshot, colours: before.swatches.keys() });
      expect(changes.changed.map((row) => row.id)).toEqual([product!.id]);
      const patched = patchSource(before, changes);
      expect(patched?.products.find((row) => row.id === product!.id)?.discountValue).toBe(77);
      expect(patched?.version).toBe((await loadFacetIndexSource(db)).version);
    } finally {
      await writer.end();
    }
  });
});
