import { and, count, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { wishlistItems } from '../../db/schema';

const owned = (userId: number, productId: number) =>
  and(eq(wishlistItems.userId, userId), eq(wishlistItems.productId, productId));

/** The user's wishlisted product ids, newest first. */
export async function listWishlistIds(db: Database, userId: number): Promise<number[]> {
  const rows = await db
    .select({ productId: wishlistItems.productId })
    .from(wishlistItems)
    .where(eq(wishlistItems.userId, userId))
    .orderBy(desc(wishlistItems.createdAt), desc(wishlistItems.productId));
  return rows.map((row) => row.productId);
}

export async function isWishlisted(db: Database, userId: number, productId: number): Promise<boolean> {
  const rows = await db
    .select({ productId: wishlistItems.productId })
    .from(wishlistItems)
    .where(owned(userId, productId));
  return rows.length > 0;
}

export async function countWishlist(db: Database, userId: number): Promise<number> {
  const [row] = await db.select({ total: count() }).from(wishlistItems).where(eq(wishlistItems.userId, userId));
  return row?.total ?? 0;
}

export async function insertWishlistItem(tx: Database, userId: number, productId: number): Promise<void> {
  await tx.insert(wishlistItems).values({ userId, productId }).onConflictDoNothing();
}

export async function deleteWishlistItem(tx: Database, userId: number, productId: number): Promise<void> {
  await tx.delete(wishlistItems).where(owned(userId, productId));
}
