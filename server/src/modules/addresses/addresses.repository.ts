import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { addresses } from '../../db/schema';

export type AddressRow = typeof addresses.$inferSelect;
export type AddressValues = Omit<typeof addresses.$inferInsert, 'id' | 'userId' | 'createdAt' | 'updatedAt'>;

const owned = (userId: number, id: number) => and(eq(addresses.userId, userId), eq(addresses.id, id));

/** Default delivery address first, then in the order they were added. */
export function listAddresses(db: Database, userId: number): Promise<AddressRow[]> {
  return db
    .select()
    .from(addresses)
    .where(eq(addresses.userId, userId))
    .orderBy(desc(addresses.isDefaultDelivery), asc(addresses.id));
}

export async function findAddress(db: Database, userId: number, id: number): Promise<AddressRow | undefined> {
  const [row] = await db.select().from(addresses).where(owned(userId, id));
  return row;
}

export async function countAddresses(tx: Database, userId: number): Promise<number> {
  const [row] = await tx.select({ total: count() }).from(addresses).where(eq(addresses.userId, userId));
  return row?.total ?? 0;
}

/** Clears the user's default delivery and/or billing flags, before another address takes them. */
export async function clearDefaults(tx: Database, userId: number, which: { delivery: boolean; billing: boolean }) {
  const now = new Date();
  if (which.delivery) {
    await tx
      .update(addresses)
      .set({ isDefaultDelivery: false, updatedAt: now })
      .where(and(eq(addresses.userId, userId), eq(addresses.isDefaultDelivery, true)));
  }
  if (which.billing) {
    await tx
      .update(addresses)
      .set({ isDefaultBilling: false, updatedAt: now })
      .where(and(eq(addresses.userId, userId), eq(addresses.isDefaultBilling, true)));
  }
}

export async function insertAddress(tx: Database, userId: number, values: AddressValues): Promise<AddressRow> {
  const [row] = await tx
    .insert(addresses)
    .values({ ...values, userId })
    .returning();
  if (!row) throw new Error('insert returned no address');
  return row;
}

export async function updateAddressRow(
  tx: Database,
  userId: number,
  id: number,
  values: Partial<AddressValues>,
): Promise<AddressRow | undefined> {
  const [row] = await tx
    .update(addresses)
    .set({ ...values, updatedAt: new Date() })
    .where(owned(userId, id))
    .returning();
  return row;
}

export async function deleteAddressRow(tx: Database, userId: number, id: number): Promise<AddressRow | undefined> {
  const [row] = await tx.delete(addresses).where(owned(userId, id)).returning();
  return row;
}

/** The user's oldest address, if any. */
export async function firstAddress(tx: Database, userId: number): Promise<AddressRow | undefined> {
  const [row] = await tx
    .select()
    .from(addresses)
    .where(eq(addresses.userId, userId))
    .orderBy(asc(addresses.id))
    .limit(1);
  return row;
}
