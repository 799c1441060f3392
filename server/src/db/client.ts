/**
 * The database handle: embedded PGlite (default) or PostgreSQL through node-postgres (DATABASE_URL).
 * Nothing outside this file may depend on which driver runs.
 *
 * RULE: inside `db.transaction(async (tx) => …)` use only `tx`. PGlite runs one transaction at a time, so a query
 * on the outer `db` waits for the transaction, which waits for the query: it hangs forever (PostgreSQL would
 * quietly run it on another connection, outside the transaction). The handle returned here throws an error with
 * code 'TX_GUARD' when that happens, on both drivers (see tx-guard.ts).
 */
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzleNodePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite, type PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { Config } from '../config';
import type { Database, Schema } from './database';
import { PgliteWithNamedStatements, runsNamedStatements } from './pglite-statements';
import { type ClusterTemplates, clusterTemplates, copyCluster, isNewCluster, readTemplate } from './pglite-template';
import { upkeepPglite } from './pglite-upkeep';
import * as schema from './schema';
import { SESSION_SETTINGS } from './session-settings';
import { guardTransactions } from './tx-guard';

export type Driver = 'pglite' | 'pg';

/** Ends a `listen`. */
export type StopListening = () => Promise<void>;

export interface DatabaseHandle {
  db: Database;
  driver: Driver;
  close(): Promise<void>;
  /**
   * LISTEN on `channel`: `onPayload` gets each NOTIFY payload, after the notifying transaction commits. On
   * PostgreSQL the listening connection is one of its own (not the pool's), re-opened with backoff when it drops;
   * notifications sent while it was down are lost, so `onReconnect` runs once it listens again.
   */
  listen(channel: string, onPayload: (payload: string) => void, onReconnect?: () => void): Promise<StopListening>;
  /**
   * Vacuums and analyzes the tables that need it, returning their names: on PGlite, which runs no autovacuum, the
   * tables grown since their last statistics (pglite-upkeep.ts); on PostgreSQL none, as autovacuum does it.
   */
  upkeep(): Promise<string[]>;
  /** PGlite only: a copy of its files, which `loadDataDir` starts another database from (tests). */
  dumpDataDir?: () => Promise<Blob>;
}

export interface DatabaseOptions {
  /** PostgreSQL connection string; when set, PGlite is not used. */
  url?: string;
  /** PGlite keeps its files in `${dataDir}/pglite`. */
  dataDir?: string;
  /** PGlite in memory (tests). */
  inMemory?: boolean;
  /** PGlite starts from these files (a `dumpDataDir` copy) instead of an empty cluster. */
  loadDataDir?: Blob;
  /** PGlite: the clusters a new database starts from; by default the ones npm install made (pglite-template.ts). */
  templates?: ClusterTemplates;
}

const MIGRATIONS_FOLDER = fileURLToPath(new URL('../../drizzle', import.meta.url));

/** The clusters npm install made for this checkout's migrations. */
export const installedTemplates = () => clusterTemplates(MIGRATIONS_FOLDER);

function toOptions(source: DatabaseOptions | Pick<Config, 'databaseUrl' | 'dataDir'>): DatabaseOptions {
  return 'databaseUrl' in source ? { url: source.databaseUrl, dataDir: source.dataDir } : source;
}

export async function createDatabase(source: DatabaseOptions | Pick<Config, 'databaseUrl' | 'dataDir'>) {
  const options = toOptions(source);
  if (options.url) {
    const startup = Object.entries(SESSION_SETTINGS).map(([name, value]) => `-c ${name}=${value}`);
    const pool = new pg.Pool({ connectionString: options.url, max: 10, options: startup.join(' ') });
    // An idle client losing its connection must not crash the process; the pool replaces it.
    pool.on('error', (error) => console.error('PostgreSQL pool error:', error.message));
    const db = drizzleNodePg({ client: pool, schema });
    const url = options.url;
    return handle(db, 'pg', {
      close: () => pool.end(),
      listen: (...args) => listenOnPostgres(url, ...args),
      upkeep: async () => [],
    });
  }

  let dataDir: string | undefined;
  if (!options.inMemory) {
    if (!options.dataDir) throw new Error('createDatabase needs a dataDir for PGlite (or inMemory: true)');
    dataDir = join(options.dataDir, 'pglite');
    await mkdir(dataDir, { recursive: true });
  }
  const client = await openPglite(dataDir, options);
  // PGlite is one session: set once, as PostgreSQL's connections are given them at start-up. Named statements'
  // values are quoted for standard_conforming_strings (pglite-statements.ts).
  for (const [name, value] of Object.entries({ ...SESSION_SETTINGS, standard_conforming_strings: 'on' })) {
    await client.query('select set_config($1, $2, false)', [name, value]);
  }
  const db = drizzlePglite({ client, schema });
  // PGlite runs in this process: its notifications cannot be lost on the way, so there is nothing to reconnect.
  const listen = (channel: string, onPayload: (payload: string) => void) => client.listen(channel, onPayload);
  const handled = handle(db, 'pglite', { close: () => client.close(), listen, upkeep: () => upkeepPglite(client) });
  runsNamedStatements(handled.db, client);
  return { ...handled, dumpDataDir: () => client.dumpDataDir('none') };
}

