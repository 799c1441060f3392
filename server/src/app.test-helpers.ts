/**
 * Test helpers: a fresh, migrated database and an app on it seeded small.
 * PGlite in memory by default; with HAAT_TEST_DB=postgres, a new database of its own on DATABASE_URL's server
 * (postgres-test-databases.ts).
 */
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { inject, vi } from 'vitest';
import type { ApiFailure, ApiResponse, ApiSuccess } from '#contract';
import { type App, buildApp } from './app';
import { type Config, loadConfig } from './config';
import { createDatabase, type DatabaseHandle, migrateDatabase } from './db/client';
import { setPasswordHashCost } from './lib/passwords';
import { writeWhole } from './lib/write-whole';
import { copyOfTemplate, dropPostgresDatabase, postgresDatabaseUrl } from './postgres-test-databases';
import { seedDemo } from './seed/index';

export const onPostgres = process.env.HAAT_TEST_DB === 'postgres';

/** Shared by every test file: the seed names pictures by content and keeps the ones already there. */
export const TEST_UPLOADS_DIR = join(tmpdir(), 'haat-api-test-uploads');

export const SITE_ORIGIN = 'http://localhost:4321';

export const testConfig: Config = {
  // A cheap password hash (scrypt N = 2^12): the suites hash hundreds of passwords; production refuses below 2^17.
  ...loadConfig({ API_PUBLIC_URL: 'http://api.test', PUBLIC_SITE_URL: SITE_ORIGIN, PASSWORD_HASH_COST: '12' }),
  uploadsDir: TEST_UPLOADS_DIR,
};
// The seeded databases are made before any app, with the tests' cost too.
setPasswordHashCost(testConfig.passwordHashCost);

async function migrateAndSeed(database: DatabaseHandle, products: number): Promise<void> {
  await migrateDatabase(database);
  if (products > 0) await seedDemo(database.db, { products, uploadsDir: TEST_UPLOADS_DIR });
}

/** A database of the test's own on PostgreSQL, copied from the run's template of that size; dropped on close. */
async function postgresTestDatabase(products: number): Promise<DatabaseHandle> {
  const name = await copyOfTemplate(inject('testRunId'), `seeded_${products}`, async (url) => {
    const template = await createDatabase({ url });
    try {
      await migrateAndSeed(template, products);
    } finally {
      await template.close();
    }
  });
  const database = await createDatabase({ url: postgresDatabaseUrl(name) });
  return {
    ...database,
    close: async () => {
      await database.close();
      await dropPostgresDatabase(name);
    },
  };
}

/**
 * A fresh database, migrated and seeded with `products`. On PGlite the first file of a run to ask for a size keeps a
 * copy (in the run's directory from test-databases.global-setup.ts) that later files start from; two files making
 * the same copy at once both write it whole (write, then rename), so either copy is complete.
 */
export async function createSeededTestDatabase(products: number): Promise<DatabaseHandle> {
  if (onPostgres) return postgresTestDatabase(products);
  const file = join(inject('testDumpsDir'), `seeded-${products}.tar`);
  const dump = await readFile(file).catch(() => undefined);
  if (dump) return createDatabase({ inMemory: true, loadDataDir: new Blob([dump]) });
  const database = await createDatabase({ inMemory: true });
  await migrateAndSeed(database, products);
  await writeWhole(file, Buffer.from(await (await database.dumpDataDir!()).arrayBuffer()));
  return database;
}

/** An empty, migrated database. */
export function createTestDatabase(): Promise<DatabaseHandle> {
  return createSeededTestDatabase(0);
}

export interface TestApp {
  app: App;
  database: DatabaseHandle;
  close(): Promise<void>;
}

/** An app (not ready yet, so a test may still add routes) on a fresh database seeded with `products`. */
export async function createTestApp({ products = 40 }: { products?: number } = {}): Promise<TestApp> {
  const database = await createSeededTestDatabase(products);
  const app = await buildApp({ db: database, config: testConfig });
  return {
    app,
    database,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

/** GET `url` under /api/v1 in a language; answers the parsed body with the response. */
export async function getApi<T>(app: App, url: string, locale: 'en' | 'bn' = 'en') {
  const response = await app.inject({ url: `/api/v1${url}`, headers: { 'accept-language': locale } });
  return { response, body: response.json<ApiResponse<T>>() };
}

/** The data of a successful GET, failing the test with the body otherwise. */
export async function getData<T>(app: App, url: string, locale: 'en' | 'bn' = 'en'): Promise<T> {
  const { response, body } = await getApi<T>(app, url, locale);
  if (response.statusCode !== 200 || !body.success) {
    throw new Error(`GET ${url} → ${response.statusCode}: ${response.body}`);
  }
  return body.data;
}

/** Calls /api/v1 as the holder of one access token (null: a guest), in a language. */
export function apiCaller(t: TestApp, token: string | null) {
  return (method: 'GET' | 'POST', url: string, payload?: unknown, locale: 'en' | 'bn' = 'en') =>
    t.app.inject({
      method,
      url: `/api/v1${url}`,
      payload: payload as object | undefined,
      headers: { 'accept-language': locale, ...(token && { authorization: `Bearer ${token}` }) },
    });
}

/** The data of an injected call's answer, failing the test with the body when the status is not `status`. */
export function dataOf<T>(response: LightMyRequestResponse, status = 200): T {
  if (response.statusCode !== status) throw new Error(`${response.statusCode}: ${response.body}`);
  return response.json<ApiSuccess<T>>().data;
}

export function failureOf(response: LightMyRequestResponse): ApiFailure {
  return response.json<ApiFailure>();
}

export const BENGALI = /[\u0980-\u09FF]/;

/**
 * How many SQL statements `run` sends through the database: every query, prepared once (db/prepared.ts) or built
 * per call, runs through the driver's prepared-query class's `execute`.
 */
export async function countQueries(database: DatabaseHandle, run: () => Promise<unknown>): Promise<number> {
  const driverQuery = database.db._.session.prepareQuery({ sql: 'select 1', params: [] }, undefined, undefined, false);
  const spy = vi.spyOn(Object.getPrototypeOf(driverQuery), 'execute');
  try {
    await run();
    return spy.mock.calls.length;
  } finally {
    spy.mockRestore();
  }
}
