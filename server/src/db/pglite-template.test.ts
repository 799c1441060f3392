import { existsSync } from 'node:fs';
import { appendFile, cp, mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createDatabase, type DatabaseHandle, migrateDatabase } from './client';
import { type ClusterTemplates, clusterTemplates, copyCluster, readTemplate } from './pglite-template';
import { prepareTemplates } from './prepare-pglite-templates';

const MIGRATIONS = fileURLToPath(new URL('../../drizzle', import.meta.url));

let dir: string;
let templates: ClusterTemplates;
/** The templates with a table more each: `from_empty` in the empty one, `from_migrated` in the migrated one. */
let marked: ClusterTemplates;

async function hasTable(database: DatabaseHandle, table: string): Promise<boolean> {
  const { rows } = (await database.db.execute(sql`select to_regclass(${table}) is not null as found`)) as unknown as {
    rows: { found: boolean }[];
  };
  return rows[0]!.found;
}

/** The empty template with one table more, which only a database started from it has. */
async function markedEmpty(table: string): Promise<string> {
  const database = await createDatabase({ inMemory: true, templates });
  await database.db.execute(sql.raw(`create table ${table} ()`));
  const file = join(dir, `${table}.tar`);
  await writeFile(file, Buffer.from(await (await database.dumpDataDir!()).arrayBuffer()));
  await database.close();
  return file;
}

/** The migrated template with one table more. */
async function markedMigrated(table: string): Promise<string> {
  const folder = join(dir, table);
  await mkdir(folder);
  await copyCluster(templates.migrated, join(folder, 'pglite'));
  const database = await createDatabase({ dataDir: folder });
  await database.db.execute(sql.raw(`create table ${table} ()`));
  await database.close();
  return join(folder, 'pglite');
}

/** A new database on disk from `given`, with the tables it was given. */
async function newOnDisk(name: string, given: ClusterTemplates, tables: string[]): Promise<Record<string, boolean>> {
  const database = await createDatabase({ dataDir: join(dir, name), templates: given });
  try {
    return Object.fromEntries(await Promise.all(tables.map(async (table) => [table, await hasTable(database, table)])));
  } finally {
    await database.close();
  }
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'haat-pglite-template-'));
  templates = { empty: join(dir, 'cache', 'empty-cluster.tar'), migrated: join(dir, 'cache', 'migrated-cluster-now') };
  await mkdir(join(dir, 'cache', 'migrated-cluster-before'), { recursive: true });
  await prepareTemplates(templates);
  marked = { empty: await markedEmpty('from_empty'), migrated: await markedMigrated('from_migrated') };
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe("PGlite's prepared clusters, made by npm install", () => {
  it('are made once, whole, and a migrated cluster made for other migrations goes', async () => {
    expect((await readdir(join(dir, 'cache'))).sort()).toEqual(['empty-cluster.tar', 'migrated-cluster-now']);
    expect(await prepareTemplates(templates)).toEqual({ empty: 'kept', migrated: 'kept' });
  });

  it('are named for the installed PGlite, the migrated one for the exact migrations too', async () => {
    const migrations = join(dir, 'drizzle');
    await cp(MIGRATIONS, migrations, { recursive: true });
    const now = await clusterTemplates(migrations);
    expect(await clusterTemplates(MIGRATIONS)).toEqual(now);
    expect(now.migrated).toMatch(/migrated-cluster-\d+\.\d+\.\d+-[0-9a-f]{16}$/);
    const first = (await readdir(migrations)).find((name) => name.endsWith('.sql'))!;
    await appendFile(join(migrations, first), '\n-- changed\n');
    const changed = await clusterTemplates(migrations);
    expect(changed.empty).toBe(now.empty);
    expect(changed.migrated).not.toBe(now.migrated);
  });

  it('give a new database on disk a copy of the migrated cluster, which holds every migration and keeps its writes', async () => {
    const database = await createDatabase({ dataDir: join(dir, 'copy'), templates: marked });
    expect(await hasTable(database, 'from_migrated')).toBe(true);
    expect(await hasTable(database, 'products')).toBe(true);
    const applied = sql`select count(*)::int as count from drizzle.__drizzle_migrations`;
    const before = ((await database.db.execute(applied)) as unknown as { rows: { count: number }[] }).rows[0]!.count;
    await migrateDatabase(database);
    expect(((await database.db.execute(applied)) as unknown as { rows: { count: number }[] }).rows[0]!.count).toBe(
      before,
    );
    await database.db.execute(sql`create table written_by_the_copy ()`);
    await database.close();
    expect(await newOnDisk('another-copy', marked, ['from_migrated', 'written_by_the_copy'])).toEqual({
      from_migrated: true,
      written_by_the_copy: false,
    });
  });

  it('give a new database in memory, or on disk where the migrated one is missing, the empty cluster', async () => {
    const inMemory = await createDatabase({ inMemory: true, templates: marked });
    expect(await hasTable(inMemory, 'from_empty')).toBe(true);
    expect(await hasTable(inMemory, 'from_migrated')).toBe(false);
    await inMemory.close();
    const otherMigrations = { ...marked, migrated: join(dir, 'not-made') };
    expect(await newOnDisk('from-empty', otherMigrations, ['from_empty', 'from_migrated'])).toEqual({
      from_empty: true,
      from_migrated: false,
    });
  });

  it('are left aside by an existing database and by one given the files it starts from', async () => {
    const onDisk = { dataDir: join(dir, 'existing') };
    const first = await createDatabase({ ...onDisk, templates });
    await first.db.execute(sql`create table kept_by_the_cluster ()`);
    await first.close();
    const reopened = await createDatabase({ ...onDisk, templates: marked });
    expect(await hasTable(reopened, 'kept_by_the_cluster')).toBe(true);
    expect(await hasTable(reopened, 'from_migrated')).toBe(false);
    await reopened.close();

    const files = await readTemplate(templates.empty);
    const given = await createDatabase({ inMemory: true, loadDataDir: files, templates: marked });
    expect(await hasTable(given, 'from_empty')).toBe(false);
    await given.close();
  });

  it('go, said so, when PGlite cannot start from them, and the new database starts from the next, initdb last', async () => {
    const broken = { empty: join(dir, 'broken.tar'), migrated: join(dir, 'broken-cluster') };
    await writeFile(broken.empty, 'not a cluster');
    await mkdir(broken.migrated);
    await writeFile(join(broken.migrated, 'PG_VERSION'), '17\n');
    const reported = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const fromEmpty = await newOnDisk('after-broken-migrated', { ...broken, empty: marked.empty }, ['from_empty']);
      expect(fromEmpty).toEqual({ from_empty: true });
      const database = await createDatabase({ dataDir: join(dir, 'after-both-broken'), templates: broken });
      await migrateDatabase(database);
      expect(await hasTable(database, 'products')).toBe(true);
      await database.close();
      for (const template of [broken.migrated, broken.empty])
        expect(reported).toHaveBeenCalledWith(
          expect.stringContaining(`A new database could not start from ${template}`),
        );
    } finally {
      reported.mockRestore();
    }
    expect(existsSync(broken.empty)).toBe(false);
    expect(existsSync(broken.migrated)).toBe(false);
  });
});
