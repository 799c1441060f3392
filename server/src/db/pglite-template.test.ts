import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createDatabase, type DatabaseHandle, migrateDatabase } from './client';
import { prepareTemplate, readTemplate } from './pglite-template';

let dir: string;
let template: string;
/** The template with a table `from_template`. */
let marked: string;

/** A template of its own: the empty cluster with one table more, which only a database started from it has. */
async function markedTemplate(table: string): Promise<string> {
  const database = await createDatabase({ inMemory: true, template });
  await database.db.execute(sql.raw(`create table ${table} ()`));
  const file = join(dir, `${table}.tar`);
  await writeFile(file, Buffer.from(await (await database.dumpDataDir!()).arrayBuffer()));
  await database.close();
  return file;
}

async function hasTable(database: DatabaseHandle, table: string): Promise<boolean> {
  const { rows } = (await database.db.execute(sql`select to_regclass(${table}) is not null as found`)) as unknown as {
    rows: { found: boolean }[];
  };
  return rows[0]!.found;
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'haat-pglite-template-'));
  template = join(dir, 'cache', 'empty-cluster.tar');
  await prepareTemplate(template);
  marked = await markedTemplate('from_template');
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe("PGlite's empty cluster, made by npm install", () => {
  it('is made once, written whole, and a database migrates on it', async () => {
    expect(await readdir(join(dir, 'cache'))).toEqual(['empty-cluster.tar']);
    expect(await prepareTemplate(template)).toBe('kept');
    const database = await createDatabase({ dataDir: join(dir, 'migrated'), template });
    await migrateDatabase(database);
    expect(await hasTable(database, 'products')).toBe(true);
    await database.close();
  });

  it('is where a new database starts, on disk or in memory, and an existing one keeps its own files', async () => {
    const onDisk = { dataDir: join(dir, 'on-disk') };
    const first = await createDatabase({ ...onDisk, template: marked });
    expect(await hasTable(first, 'from_template')).toBe(true);
    await first.db.execute(sql`create table kept_by_the_cluster ()`);
    await first.close();

    const other = await markedTemplate('from_another_template');
    const reopened = await createDatabase({ ...onDisk, template: other });
    expect(await hasTable(reopened, 'kept_by_the_cluster')).toBe(true);
    expect(await hasTable(reopened, 'from_another_template')).toBe(false);
    await reopened.close();

    const inMemory = await createDatabase({ inMemory: true, template: marked });
    expect(await hasTable(inMemory, 'from_template')).toBe(true);
    await inMemory.close();
  });

  it('is left aside when a database is given the files it starts from', async () => {
    const files = await readTemplate(template);
    const database = await createDatabase({ inMemory: true, loadDataDir: files, template: marked });
    expect(await hasTable(database, 'from_template')).toBe(false);
    await database.close();
  });

  it('goes, said so, when PGlite cannot start from it, and the new database runs initdb instead', async () => {
    const broken = join(dir, 'broken.tar');
    await writeFile(broken, 'not a cluster');
    const reported = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const database = await createDatabase({ dataDir: join(dir, 'after-broken'), template: broken });
      await migrateDatabase(database);
      expect(await hasTable(database, 'products')).toBe(true);
      await database.close();
      expect(reported).toHaveBeenCalledWith(expect.stringContaining(`PGlite could not start from ${broken}`));
    } finally {
      reported.mockRestore();
    }
    expect(existsSync(broken)).toBe(false);
  });
});
