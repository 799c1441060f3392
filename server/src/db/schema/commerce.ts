/**
 * Commerce (issue 5): the signed-in shopper's server cart and wishlist, coupons and their redemptions, and the
 * affiliates whose approved referral codes work like coupons. Money is integer taka.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { AFFILIATE_STATUSES, PAYOUT_TYPES } from '#contract';
import { users } from './accounts';
import { products, productVariants } from './catalogue';
import { at, createdAt } from './columns';

const userRef = () => integer('user_id').references(() => users.id, { onDelete: 'cascade' });
const productRef = () =>
  integer('product_id')
    .notNull()
    .references(() => products.id, { onDelete: 'cascade' });

/** One line of a signed-in shopper's cart: one row per variant. */
export const cartItems = pgTable(
  'cart_items',
  {
    id: serial('id').primaryKey(),
    userId: userRef().notNull(),
    productId: productRef(),
    variantId: integer('variant_id')
      .notNull()
      .references(() => productVariants.id, { onDelete: 'cascade' }),
    qty: integer('qty').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('cart_items_user_variant_key').on(t.userId, t.variantId),
    check('cart_items_qty_range', sql`${t.qty} between 1 and 100`),
  ],
);

export const wishlistItems = pgTable(
  'wishlist_items',
  {
    userId: userRef().notNull(),
    productId: productRef(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.productId] })],
);

/**
 * The partner programme's members, from their application (POST /affiliate/registration: `pending`) on. Only an
 * approved affiliate's referral code works at the cart; the code is made when the back office approves.
 */
export const affiliates = pgTable(
  'affiliates',
  {
    id: serial('id').primaryKey(),
    /** The applicant; one application per user. Null only for the seed's demo partners. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    /** E.164: the user's verified phone when applying; orders from it earn no commission (no self-referral). */
    phone: text('phone').notNull(),
    email: text('email'),
    status: text('status', { enum: AFFILIATE_STATUSES }).notNull().default('pending'),
    /** Upper-case; what shoppers type (or follow as ?coupon_code=). Made on approval. */
    referralCode: text('referral_code'),
    /** The shopper's discount with the code, a percentage of the cart total (the coupon answer's user_commission). */
    commissionPercent: smallint('commission_percent').notNull(),
    payoutType: text('payout_type', { enum: PAYOUT_TYPES }),
    /** E.164 wallet number, or the bank account as the applicant wrote it. */
    payoutAccount: text('payout_account'),
    /** Where they promote: a web site, Facebook page or channel address. */
    website: text('website'),
    /** How and to whom they promote, in their words. */
    promotion: text('promotion'),
    rejectReason: text('reject_reason'),
    createdAt: createdAt(),
    approvedAt: at('approved_at'),
    decidedAt: at('decided_at'),
  },
  (t) => [
    uniqueIndex('affiliates_referral_code_key').on(t.referralCode),
    uniqueIndex('affiliates_user_key').on(t.userId).where(sql`${t.userId} is not null`),
    check('affiliates_commission_range', sql`${t.commissionPercent} between 1 and 50`),
  ],
);

/** A coupon: a fixed taka amount or a percentage (optionally capped), in a validity window, with usage limits. */
export const coupons = pgTable(
  'coupons',
  {
    id: serial('id').primaryKey(),
    /** Upper-case; codes are matched case-insensitively by upper-casing the input. */
    code: text('code').notNull(),
    kind: text('kind', { enum: ['fixed', 'percent'] }).notNull(),
    /** Taka off, for fixed coupons. */
    amount: integer('amount').notNull().default(0),
    /** Percent off the cart total, for percent coupons. */
    percent: smallint('percent').notNull().default(0),
    /** Most taka a percent coupon takes off; null for no cap. */
    maxDiscount: integer('max_discount'),
    /** Smallest cart total (subtotal) accepted. */
    minTotal: integer('min_total').notNull().default(0),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull().defaultNow(),
    /** Null: no end. */
    endsAt: at('ends_at'),
    /** Redemptions allowed over everyone; null for no limit. */
    maxUses: integer('max_uses'),
    /** Redemptions allowed per shopper; null for no limit. */
    maxUsesPerUser: integer('max_uses_per_user'),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('coupons_code_key').on(t.code),
    check(
      'coupons_kind_value',
      sql`(${t.kind} = 'fixed' and ${t.amount} > 0) or (${t.kind} = 'percent' and ${t.percent} between 1 and 100)`,
    ),
    check('coupons_min_total_nonneg', sql`${t.minTotal} >= 0`),
  ],
);

/** One use of a coupon (or referral code) by a checkout; deleted when the checkout's unpaid payment expires. */
export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    id: serial('id').primaryKey(),
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The guest's phone (E.164) when a guest order used it. */
    phone: text('phone'),
    orderId: integer('order_id'),
    checkoutId: text('checkout_id'),
    createdAt: createdAt(),
  },
  (t) => [
    index('coupon_redemptions_coupon_user_idx').on(t.couponId, t.userId),
    index('coupon_redemptions_checkout_idx').on(t.checkoutId),
  ],
);
