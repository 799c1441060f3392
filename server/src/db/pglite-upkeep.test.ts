import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type DatabaseHandle, migrateDatabase } from './client';
import { type TableSize, tablesDueForUpkeep } from './pglite-upkeep';

const table = (size: Partial<TableSize>): TableSize => ({
  name: 'products',
  pagesThen: 100,
  rowsThen: 5_000,
  pagesNow: 100,
  ...size,
});

describe('which tables PGlite vacuums and analyzes', () => {
  it('takes a table never analyzed that holds rows', () => {
    expect(tablesDueForUpkeep([table({ pagesThen: 0, rowsThen: -1, pagesNow: 3 })])).toEqual(['products']);
  });

  it('leaves an empty table never analyzed alone', () => {
    expect(tablesDueForUpkeep([table({ pagesThen: 0, rowsThen: -1, pagesNow: 0 })])).toEqual([]);
  });

  it('takes a table grown by more than a tenth and four pages since its statistics, and no other', () => {
    const tables = [
      table({ name: 'grown', pagesThen: 100, pagesNow: 115 }),
      table({ name: 'barely', pagesThen: 100, pagesNow: 114 }),
      table({ name: 'small', pagesThen: 1, pagesNow: 5 }),
      table({ name: 'shrunk', pagesThen: 100, pagesNow: 90 }),
    ];
    expect(tablesDueForUpkeep(tables)).toEqual(['grown']);
  });
});

describe('PGlite upkeep', () => {
  let database: DatabaseHandle;
  const statistics = async () => {
    // Both drivers answer raw SQL with `rows`.
    const result = (await database.db.execute(sql`
      select c.reltuples::int as rows, (select count(*)::int from pg_stats s where s.tablename = c.relname) as columns
      from pg_class c where c.relname = 'categories'`)) as unknown as { rows: { rows: number; columns: number }[] };
    return result.rows[0];
  };

  beforeAll(async () => {
    database = await createDatabase({ inMemory: true });
    await migrateDatabase(database);
  });
  afterAll(() => database.close());

  it('gives a table filled without statistics its statistics, then leaves it until it grows again', async () => {
    await database.db.execute(sql`
      insert into categories (slug, name_en, name_bn)
      select 'c-' || g, 'Category ' || g, 'বিভাগ ' || g from generate_series(1, 2000) g`);
    expect(await statistics()).toEqual({ rows: -1, columns: 0 });

    expect(await database.upkeep()).toContain('categories');
    expect(await statistics()).toMatchObject({ rows: 2000 });
    expect((await statistics())?.columns).toBeGreaterThan(0);

    expect(await database.upkeep()).not.toContain('categories');
    await database.db.execute(sql`
      insert into categories (slug, name_en, name_bn)
      select 'd-' || g, 'Category ' || g, 'বিভাগ ' || g from generate_series(1, 2000) g`);
    expect(await database.upkeep()).toContain('categories');
    expect(await statistics()).toMatchObject({ rows: 4000 });
  });
});
