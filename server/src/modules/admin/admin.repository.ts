import { eq, min, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { products, productVariants } from '../../db/schema';

/** The product row locked for the rest of the transaction, or undefined. */
export async function lockProduct(tx: Database, id: number) {
  const [row] = await tx.select({ id: products.id }).from(products).where(eq(products.id, id)).for('update');
  return row;
}

export async function variantIdsOf(tx: Database, productId: number): Promise<Set<number>> {
  const rows = await tx
    .select({ id: productVariants.id })
    .from(productVariants)
    .where(eq(productVariants.productId, productId));
  return new Set(rows.map((row) => row.id));
}

export async function updateVariant(tx: Database, id: number, change: { price?: number; stock?: number }) {
  await tx.update(productVariants).set(change).where(eq(productVariants.id, id));
}

/** Stores the names given, recomputes min_price from the variants and moves updated_at to now. */
export async function touchProduct(tx: Database, id: number, names: { nameEn?: string; nameBn?: string }) {
  const lowest = tx
    .select({ price: min(productVariants.price) })
    .from(productVariants)
    .where(eq(productVariants.productId, id));
  const [row] = await tx
    .update(products)
    .set({ ...names, minPrice: sql`(${lowest})`, updatedAt: sql`now()` })
    .where(eq(products.id, id))
    .returning({ id: products.id, minPrice: products.minPrice, updatedAt: products.updatedAt });
  return row!;
}

export async function variantsOf(db: Database, productId: number) {
  return db
    .select({ id: productVariants.id, price: productVariants.price, stock: productVariants.stock })
    .from(productVariants)
    .where(eq(productVariants.productId, productId))
    .orderBy(productVariants.id);
}
