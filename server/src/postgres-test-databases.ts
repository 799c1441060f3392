/**
 * Databases of their own for the API tests on PostgreSQL (HAAT_TEST_DB=postgres), on DATABASE_URL's server: each
 * test file gets a new database copied from a template migrated and seeded once per run and size, so files run side
 * by side and no run touches another's data. The run's databases are dropped by test-dumps.global-setup.ts.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** Serialises template creation and copying within and across runs (PostgreSQL refuses to copy a database in use). */
const TEMPLATE_LOCK = 0x4a_41_54_44;

export function postgresAdminUrl(): string {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('PostgreSQL tests need DATABASE_URL (a server where they may create databases)');
  return url;
}

/** The URL of database `name` on DATABASE_URL's server. */
export function postgresDatabaseUrl(name: string): string {
  const url = new URL(postgresAdminUrl());
  url.pathname = `/${name}`;
  return url.href;
}

/** Runs `work` on a connection to DATABASE_URL. */
export async function asPostgresAdmin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: postgresAdminUrl() });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Database names of one test run: `haat_test_<run>_…`. */
export const runDatabasePrefix = (run: string) => `haat_test_${run}_`;

export function newRunId(): string {
  return randomBytes(4).toString('hex');
}

/**
 * A new database copied from the run's template `templateName`, which `fill` migrates and seeds (on its URL) the
 * first time it is asked for. Answers the new database's name.
 */
export async function copyOfTemplate(
  run: string,
  templateName: string,
  fill: (url: string) => Promise<void>,
): Promise<string> {
  const template = `${runDatabasePrefix(run)}${templateName}`;
  const name = `${runDatabasePrefix(run)}${randomBytes(6).toString('hex')}`;
  await asPostgresAdmin(async (client) => {
    await client.query('select pg_advisory_lock($1)', [TEMPLATE_LOCK]);
    try {
      const found = await client.query('select 1 from pg_database where datname = $1', [template]);
      if (found.rowCount === 0) {
        // template0: nobody is ever connected to it, so runs creating databases at once do not collide on template1.
        await client.query(`create database "${template}" template template0`);
        await fill(postgresDatabaseUrl(template));
      }
      await client.query(`create database "${name}" template "${template}"`);
    } finally {
      await client.query('select pg_advisory_unlock($1)', [TEMPLATE_LOCK]);
    }
  });
  return name;
}

export function dropPostgresDatabase(name: string): Promise<void> {
  return asPostgresAdmin(async (client) => {
    await client.query(`drop database if exists "${name}" with (force)`);
  });
}

/** Drops every database of a run (its templates and the copies a crashed file left). */
export function dropRunDatabases(run: string): Promise<void> {
  return asPostgresAdmin(async (client) => {
    const { rows } = await client.query<{ datname: string }>(
      'select datname from pg_database where starts_with(datname, $1) and not datistemplate',
      [runDatabasePrefix(run)],
    );
    for (const { datname } of rows) await client.query(`drop database if exists "${datname}" with (force)`);
  });
}
