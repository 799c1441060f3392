/**
 * Test helpers for placing orders through real API processes on one PostgreSQL database: a scratch database of the
 * test's own (the suite's DATABASE_URL database is left to the other test files, and other runs may share it),
 * migrated and seeded small; API processes started on it as `npm run api` starts one (server/src/main.ts, bundled
 * once per run by the global setup), killed and restarted; shoppers with a verified phone, a session and an address
 * written straight to the database.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { eq, type SQL } from 'drizzle-orm';
import { inject } from 'vitest';
import { TEST_UPLOADS_DIR } from './app.test-helpers';
import { createDatabase, type DatabaseHandle, migrateDatabase } from './db/client';
import { addresses, products, productVariants, users } from './db/schema';
import { freePort } from './lib/free-port';
import { hashPassword } from './lib/passwords';
import { GULSHAN } from './modules/addresses/addresses.test-helpers';
import { issueSession } from './modules/auth/sessions.service';
import { asPostgresAdmin, dropPostgresDatabase, postgresDatabaseUrl } from './postgres-test-databases';
import { rowsOf } from './seed/bulk-insert';
import { seedDemo } from './seed/index';

/**
 * Ports this repository's helpers may listen on (CONTRIBUTING: 5100–5199), halved between the two test workers
 * (VITEST_POOL_ID 1 or 2): a process whose port another worker's process took at the same moment would exit, and
 * its launcher would take the other one's answers for its own.
 */
const WORKER = Number(process.env.VITEST_POOL_ID ?? 1) % 2;
const PORTS = { first: 5100 + WORKER * 50, last: 5149 + WORKER * 50 };
const READY_TIMEOUT_MS = 60_000;

export interface ScratchDatabase {
  url: string;
  handle: DatabaseHandle;
  /** Closes the handle and drops the database (API processes on it must be stopped first). */
  drop(): Promise<void>;
}

/** A new database on DATABASE_URL's server, migrated and seeded with `products` products. */
export async function createScratchDatabase(purpose: string, seededProducts = 24): Promise<ScratchDatabase> {
  const name = `haat_${purpose}_${process.pid}_${Date.now().toString(36)}`;
  // template0: nobody is ever connected to it, so parallel runs creating databases do not collide on template1.
  await asPostgresAdmin((client) => client.query(`create database "${name}" template template0`));
  const url = postgresDatabaseUrl(name);
  const handle = await createDatabase({ url });
  await migrateDatabase(handle);
  await seedDemo(handle.db, { products: seededProducts, uploadsDir: TEST_UPLOADS_DIR });
  return {
    url,
    handle,
    drop: async () => {
      await handle.close();
      await dropPostgresDatabase(name);
    },
  };
}

export interface ApiProcess {
  /** e.g. http://127.0.0.1:5123/api/v1 */
  base: string;
  child: ChildProcess;
  /** kill -9: no shutdown hook runs, in-flight transactions are cut off with the connections. */
  kill(): Promise<void>;
  /** SIGTERM, as a supervisor stops it. */
  stop(): Promise<void>;
}

async function answersHealth(base: string): Promise<boolean> {
  try {
    return (await fetch(`${base}/health`, { signal: AbortSignal.timeout(2_000) })).ok;
  } catch {
    return false;
  }
}

/** One attempt on one port: the process once it answers, or null if it ended first (the port got taken, say). */
async function launch(
  databaseUrl: string,
  dataDir: string,
  port: number,
  env: ApiProcessEnv,
): Promise<ApiProcess | null> {
  const base = `http://127.0.0.1:${port}/api/v1`;
  const child = spawn(process.execPath, [inject('apiBundle')], {
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      API_PORT: String(port),
      API_HOST: '127.0.0.1',
      API_PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'error',
      PASSWORD_HASH_COST: '12',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    errors += chunk.toString();
  });
  const exited = once(child, 'exit');
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (child.exitCode === null && child.signalCode === null) {
    if (await answersHealth(base)) {
      const end = async (signal: NodeJS.Signals) => {
        if (child.exitCode === null && child.signalCode === null) child.kill(signal);
        await exited;
      };
      return { base, child, kill: () => end('SIGKILL'), stop: () => end('SIGTERM') };
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`API process on port ${port} not ready within ${READY_TIMEOUT_MS / 1000} s:\n${errors}`);
    }
    await sleep(100);
  }
  if (/EADDRINUSE/.test(errors)) return null;
  throw new Error(`API process on port ${port} ended before answering:\n${errors}`);
}

/** Ports given to processes of this worker still running: two started at once must not both find one free. */
const portsInUse = new Set<number>();

/** A free port of this worker's half, taken at once (before any await) so a parallel start cannot get it too. */
async function takePort(): Promise<number> {
  for (;;) {
    const port = await freePort(PORTS);
    if (portsInUse.has(port)) continue;
    portsInUse.add(port);
    return port;
  }
}

