/**
 * Test helpers for per-client limits over two API processes on one scratch PostgreSQL database: the processes trust
 * X-Forwarded-For (TRUST_PROXY), so one test can speak as many clients, and hash passwords at the tests' cost.
 */
import { eq } from 'drizzle-orm';
import {
  type ApiProcess,
  createScratchDatabase,
  createShoppers,
  type ScratchDatabase,
  type Shopper,
  startApiProcess,
} from './api-processes.test-helpers';
import { rateLimitHits, users } from './db/schema';

export interface ProxiedPair {
  scratch: ScratchDatabase;
  /** POST from client `ip`, the nth request of a burst to the nth process in turn. */
  post(n: number, path: string, body: object, ip: string, token?: string): Promise<Response>;
  /** A shopper with a session, a verified phone and the password 'password123'. */
  shopper(): Promise<Shopper & { phone: string }>;
  hitsOn(key: string): Promise<number>;
  close(): Promise<void>;
}

export async function startProxiedPair(purpose: string): Promise<ProxiedPair> {
  const scratch = await createScratchDatabase(purpose, 0);
  const saved = { TRUST_PROXY: process.env.TRUST_PROXY, PASSWORD_HASH_COST: process.env.PASSWORD_HASH_COST };
  // The shoppers' hashes are made at the tests' cost (app.test-helpers); the processes hash at the same.
  Object.assign(process.env, { TRUST_PROXY: 'true', PASSWORD_HASH_COST: '12' });
  const instances = await Promise.all([startApiProcess(scratch.url), startApiProcess(scratch.url)]).finally(() => {
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  });
  const { db } = scratch.handle;
  return {
    scratch,
    post: (n, path, body, ip, token) =>
      fetch(`${(instances[n % 2] as ApiProcess).base}${path}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-forwarded-for': ip,
          ...(token && { authorization: `Bearer ${token}` }),
        },
        body: JSON.stringify(body),
      }),
    shopper: async () => {
      const [made] = await createShoppers(db, 1);
      const [row] = await db.select({ phone: users.phone }).from(users).where(eq(users.id, made!.userId));
      return { ...made!, phone: row!.phone! };
    },
    hitsOn: (key) => db.$count(rateLimitHits, eq(rateLimitHits.key, key)),
    close: async () => {
      await Promise.all(instances.map((api) => api.stop()));
      await scratch.drop();
    },
  };
}

/** The statuses of `size` requests sent at once. */
export const burstStatuses = async (size: number, send: (n: number) => Promise<Response>) =>
  (await Promise.all(Array.from({ length: size }, (_, n) => send(n)))).map((response) => response.status);

export const countOf = (statuses: number[], status: number) => statuses.filter((item) => item === status).length;
