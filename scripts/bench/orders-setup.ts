import { type ChildProcess, fork } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { createDatabase, freePort, migrateDatabase, seedDemo } from '../../server/src/index';
import type { ApiReady } from '../api-process/supervise-api';
import { createScratchDatabase } from '../scratch-database';

/** The API child that `npm start` runs: it says when it listens, and closes its database on SIGTERM. */
const API_CHILD = fileURLToPath(new URL('../api-process/api-child.ts', import.meta.url));
/** Ports the bench's API processes may take (CONTRIBUTING: helpers' servers use 5100–5199). */
const PORTS = { first: 5150, last: 5199 };
const PRODUCTS = 40;
const STOCK = 10_000_000;

export interface BenchDatabase {
  /** PostgreSQL: its URL; PGlite: undefined (the files under dataDir). */
  url: string | undefined;
  /** The first API process's data directory (PGlite's files, the SMS outbox); each other gets its own. */
  dataDir: string;
  /** A buy-now item for each of PRODUCTS products, with stock no bench can use up. */
  items: { product_id: number; variant_id: number }[];
  drop(): Promise<void>;
}

/**
 * A new database (PGlite files, or a PostgreSQL database on `adminUrl`'s server), migrated and seeded: small unless
 * `products` says otherwise.
 */
export async function createBenchDatabase(adminUrl?: string, products = PRODUCTS): Promise<BenchDatabase> {
  const dataDir = await mkdtemp(join(tmpdir(), 'haat-bench-orders-'));
  const scratch = adminUrl
    ? await createScratchDatabase(adminUrl, `haat_bench_${process.pid}_${Date.now().toString(36)}`)
    : undefined;
  const url = scratch?.url;
  const database = await createDatabase({ url, dataDir });
  try {
    await migrateDatabase(database);
    await seedDemo(database.db, { products, uploadsDir: join(dataDir, 'uploads') });
    await database.db.execute(sql`update product_variants set stock = ${STOCK}`);
    // Both drivers answer raw SQL with `rows`.
    const { rows } = (await database.db.execute(sql`
      select p.id as product_id, min(v.id) as variant_id from products p
      join product_variants v on v.product_id = p.id where p.is_published group by p.id order by p.id`)) as unknown as {
      rows: BenchDatabase['items'];
    };
    // Fresh statistics, as `npm start` takes after seeding.
    await database.db.execute(sql`vacuum analyze`);
    return {
      url,
      dataDir,
      items: rows,
      drop: async () => {
        if (scratch) await scratch.drop();
        await rm(dataDir, { recursive: true, force: true });
      },
    };
  } finally {
    await database.close();
  }
}

export interface BenchApi {
  /** e.g. http://127.0.0.1:5150/api/v1 */
  base: string;
  dataDir: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

export interface BenchApiOptions {
  /** Node's flags for the process besides tsx (`--expose-gc`, another `--import`). */
  execArgv?: string[];
  ports?: typeof PORTS;
}

/** The `index`th API process on the database, as `npm start` runs it (its own process), once it listens. */
export async function startBenchApi(
  database: BenchDatabase,
  index: number,
  { execArgv = [], ports = PORTS }: BenchApiOptions = {},
): Promise<BenchApi> {
  const port = await freePort(ports);
  const dataDir = index === 0 ? database.dataDir : await mkdtemp(join(tmpdir(), 'haat-bench-api-'));
  const { DATABASE_URL: _ours, ...inherited } = process.env;
  const child: ChildProcess = fork(API_CHILD, [], {
    env: {
      ...inherited,
      ...(database.url && { DATABASE_URL: database.url }),
      API_PORT: String(port),
      API_HOST: '127.0.0.1',
      API_PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'error',
      // The bench signs its shoppers up from one address.
      OTP_IP_PER_MINUTE: '100000',
      OTP_IP_PER_HOUR: '100000',
    },
    execArgv: ['--import', import.meta.resolve('tsx'), ...execArgv],
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  const exited = once(child, 'exit');
  const ready = new Promise<string>((resolve, reject) => {
    child.on('message', (message: ApiReady) => message.type === 'ready' && resolve(message.apiUrl));
    void exited.then(([code]) => reject(new Error(`bench API process on port ${port} ended (exit ${code})`)));
  });
  const base = await ready;
  return {
    base,
    dataDir,
    child,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
      if (index > 0) await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export interface BenchShopper {
  token: string;
  addressId: number;
}

/** POST a JSON body (as `token`'s user), answering `data`; any failure throws with the answer. */
export async function post<T>(url: string, body: unknown, token?: string): Promise<T> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token && { authorization: `Bearer ${token}` }) },
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as { success: boolean; data: T };
  if (!response.ok || !answer.success) throw new Error(`POST ${url} → ${response.status}: ${JSON.stringify(answer)}`);
  return answer.data;
}

/** The last code the API's SMS outbox sent to `phone` (E.164). */
export async function codeSentTo(dataDir: string, phone: string): Promise<string> {
  const lines = (await readFile(join(dataDir, 'sms-outbox.jsonl'), 'utf8')).trim().split('\n');
  const sent = lines
    .map((line) => JSON.parse(line) as { to: string; text: string })
    .findLast((sms) => sms.to === phone);
  const code = /\b(\d{6})\b/.exec(sent?.text ?? '')?.[1];
  if (!code) throw new Error(`no code sent to ${phone}`);
  return code;
}

/** A shopper signed up as a person would (register, the phone proved by its SMS code, an address), over HTTP. */
export async function signUpShopper(api: Pick<BenchApi, 'base' | 'dataDir'>, index: number): Promise<BenchShopper> {
  const national = `0185${String(index).padStart(7, '0')}`;
  await post(`${api.base}/v1/auth/register/otp`, { phone: national });
  // The spec's path: /api/v1/v1/auth/register; the account starts with its phone verified by the code.
  const { access_token: token } = await post<{ access_token: string }>(`${api.base}/v1/auth/register`, {
    name: `Bench shopper ${index}`,
    phone: national,
    otp: await codeSentTo(api.dataDir, `+88${national}`),
    password: 'bench-password-1',
  });
  const address = await post<{ id: number }>(
    `${api.base}/user/create_address`,
    {
      name: `Bench shopper ${index}`,
      phone: national,
      division_id: 6,
      district_id: 47,
      upazila_id: 10014,
      address_line: 'House 12, Road 5',
      type: 'home',
    },
    token,
  );
  return { token, addressId: address.id };
}
