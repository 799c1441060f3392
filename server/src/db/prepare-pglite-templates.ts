import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir, rename, rm } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { writeWhole } from '../lib/write-whole';
import { createDatabase, migrateDatabase } from './client';
import { type ClusterTemplates, isNewCluster, MIGRATED_PREFIX } from './pglite-template';

type Outcome = 'made' | 'kept';

/** initdb's cluster, dumped. Written whole: a cluster is never started from half a file, even with two installs. */
async function prepareEmpty(file: string): Promise<Outcome> {
  if (existsSync(file)) return 'kept';
  const pglite = await PGlite.create();
  try {
    await writeWhole(file, Buffer.from(await (await pglite.dumpDataDir('none')).arrayBuffer()));
  } finally {
    await pglite.close();
  }
  return 'made';
}

/**
 * The empty cluster migrated, in a folder of its own made beside and renamed into place. Other migrated clusters go:
 * they were made for migrations this checkout no longer has, or for another PGlite.
 */
async function prepareMigrated(templates: ClusterTemplates): Promise<Outcome> {
  if (!isNewCluster(templates.migrated)) return 'kept';
  const partial = `${templates.migrated}.${randomUUID()}.part`;
  let outcome: Outcome = 'made';
  try {
    const database = await createDatabase({ dataDir: partial, templates });
    try {
      await migrateDatabase(database);
    } finally {
      await database.close();
    }
    await rename(join(partial, 'pglite'), templates.migrated).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOTEMPTY' && error.code !== 'EEXIST') throw error;
      outcome = 'kept'; // another install renamed the same cluster first
    });
  } finally {
    await rm(partial, { recursive: true, force: true });
  }
  const folder = dirname(templates.migrated);
  for (const name of await readdir(folder)) {
    if (name.startsWith(MIGRATED_PREFIX) && !name.endsWith('.part') && name !== basename(templates.migrated))
      await rm(join(folder, name), { recursive: true, force: true });
  }
  return outcome;
}

/** Makes the clusters a new database starts from, unless they are there: the empty one first, which the other needs. */
export async function prepareTemplates(templates: ClusterTemplates): Promise<{ empty: Outcome; migrated: Outcome }> {
  const empty = await prepareEmpty(templates.empty);
  return { empty, migrated: await prepareMigrated(templates) };
}
