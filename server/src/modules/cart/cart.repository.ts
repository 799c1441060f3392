import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { cartItems } from '../../db/schema';
import type { CartItem } from './cart.schemas';

const cartRowColumns = {
  id: cartItems.id,
  productId: cartItems.productId,
  variantId: cartItems.variantId,
  qty: cartItems.qty,
};

export interface CartRow {
  id: number;
  productId: number;
  variantId: number;
  qty: number;
}

/** The user's cart lines, oldest first (an upsert keeps a line's id, so its place). */
export function findCartRows(db: Database, userId: number): Promise<CartRow[]> {
  return db.select(cartRowColumns).from(cartItems).where(eq(cartItems.userId, userId)).orderBy(asc(cartItems.id));
}

/** Sets each variant's line to its qty: updates the user's line of that variant, or adds one. */
export async function upsertCartRows(tx: Database, userId: number, items: CartItem[]): Promise<void> {
  await tx
    .insert(cartItems)
    .values(items.map((item) => ({ userId, productId: item.product_id, variantId: item.variant_id, qty: item.qty })))
    .onConflictDoUpdate({
      target: [cartItems.userId, cartItems.variantId],
      set: { qty: sql`excluded.qty`, updatedAt: new Date() },
    });
}

/** Deletes the user's line `id`; undefined when the user has no such line. */
export async function deleteCartRow(db: Database, userId: number, id: number): Promise<CartRow | undefined> {
  const [row] = await db
    .delete(cartItems)
    .where(and(eq(cartItems.userId, userId), eq(cartItems.id, id)))
    .returning(cartRowColumns);
  return row;
}

export async function deleteCartRows(tx: Database, userId: number): Promise<void> {
  await tx.delete(cartItems).where(eq(cartItems.userId, userId));
}
