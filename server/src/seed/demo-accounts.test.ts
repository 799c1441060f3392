import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ApiSuccess, AuthTokens } from '#contract';
import { createTestApp, TEST_UPLOADS_DIR, type TestApp } from '../app.test-helpers';
import { users, vendors } from '../db/schema';
import { PRODUCTION_HASH_COST, setPasswordHashCost, verifyPassword } from '../lib/passwords';
import { postApi } from '../modules/auth/auth.test-helpers';
import { DEMO_PASSWORD_HASHES } from './data/demo-password-hashes';
import { VENDORS } from './data/partners';
import { demoPasswordHash, demoSeller, insertDemoAccounts } from './demo-accounts';
import { resetCatalogue, seedDemo } from './index';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ products: 1 });
});
afterAll(() => t.close());

const signIn = (login: string, password: string) => postApi(t.app, '/v1/auth/login', { login, password });

/** Each seller's phone and the slug of the shop they answer for, in the seed's shop order. */
const sellerShops = () =>
  t.database.db
    .select({ phone: users.phone, slug: vendors.slug })
    .from(users)
    .innerJoin(vendors, eq(vendors.id, users.vendorId))
    .where(eq(users.scope, 'vendor'))
    .orderBy(users.phone);

describe('demo accounts', () => {
  it.each([
    ['01711000001', 'haat-demo-1', true],
    ['01711000002', 'haat-demo-2', false],
  ])('%s signs in with %s (phone verified: %s)', async (login, password, verified) => {
    const response = await signIn(login, password);
    expect(response.statusCode).toBe(200);
    expect(response.json<ApiSuccess<AuthTokens>>().data.user).toMatchObject({
      phone: `+88${login}`,
      phone_verified: verified,
      scope: 'customer',
      vendor: null,
    });
  });

  it('are added once, however often the seed runs', async () => {
    await insertDemoAccounts(t.database.db, new Date());
    expect(await t.database.db.select().from(users)).toHaveLength(2 + VENDORS.length);
  });
});

describe('demo sellers', () => {
  it('01711000010 signs in with haat-seller-1 as the seller of the first shop, phone verified', async () => {
    const response = await signIn('01711000010', 'haat-seller-1');
    expect(response.statusCode).toBe(200);
    const [first] = await t.database.db
      .select()
      .from(vendors)
      .where(eq(vendors.slug, VENDORS[0]?.slug ?? ''));
    expect(response.json<ApiSuccess<AuthTokens>>().data.user).toMatchObject({
      phone: '+8801711000010',
      name: `${VENDORS[0]?.en} seller`,
      scope: 'vendor',
      vendor: { id: first?.id, name: VENDORS[0]?.en },
      phone_verified: true,
    });
  });

  it('number one per shop in the shops’ order: 01711000010 + n with haat-seller-(n + 1)', async () => {
    expect(await sellerShops()).toEqual(
      VENDORS.map((shop, index) => ({ phone: demoSeller(index).phone, slug: shop.slug })),
    );
    const last = VENDORS.length - 1;
    const response = await signIn(`0${demoSeller(last).phone.slice(4)}`, `haat-seller-${VENDORS.length}`);
    expect(response.statusCode).toBe(200);
  });

  it('survive a catalogue reset: the users stay, each seller is linked to their reseeded shop, none is added', async () => {
    const before = await t.database.db.select({ id: users.id }).from(users).orderBy(users.id);
    await resetCatalogue(t.database.db);
    const [{ unlinked } = { unlinked: -1 }] = await t.database.db
      .select({ unlinked: sql<number>`count(*)::int` })
      .from(users)
      .where(sql`${users.scope} = 'vendor' and ${users.vendorId} is null`);
    expect(unlinked).toBe(VENDORS.length);
    await seedDemo(t.database.db, { products: 1, uploadsDir: TEST_UPLOADS_DIR });
    expect(await t.database.db.select({ id: users.id }).from(users).orderBy(users.id)).toEqual(before);
    expect(await sellerShops()).toEqual(
      VENDORS.map((shop, index) => ({ phone: demoSeller(index).phone, slug: shop.slug })),
    );
    expect((await signIn('01711000010', 'haat-seller-1')).statusCode).toBe(200);
  });
});

describe('demo password hashes', () => {
  const demoPasswords = ['haat-demo-1', 'haat-demo-2', ...VENDORS.map((_, index) => demoSeller(index).password)];
  // The API tests share their worker's modules: put the tests' cost back (app.test-helpers.ts).
  afterEach(() => setPasswordHashCost(12));

  it('ship one for every demo password, each verifying it at production’s cost', async () => {
    expect(Object.keys(DEMO_PASSWORD_HASHES).sort()).toEqual([...demoPasswords].sort());
    const checks = demoPasswords.map(async (password) => {
      const shipped = DEMO_PASSWORD_HASHES[password] ?? '';
      expect(shipped.split('$').slice(0, 4)).toEqual(['scrypt', String(2 ** PRODUCTION_HASH_COST), '8', '1']);
      return [password, await verifyPassword(password, shipped)];
    });
    expect(Object.fromEntries(await Promise.all(checks))).toEqual(
      Object.fromEntries(demoPasswords.map((password) => [password, true])),
    );
  });

  it('are used as shipped where new hashes get production’s cost, and made anew at any other cost', async () => {
    setPasswordHashCost(PRODUCTION_HASH_COST);
    expect(await demoPasswordHash('haat-seller-1')).toBe(DEMO_PASSWORD_HASHES['haat-seller-1']);
    setPasswordHashCost(12);
    const made = await demoPasswordHash('haat-seller-1');
    expect(made.split('$')[1]).toBe('4096');
    expect(await verifyPassword('haat-seller-1', made)).toBe(true);
  });
});