/**
 * PGlite on `dataDir` (in memory without one): from `loadDataDir`'s files, as it was, or, for a new cluster, from
 * what npm install made: on disk the migrated cluster, copied, else (in memory, or for other migrations) the empty
 * one. A template PGlite cannot start from is removed, and the next is tried, initdb last.
 */
async function openPglite(dataDir: string | undefined, options: DatabaseOptions): Promise<PgliteWithNamedStatements> {
  const start = async (files: Blob | undefined) => {
    // One options object: `new PGlite(undefined, options)` (in memory) silently ignores the extensions.
    const client = new PgliteWithNamedStatements({ dataDir, loadDataDir: files, extensions: { pg_trgm } });
    await client.waitReady;
    return client;
  };
  if (options.loadDataDir || (dataDir && !isNewCluster(dataDir))) return start(options.loadDataDir);
  const templates = options.templates ?? (await installedTemplates());
  const dropTemplate = async (template: string, error: unknown) => {
    console.error(`A new database could not start from ${template}, which goes; it starts without it: ${error}`);
    await rm(template, { recursive: true, force: true });
    if (dataDir) {
      await rm(dataDir, { recursive: true, force: true });
      await mkdir(dataDir, { recursive: true });
    }
  };
  if (dataDir) {
    try {
      if (await copyCluster(templates.migrated, dataDir)) return await start(undefined);
    } catch (error) {
      await dropTemplate(templates.migrated, error);
    }
  }
  const template = await readTemplate(templates.empty);
  if (!template) return start(undefined);
  try {
    return await start(template);
  } catch (error) {
    await dropTemplate(templates.empty, error);
    return start(undefined);
  }
}

function handle(
  db: Database,
  driver: Driver,
  effects: Pick<DatabaseHandle, 'close' | 'listen' | 'upkeep'>,
): DatabaseHandle {
  return { db: guardTransactions(db), driver, ...effects };
}

/** How often the API runs `upkeep`: autovacuum's default naptime. */
export const UPKEEP_EVERY_MS = 60_000;

/** The first retry of a dropped LISTEN connection, doubled on each failure up to the last. */
const LISTEN_RETRY_MS = { first: 500, last: 30_000 };

/** LISTEN on a connection of its own (LISTEN belongs to one connection), opened again after it drops. */
async function listenOnPostgres(
  url: string,
  channel: string,
  onPayload: (payload: string) => void,
  onReconnect?: () => void,
): Promise<StopListening> {
  let current: pg.Client | undefined;
  let stopped = false;
  let retryMs = LISTEN_RETRY_MS.first;
  let retry: NodeJS.Timeout | undefined;

  const connect = async (): Promise<void> => {
    const client = new pg.Client({ connectionString: url });
    // One drop calls at most one reconnect, whether 'error', 'end' or both report it.
    const dropped = () => {
      if (current !== client || stopped) return;
      current = undefined;
      client.end().catch(() => undefined);
      scheduleReconnect();
    };
    client.on('error', (error) => {
      console.error(`PostgreSQL LISTEN ${channel} connection error:`, error.message);
      dropped();
    });
    client.on('end', dropped);
    client.on('notification', (message) => {
      if (message.channel === channel) onPayload(message.payload ?? '');
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${client.escapeIdentifier(channel)}`);
    } catch (error) {
      await client.end().catch(() => undefined);
      throw error;
    }
    current = client;
  };

  const scheduleReconnect = () => {
    retry = setTimeout(() => {
      connect().then(
        () => {
          retryMs = LISTEN_RETRY_MS.first;
          if (stopped) void stop();
          else onReconnect?.();
        },
        () => {
          retryMs = Math.min(retryMs * 2, LISTEN_RETRY_MS.last);
          if (!stopped) scheduleReconnect();
        },
      );
    }, retryMs);
    retry.unref();
  };

  const stop = async () => {
    stopped = true;
    clearTimeout(retry);
    const client = current;
    current = undefined;
    await client?.end();
  };

  await connect();
  return stop;
}

/** Applies server/drizzle with the migrator of the handle's driver. */
export async function migrateDatabase({ db, driver }: DatabaseHandle): Promise<void> {
  const config = { migrationsFolder: MIGRATIONS_FOLDER };
  if (driver === 'pg') await migrateNodePg(db as NodePgDatabase<Schema>, config);
  else await migratePglite(db as PgliteDatabase<Schema>, config);
}
