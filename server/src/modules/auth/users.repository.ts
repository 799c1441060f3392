import { and, eq, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Locale, User } from '#contract';
import type { Database } from '../../db/database';
import { users, vendorApplications, vendors } from '../../db/schema';
import { byLocale } from '../../lib/by-locale';

export type UserRow = typeof users.$inferSelect;

/** A sign-in name: the E.164 phone or the lower-cased email. */
export type LoginIdentifier = { phone: string } | { email: string };

export async function findUserByLogin(db: Database, login: LoginIdentifier): Promise<UserRow | undefined> {
  const where = 'phone' in login ? eq(users.phone, login.phone) : eq(users.email, login.email);
  const [user] = await db.select().from(users).where(where);
  return user;
}

export async function findUserById(db: Database, id: number): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.id, id));
  return user;
}

/** The shop a seller answers for (or registered, pending or rejected), named in `locale`; null once it is gone. */
export async function findSellerShop(db: Database, vendorId: number, locale: Locale): Promise<User['vendor']> {
  const [shop] = await db
    .select({
      id: vendors.id,
      name: byLocale(locale, vendors.nameEn, vendors.nameBn),
      status: vendors.status,
      reject_reason: vendorApplications.rejectReason,
    })
    .from(vendors)
    .leftJoin(vendorApplications, eq(vendorApplications.vendorId, vendors.id))
    .where(eq(vendors.id, vendorId));
  return shop ? { ...shop, reject_reason: shop.reject_reason ?? null } : null;
}

/** Which of `phone` and `email` another account (not `exceptUserId`) already uses. */
export async function takenContacts(
  db: Database,
  { phone, email }: { phone?: string | null; email?: string | null },
  exceptUserId?: number,
): Promise<{ phone: boolean; email: boolean }> {
  const matches: SQL[] = [];
  if (phone) matches.push(eq(users.phone, phone));
  if (email) matches.push(eq(users.email, email));
  if (matches.length === 0) return { phone: false, email: false };
  const others = await db
    .select({ phone: users.phone, email: users.email })
    .from(users)
    .where(and(or(...matches), exceptUserId === undefined ? undefined : ne(users.id, exceptUserId)));
  return {
    phone: Boolean(phone) && others.some((other) => other.phone === phone),
    email: Boolean(email) && others.some((other) => other.email === email),
  };
}

export async function insertUser(db: Database, values: typeof users.$inferInsert): Promise<UserRow> {
  const [user] = await db.insert(users).values(values).returning();
  if (!user) throw new Error('user not inserted');
  return user;
}

export async function updateUser(
  db: Database,
  id: number,
  values: Partial<typeof users.$inferInsert>,
): Promise<UserRow> {
  const [user] = await db
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  if (!user) throw new Error(`user ${id} not found`);
  return user;
}

/**
 * Locks the user's row until the transaction ends: one user's writes that check a cap or a rule over several rows
 * (address count and defaults, cart lines, wishlist size) run one after another.
 */
export async function lockUser(tx: Database, userId: number): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

/** The account a reset code may be sent to: the phone's user, unless locked. */
export async function findResettableUserId(tx: Database, phone: string): Promise<number | null> {
  const [row] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.phone, phone), isNull(users.lockedAt)));
  return row?.id ?? null;
}

/** Marks the phone verified (kept if it already was) and answers the user. */
export async function markPhoneVerified(tx: Database, userId: number, now: Date) {
  const [row] = await tx
    .update(users)
    .set({
      phoneVerifiedAt: sql`coalesce(${users.phoneVerifiedAt}, ${now.toISOString()}::timestamptz)`,
      updatedAt: now,
    })
    .where(eq(users.id, userId))
    .returning();
  if (!row) throw new Error(`user ${userId} vanished`);
  return row;
}

export async function setPassword(tx: Database, userId: number, passwordHash: string, now: Date): Promise<void> {
  await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, userId));
}

/**
 * Replaces the user's password hash with a stronger hash of the same password, unless the password changed since
 * `current` was read (a re-hash must never bring back an old password).
 */
export async function upgradePasswordHash(tx: Database, userId: number, current: string, upgraded: string) {
  await tx
    .update(users)
    .set({ passwordHash: upgraded })
    .where(and(eq(users.id, userId), eq(users.passwordHash, current)));
}