/** Settings a test gives its API processes, on top of the suite's environment (which the test leaves alone). */
export type ApiProcessEnv = Record<string, string>;

/** The API (server/src/main.ts) in a process of its own on `databaseUrl`, once it answers /health. */
export async function startApiProcess(databaseUrl: string, env: ApiProcessEnv = {}): Promise<ApiProcess> {
  const dataDir = await mkdtemp(join(tmpdir(), 'haat-api-process-'));
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const port = await takePort();
    const api = await launch(databaseUrl, dataDir, port, env).catch((error: unknown) => {
      portsInUse.delete(port);
      throw error;
    });
    if (!api) {
      portsInUse.delete(port);
      continue;
    }
    api.child.once('exit', () => {
      portsInUse.delete(port);
      void rm(dataDir, { recursive: true, force: true });
    });
    return api;
  }
  throw new Error('API process: every port tried was taken before it could listen');
}

/** Phones are unique within a scratch database, which starts empty. */
let nextPhone = 0;

export interface Shopper {
  userId: number;
  token: string;
  addressId: number;
}

/**
 * `count` shoppers with a verified phone, a session and one address (Gulshan, Dhaka), written straight to the
 * database: one password hash for all of them (scrypt is slow on purpose).
 */
export async function createShoppers(db: DatabaseHandle['db'], count: number): Promise<Shopper[]> {
  const passwordHash = await hashPassword('password123');
  const rows = await db
    .insert(users)
    .values(
      Array.from({ length: count }, () => {
        nextPhone += 1;
        return {
          name: `Shopper ${nextPhone}`,
          phone: `+8801700${String(nextPhone).padStart(6, '0')}`,
          passwordHash,
          phoneVerifiedAt: new Date(),
        };
      }),
    )
    .returning({ id: users.id, phone: users.phone });
  const made = await db
    .insert(addresses)
    .values(
      rows.map((row) => ({
        userId: row.id,
        name: 'Rahima Khatun',
        phone: row.phone ?? '',
        ...{ divisionId: GULSHAN.division_id, districtId: GULSHAN.district_id, upazilaId: GULSHAN.upazila_id },
        addressLine: 'House 12, Road 5',
        isDefaultDelivery: true,
      })),
    )
    .returning({ id: addresses.id, userId: addresses.userId });
  const addressOf = new Map(made.map((row) => [row.userId, row.id]));
  const shoppers: Shopper[] = [];
  for (const row of rows) {
    const { access_token } = await issueSession(db, row.id, 'vitest');
    shoppers.push({ userId: row.id, token: access_token, addressId: addressOf.get(row.id) ?? 0 });
  }
  return shoppers;
}

export interface SellableVariant {
  product_id: number;
  variant_id: number;
  vendorId: number;
}

/** The first variant of `count` published products of different sellers, each given `stock`. */
export async function stockedVariants(
  db: DatabaseHandle['db'],
  count: number,
  stock: number,
): Promise<SellableVariant[]> {
  const rows = await db
    .selectDistinctOn([products.vendorId], {
      product_id: products.id,
      variant_id: productVariants.id,
      vendorId: products.vendorId,
    })
    .from(products)
    .innerJoin(productVariants, eq(productVariants.productId, products.id))
    .where(eq(products.isPublished, true))
    .orderBy(products.vendorId, products.id, productVariants.id);
  if (rows.length < count) throw new Error(`the seed has published products of ${rows.length} sellers, not ${count}`);
  const chosen = rows.slice(0, count);
  for (const row of chosen) {
    await db.update(productVariants).set({ stock }).where(eq(productVariants.id, row.variant_id));
  }
  return chosen;
}

/** The rows of raw SQL on the scratch database. */
export async function queryRows<T>(db: DatabaseHandle['db'], query: SQL): Promise<T[]> {
  return rowsOf<T>(await db.execute(query));
}

export interface Placed {
  status: number;
  body: { success: boolean; code?: string; data?: unknown };
}

/** POST a JSON body to one API process as the user of `token`. */
export const postJsonOver = (base: string, token: string, path: string, body: object): Promise<Response> =>
  fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });

/** POST /order/store on one API process, as the shopper, with an Idempotency-Key. */
export async function placeOver(base: string, shopper: Shopper, body: object, key: string): Promise<Placed> {
  const response = await fetch(`${base}/order/store`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'accept-language': 'en',
      authorization: `Bearer ${shopper.token}`,
      'idempotency-key': key,
    },
    body: JSON.stringify({ payment_method_id: 1, shipping_address_id: shopper.addressId, ...body }),
  });
  return { status: response.status, body: (await response.json()) as Placed['body'] };
}
