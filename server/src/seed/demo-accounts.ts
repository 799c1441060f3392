/**
 * Demo sign-ins (listed in the README's "Demo accounts"): one shopper with a verified phone, one without, and one
 * seller per seeded shop.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { users } from '../db/schema';
import { hashedAtCurrentCost, hashPassword } from '../lib/passwords';
import { DEMO_PASSWORD_HASHES } from './data/demo-password-hashes';
import { VENDORS } from './data/partners';

const DEMO_ACCOUNTS = [
  {
    name: 'Demo Shopper',
    phone: '+8801711000001',
    email: 'shopper@haat.test',
    password: 'haat-demo-1',
    verified: true,
  },
  { name: 'Unverified Shopper', phone: '+8801711000002', email: null, password: 'haat-demo-2', verified: false },
] as const;

/** The seller of VENDORS[index]: 01711000010 for the first shop, one more for each next one. */
export const demoSeller = (index: number) => ({
  phone: `+880${1_711_000_010 + index}`,
  password: `haat-seller-${index + 1}`,
});

/** The shipped hash of a demo password when new hashes get its cost, else a new one (cheap at tests' lower costs). */
export async function demoPasswordHash(password: string): Promise<string> {
  const shipped = DEMO_PASSWORD_HASHES[password];
  return shipped && hashedAtCurrentCost(shipped) ? shipped : hashPassword(password);
}

/** Adds the demo accounts that are missing (a catalogue reset keeps users). */
export async function insertDemoAccounts(tx: Database, now: Date): Promise<void> {
  const rows = await Promise.all(
    DEMO_ACCOUNTS.map(async ({ password, verified, ...account }) => ({
      ...account,
      passwordHash: await demoPasswordHash(password),
      phoneVerifiedAt: verified ? now : null,
    })),
  );
  await tx.insert(users).values(rows).onConflictDoNothing();
}

/**
 * Adds a seller login for each shop, or links the existing one (found by phone, password kept) to the shop
 * reinserted by a catalogue reset. `shopIds` maps a shop's slug to its id.
 */
export async function insertDemoSellers(tx: Database, shopIds: ReadonlyMap<string, number>, now: Date): Promise<void> {
  const rows = await Promise.all(
    VENDORS.map(async (shop, index) => {
      const { phone, password } = demoSeller(index);
      const vendorId = shopIds.get(shop.slug);
      if (vendorId === undefined) throw new Error(`shop ${shop.slug} was not seeded`);
      return {
        name: `${shop.en} seller`,
        phone,
        passwordHash: await demoPasswordHash(password),
        phoneVerifiedAt: now,
        scope: 'vendor' as const,
        vendorId,
      };
    }),
  );
  await tx
    .insert(users)
    .values(rows)
    .onConflictDoUpdate({
      target: users.phone,
      targetWhere: sql`${users.phone} is not null`,
      set: { vendorId: sql`excluded.vendor_id`, updatedAt: now },
      // A shopper who took one of these numbers stays a shopper.
      setWhere: sql`${users.scope} = 'vendor'`,
    });
}
