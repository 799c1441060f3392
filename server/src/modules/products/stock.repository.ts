import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { products, productVariants, vendors } from '../../db/schema';

/** Takes `qty` from the variant only if that many are left; answers the stock left, or null when there was not enough. */
export async function decrementStock(db: Database, variantId: number, qty: number): Promise<number | null> {
  const [row] = await db
    .update(productVariants)
    .set({ stock: sql`${productVariants.stock} - ${qty}` })
    .where(sql`${productVariants.id} = ${variantId} and ${productVariants.stock} >= ${qty}`)
    .returning({ stock: productVariants.stock });
  return row ? row.stock : null;
}

export async function incrementStock(db: Database, variantId: number, qty: number): Promise<void> {
  await db
    .update(productVariants)
    .set({ stock: sql`${productVariants.stock} + ${qty}` })
    .where(eq(productVariants.id, variantId));
}

export async function findStock(db: Database, variantId: number): Promise<number> {
  const [row] = await db
    .select({ stock: productVariants.stock })
    .from(productVariants)
    .where(eq(productVariants.id, variantId));
  return row?.stock ?? 0;
}

/** What an order line copies of its variant, in both languages. */
export function findLineCopies(db: Database, variantIds: number[]) {
  return db
    .select({
      variantId: productVariants.id,
      nameEn: products.nameEn,
      nameBn: products.nameBn,
      vendorId: vendors.id,
      vendorNameEn: vendors.nameEn,
      vendorNameBn: vendors.nameBn,
      color: productVariants.color,
      colorNameEn: productVariants.colorNameEn,
      colorNameBn: productVariants.colorNameBn,
      size: productVariants.size,
    })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .innerJoin(vendors, eq(vendors.id, products.vendorId))
    .where(inArray(productVariants.id, variantIds))
    .orderBy(asc(productVariants.id));
}
