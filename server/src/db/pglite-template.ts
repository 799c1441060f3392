import { createHash, randomUUID } from 'node:crypto';
import { constants, cpSync, existsSync } from 'node:fs';
import { readFile, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { installCache, NODE_MODULES } from '../lib/install-cache';

/**
 * PGlite clusters made once by `npm install` (prepare-pglite-templates.ts), which a new database
 * starts from instead of running initdb and then every migration itself. In a fresh clone's `npm start` initdb took
 * 9.4 s beside Astro's bundling, and the migrations 1.6 s alone; copying the migrated cluster in takes about 0.5 s.
 */
const PGLITE_PACKAGE = join(NODE_MODULES, '@electric-sql', 'pglite', 'package.json');
const TEMPLATES_DIR = installCache('haat-pglite');
export const MIGRATED_PREFIX = 'migrated-cluster-';

export interface ClusterTemplates {
  /** initdb's cluster as PGlite dumps it, for any schema: a new database in memory, or on disk without `migrated`. */
  empty: string;
  /**
   * A folder: that cluster with exactly these migrations applied, then closed. Copied for a new database on disk; a
   * checkout with other migrations names another folder, so a cluster is never taken for a schema it does not hold.
   */
  migrated: string;
}

/** The templates of the installed PGlite version, the migrated one for the migrations in `migrationsFolder`. */
export async function clusterTemplates(migrationsFolder: string): Promise<ClusterTemplates> {
  const { version } = JSON.parse(await readFile(PGLITE_PACKAGE, 'utf8')) as { version: string };
  // What drizzle's migrator goes by: each migration's time and its SQL's hash.
  const migrations = readMigrationFiles({ migrationsFolder }).map(
    ({ folderMillis, hash }) => `${folderMillis} ${hash}`,
  );
  const key = createHash('sha256').update(migrations.join('\n')).digest('hex').slice(0, 16);
  return {
    empty: join(TEMPLATES_DIR, `empty-cluster-${version}.tar`),
    migrated: join(TEMPLATES_DIR, `${MIGRATED_PREFIX}${version}-${key}`),
  };
}

/** The files a new cluster starts from, or undefined where none was made (an install without its scripts). */
export async function readTemplate(file: string): Promise<Blob | undefined> {
  const bytes = await readFile(file).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return undefined;
    throw error;
  });
  return bytes && new Blob([bytes]);
}

/** Whether PGlite's folder `dataDir` holds no cluster yet: PG_VERSION is among the first files initdb writes. */
export const isNewCluster = (dataDir: string) => !existsSync(join(dataDir, 'PG_VERSION'));

/**
 * Copies the cluster folder `from` into `dataDir` (an empty folder), whole or not at all: false when there is no
 * cluster to copy. Written beside it, then renamed over it, so a cluster is never opened from half a copy.
 */
export async function copyCluster(from: string, dataDir: string): Promise<boolean> {
  if (isNewCluster(from)) return false;
  const partial = `${dataDir}.${randomUUID()}.part`;
  try {
    // Synchronous: its 1,300 files copy in about 0.45 s, against 0.9–1.2 s through the thread pool, while a
    // starting API has nothing else to do.
    cpSync(from, partial, { recursive: true, mode: constants.COPYFILE_FICLONE });
    await rename(partial, dataDir);
  } catch (error) {
    await rm(partial, { recursive: true, force: true });
    throw error;
  }
  return true;
}
