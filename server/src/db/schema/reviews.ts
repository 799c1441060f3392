/**
 * Reviews (issue 13): a product review per delivered line, a seller and a rider review per package. The products',
 * shops' and riders' rating columns are recomputed from the visible rows in the same transaction as every change.
 * Seeded demo reviews have no order (`order_id` null); the API writes none without one.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { REVIEW_KINDS } from '#contract';
import { users } from './accounts';
import { orderItems, orders, shippers } from './orders';

export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: REVIEW_KINDS }).notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** As shown on the product page ("Rahima K."), copied when written. */
    authorName: text('author_name').notNull(),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    orderItemId: integer('order_item_id').references(() => orderItems.id, { onDelete: 'cascade' }),
    /** Set for product reviews (kept without a reference, like order lines). */
    productId: integer('product_id'),
    /** The package's seller, for every kind (a product review's seller too). */
    vendorId: integer('vendor_id').notNull(),
    shipperId: integer('shipper_id').references(() => shippers.id),
    rating: smallint('rating').notNull(),
    /** Plain text, NFC, at most REVIEW_MAX_LENGTH characters. */
    review: text('review').notNull(),
    /** Hidden by the back office: out of every rating and list but its author's. */
    hidden: boolean('hidden').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('reviews_product_line_key').on(t.orderItemId).where(sql`${t.kind} = 'product'`),
    uniqueIndex('reviews_package_kind_key').on(t.orderId, t.kind).where(sql`${t.kind} <> 'product'`),
    index('reviews_product_latest_idx').on(t.productId, t.id).where(sql`${t.kind} = 'product' and not ${t.hidden}`),
    index('reviews_vendor_idx').on(t.vendorId).where(sql`${t.kind} = 'seller'`),
    index('reviews_shipper_idx').on(t.shipperId).where(sql`${t.kind} = 'rider'`),
    index('reviews_user_idx').on(t.userId, t.id),
    check('reviews_rating_range', sql`${t.rating} between 1 and 5`),
    check(
      'reviews_subject',
      sql`(${t.kind} = 'product' and ${t.productId} is not null) or ${t.kind} = 'seller' or (${t.kind} = 'rider' and ${t.shipperId} is not null)`,
    ),
  ],
);
