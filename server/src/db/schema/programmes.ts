/**
 * Sell on Haat and the partner programme (issue 15): a shop's registration (the applicant's private data beside the
 * `vendors` row it created, `pending` until the back office decides), the partners' commission ledger (one row per
 * referred order line) and their withdrawal requests. Money is integer taka.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { COMMISSION_STATUSES, PAYOUT_TYPES, VENDOR_STATUSES, WITHDRAWAL_STATUSES } from '#contract';
import { users } from './accounts';
import { vendors } from './catalogue';
import { at, createdAt, updatedAt } from './columns';
import { affiliates } from './commerce';
import { orderItems, orders } from './orders';

/** What a seller gave when registering (POST /vendor/registration); the public shop is the `vendors` row. */
export const vendorApplications = pgTable(
  'vendor_applications',
  {
    id: serial('id').primaryKey(),
    vendorId: integer('vendor_id')
      .notNull()
      .references(() => vendors.id, { onDelete: 'cascade' }),
    /** The account registered with the application: `scope` vendor once approved. */
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ownerName: text('owner_name').notNull(),
    email: text('email').notNull(),
    /** National ID number: 10, 13 or 17 digits. */
    nid: text('nid').notNull(),
    tradeLicence: text('trade_licence'),
    divisionId: integer('division_id').notNull(),
    districtId: integer('district_id').notNull(),
    upazilaId: integer('upazila_id').notNull(),
    addressLine: text('address_line').notNull(),
    /** E.164; the registered mobile when not given. */
    pickupPhone: text('pickup_phone').notNull(),
    payoutType: text('payout_type', { enum: PAYOUT_TYPES }).notNull(),
    payoutAccount: text('payout_account').notNull(),
    /** The main categories they sell in (ids of `categories`). */
    categoryIds: jsonb('category_ids').$type<number[]>().notNull().default([]),
    status: text('status', { enum: VENDOR_STATUSES }).notNull().default('pending'),
    rejectReason: text('reject_reason'),
    decidedAt: at('decided_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('vendor_applications_vendor_key').on(t.vendorId),
    index('vendor_applications_user_idx').on(t.userId),
    index('vendor_applications_status_idx').on(t.status, t.id),
  ],
);

/**
 * A partner's commission on one referred order line: `pending` when the order is placed, `approved` once the line
 * is delivered and its return window has passed, `reversed` when cancelled or wholly returned (a partial return
 * lowers `amount` pro rata and adds to `reversed_amount`), `paid` with the withdrawal that claimed it.
 */
export const affiliateCommissions = pgTable(
  'affiliate_commissions',
  {
    id: serial('id').primaryKey(),
    affiliateId: integer('affiliate_id')
      .notNull()
      .references(() => affiliates.id, { onDelete: 'cascade' }),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    orderItemId: integer('order_item_id')
      .notNull()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    /** The category's partner rate when the order was placed. */
    ratePercent: smallint('rate_percent').notNull(),
    /** The line's price after its share of the order's discount: what the rate applied to. */
    baseAmount: integer('base_amount').notNull(),
    /** What the partner earns now. */
    amount: integer('amount').notNull(),
    reversedAmount: integer('reversed_amount').notNull().default(0),
    status: text('status', { enum: COMMISSION_STATUSES }).notNull().default('pending'),
    /** The withdrawal that claimed this approved commission. */
    withdrawalId: integer('withdrawal_id').references(() => affiliateWithdrawals.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('affiliate_commissions_item_key').on(t.orderItemId),
    index('affiliate_commissions_affiliate_idx').on(t.affiliateId, t.status),
    index('affiliate_commissions_order_idx').on(t.orderId),
    index('affiliate_commissions_pending_idx').on(t.status).where(sql`${t.status} = 'pending'`),
    check(
      'affiliate_commissions_amounts_nonneg',
      sql`${t.amount} >= 0 and ${t.reversedAmount} >= 0 and ${t.baseAmount} >= 0`,
    ),
  ],
);

/** A partner's request to be paid every approved, unclaimed commission; one open (`requested`) at a time. */
export const affiliateWithdrawals = pgTable(
  'affiliate_withdrawals',
  {
    id: serial('id').primaryKey(),
    affiliateId: integer('affiliate_id')
      .notNull()
      .references(() => affiliates.id, { onDelete: 'cascade' }),
    amount: integer('amount').notNull(),
    payoutType: text('payout_type', { enum: PAYOUT_TYPES }).notNull(),
    payoutAccount: text('payout_account').notNull(),
    status: text('status', { enum: WITHDRAWAL_STATUSES }).notNull().default('requested'),
    /** The back office's note: the transfer's reference when paid, the reason when rejected. */
    note: text('note'),
    decidedAt: at('decided_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('affiliate_withdrawals_open_key').on(t.affiliateId).where(sql`${t.status} = 'requested'`),
    index('affiliate_withdrawals_affiliate_idx').on(t.affiliateId, t.id),
    check('affiliate_withdrawals_amount_positive', sql`${t.amount} > 0`),
  ],
);
