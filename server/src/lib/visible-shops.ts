import { eq, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { vendors } from '../db/schema';

/**
 * The one rule of which shops shoppers see: those the back office approved. A registered shop is `pending` until
 * then (or `rejected`), and it and its products stay out of every public read: shop lists and pages, product
 * listings, pages, counts and carts, chats with sellers.
 */
export const visibleShop = (): SQL => eq(vendors.status, 'approved');

/** Rows (products) whose shop, the column `vendorId`, is visible. */
export const ofVisibleShop = (vendorId: AnyPgColumn): SQL =>
  sql`${vendorId} in (select ${vendors.id} from ${vendors} where ${visibleShop()})`;
