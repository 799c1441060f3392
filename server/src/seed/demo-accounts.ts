/** Demo sign-ins (listed in the README's "Demo accounts"): one shopper with a verified phone, one without. */
import type { Database } from '../db/database';
import { users } from '../db/schema';
import { hashPassword } from '../lib/passwords';

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

/** Adds the demo accounts that are missing (a catalogue reset keeps users). */
export async function insertDemoAccounts(tx: Database, now: Date): Promise<void> {
  const rows = await Promise.all(
    DEMO_ACCOUNTS.map(async ({ password, verified, ...account }) => ({
      ...account,
      passwordHash: await hashPassword(password),
      phoneVerifiedAt: verified ? now : null,
    })),
  );
  await tx.insert(users).values(rows).onConflictDoNothing();
}
