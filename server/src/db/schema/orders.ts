/**
 * Orders (issue 12): a checkout is what one shopper placed at once and pays once; it holds one order per seller
 * (a package), each with its lines copied as charged and its status history. Payments are the attempts at a gateway;
 * idempotency keys remember a placement's answer. Money is integer taka; names are copied in both languages so an
 * order reads the same after the catalogue changes.
 */
import { type SQL, sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { ORDER_STATUSES, PAYMENT_STATUSES, RETURN_STATUSES } from '#contract';
import { users } from './accounts';
import { vendors } from './catalogue';
import { createdAt, updatedAt } from './columns';

/** Who moved an order: its shopper, the back office, a payment gateway, or the API itself (expiry). */
export const ACTORS = ['shopper', 'operator', 'gateway', 'system'] as const;
export const REFUND_METHODS = ['original', 'bkash', 'nagad', 'rocket'] as const;
export const REFUND_STATUSES = ['pending', 'processing', 'refunded', 'failed'] as const;

/** Riders. Their rating is kept in tenths, like a shop's, and never counts toward a shop. */
export const shippers = pgTable('shippers', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  /** E.164. */
  phone: text('phone').notNull(),
  ratingTenths: smallint('rating_tenths').notNull().default(0),
  ratingCount: integer('rating_count').notNull().default(0),
  createdAt: createdAt(),
});

export const checkouts = pgTable(
  'checkouts',
  {
    /** Opaque and unguessable: the payment-response page's capability. */
    id: text('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** E.164; the shopper's (signed in: the verified phone; guest: the one the code went to). */
    phone: text('phone').notNull(),
    isGuest: boolean('is_guest').notNull(),
    /** The language the shopper placed it in: SMS and the gateways' return pages use it. */
    locale: text('locale', { enum: ['en', 'bn'] }).notNull(),
    paymentMethodId: smallint('payment_method_id').notNull(),
    wallet: text('wallet', { enum: ['bkash', 'nagad', 'rocket'] }),
    paymentStatus: text('payment_status', { enum: PAYMENT_STATUSES }).notNull(),
    grandTotal: integer('grand_total').notNull(),
    couponId: integer('coupon_id'),
    affiliateId: integer('affiliate_id'),
    discount: integer('discount').notNull().default(0),
    /** When an unpaid online checkout releases its stock; null for cash on delivery and once paid. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('checkouts_user_idx').on(t.userId, t.createdAt),
    index('checkouts_expiry_idx').on(t.expiresAt).where(sql`${t.expiresAt} is not null`),
    check('checkouts_grand_total_nonneg', sql`${t.grandTotal} >= 0`),
    check('checkouts_discount_nonneg', sql`${t.discount} >= 0`),
  ],
);

/** One seller's package of a checkout. */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    /** What shoppers, sellers and riders quote: HT followed by the id, at least 7 digits. */
    invoiceNumber: text('invoice_number')
      .notNull()
      .generatedAlwaysAs((): SQL => sql`'HT' || lpad(${orders.id}::text, 7, '0')`),
    checkoutId: text('checkout_id')
      .notNull()
      .references(() => checkouts.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    vendorId: integer('vendor_id')
      .notNull()
      .references(() => vendors.id),
    vendorNameEn: text('vendor_name_en').notNull(),
    vendorNameBn: text('vendor_name_bn').notNull(),
    status: text('status', { enum: ORDER_STATUSES }).notNull().default('pending'),
    paymentStatus: text('payment_status', { enum: PAYMENT_STATUSES }).notNull(),
    paymentMethodId: smallint('payment_method_id').notNull(),
    subTotal: integer('sub_total').notNull(),
    /** The zone's delivery fee for this package. */
    deliveryFee: integer('delivery_fee').notNull(),
    /** The delivery fee plus the lines' own shipping. */
    shippingCost: integer('shipping_cost').notNull(),
    discount: integer('discount').notNull(),
    total: integer('total').notNull(),
    customerName: text('customer_name').notNull(),
    customerPhone: text('customer_phone').notNull(),
    customerEmail: text('customer_email'),
    divisionId: integer('division_id').notNull(),
    districtId: integer('district_id').notNull(),
    upazilaId: integer('upazila_id').notNull(),
    addressLine: text('address_line').notNull(),
    /** Null: billed to the shipping address. */
    billingAddress: jsonb('billing_address').$type<{
      division_id: number;
      district_id: number;
      upazila_id: number;
      address_line: string;
    }>(),
    message: text('message'),
    shipperId: integer('shipper_id').references(() => shippers.id),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    /** One of the cancel reasons (orders/reasons.ts), once cancelled by the shopper or the back office. */
    cancelReasonId: smallint('cancel_reason_id'),
    cancelComment: text('cancel_comment'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('orders_invoice_number_key').on(t.invoiceNumber),
    index('orders_checkout_idx').on(t.checkoutId),
    index('orders_user_idx').on(t.userId, t.id),
    index('orders_user_status_idx').on(t.userId, t.status, t.id),
    index('orders_vendor_idx').on(t.vendorId, t.id),
    check('orders_total_breakdown', sql`${t.total} = ${t.subTotal} + ${t.shippingCost} - ${t.discount}`),
    check(
      'orders_amounts_nonneg',
      sql`${t.subTotal} >= 0 and ${t.shippingCost} >= 0 and ${t.discount} >= 0 and ${t.total} >= 0`,
    ),
  ],
);

/** A line of an order as charged. Product and variant ids are kept without a reference: the line outlives them. */
export const orderItems = pgTable(
  'order_items',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer('product_id').notNull(),
    variantId: integer('variant_id').notNull(),
    nameEn: text('name_en').notNull(),
    nameBn: text('name_bn').notNull(),
    image: text('image').notNull(),
    color: text('color'),
    colorNameEn: text('color_name_en'),
    colorNameBn: text('color_name_bn'),
    size: text('size'),
    qty: integer('qty').notNull(),
    unitPrice: integer('unit_price').notNull(),
    shippingCost: integer('shipping_cost').notNull(),
    total: integer('total').notNull(),
  },
  (t) => [
    index('order_items_order_idx').on(t.orderId),
    check('order_items_qty_positive', sql`${t.qty} > 0`),
    check('order_items_total', sql`${t.total} = ${t.unitPrice} * ${t.qty}`),
  ],
);

export const orderStatusHistory = pgTable(
  'order_status_history',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ORDER_STATUSES }).notNull(),
    /** Why, for the operator (e.g. "payment expired"). */
    note: text('note'),
    actor: text('actor', { enum: ACTORS }).notNull().default('system'),
    createdAt: createdAt(),
  },
  (t) => [index('order_status_history_order_idx').on(t.orderId, t.id)],
);

/** One attempt to pay a checkout at a gateway. Each gateway reference and transaction id is applied once. */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    checkoutId: text('checkout_id')
      .notNull()
      .references(() => checkouts.id, { onDelete: 'cascade' }),
    gateway: text('gateway', { enum: ['bkash', 'sslcommerz'] }).notNull(),
    wallet: text('wallet', { enum: ['bkash', 'nagad', 'rocket'] }).notNull(),
    amount: integer('amount').notNull(),
    /** started → paid | failed | cancelled; `rejected` when a confirmation did not match (logged). */
    status: text('status', { enum: ['started', 'paid', 'failed', 'cancelled', 'rejected'] })
      .notNull()
      .default('started'),
    /** bKash's paymentID, or the tran_id we gave SSLCommerz. */
    reference: text('reference').notNull(),
    /** bKash's trxID, or SSLCommerz's bank_tran_id, once money moved. */
    transactionId: text('transaction_id'),
    /** For the operator: why it failed or was rejected (never shown to a shopper). */
    detail: text('detail'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('payments_gateway_reference_key').on(t.gateway, t.reference),
    uniqueIndex('payments_gateway_transaction_key').on(t.gateway, t.transactionId),
    index('payments_checkout_idx').on(t.checkoutId),
  ],
);

/**
 * A placement's Idempotency-Key, claimed in the placement's own transaction (a second claim of the same key waits for
 * the first to end), with the request's fingerprint and the answer given. Kept at least 24 hours.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    /** Whose key: `user:<id>` or `guest:<phone>`. */
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    /** sha256 of the route and body: the same key with another body is refused. */
    fingerprint: text('fingerprint').notNull(),
    statusCode: smallint('status_code').notNull(),
    answer: jsonb('answer').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] }), index('idempotency_keys_created_idx').on(t.createdAt)],
);

/** A shopper's return of some units of some delivered lines of one order. */
export const orderReturns = pgTable(
  'order_returns',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    reasonId: smallint('reason_id').notNull(),
    comment: text('comment'),
    status: text('status', { enum: RETURN_STATUSES }).notNull().default('requested'),
    refundMethod: text('refund_method', { enum: REFUND_METHODS }).notNull(),
    /** E.164 wallet number of a wallet refund. */
    refundAccount: text('refund_account'),
    /** The lines' price less their share of the order's discount: what is refunded once received. */
    amount: integer('amount').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('order_returns_order_idx').on(t.orderId), check('order_returns_amount_nonneg', sql`${t.amount} >= 0`)],
);

export const orderReturnItems = pgTable(
  'order_return_items',
  {
    returnId: integer('return_id')
      .notNull()
      .references(() => orderReturns.id, { onDelete: 'cascade' }),
    orderItemId: integer('order_item_id')
      .notNull()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    qty: integer('qty').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.returnId, t.orderItemId] }),
    index('order_return_items_item_idx').on(t.orderItemId),
    check('order_return_items_qty_positive', sql`${t.qty} > 0`),
  ],
);

export const orderReturnHistory = pgTable(
  'order_return_history',
  {
    id: serial('id').primaryKey(),
    returnId: integer('return_id')
      .notNull()
      .references(() => orderReturns.id, { onDelete: 'cascade' }),
    status: text('status', { enum: RETURN_STATUSES }).notNull(),
    actor: text('actor', { enum: ACTORS }).notNull(),
    note: text('note'),
    createdAt: createdAt(),
  },
  (t) => [index('order_return_history_return_idx').on(t.returnId, t.id)],
);

/**
 * Money owed back: for a cancelled prepaid order (one per order) or a received return (one per return). `original`
 * refunds go through the gateway the order was paid at; wallet refunds are sent by the back office by hand.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    returnId: integer('return_id').references(() => orderReturns.id, { onDelete: 'cascade' }),
    amount: integer('amount').notNull(),
    method: text('method', { enum: REFUND_METHODS }).notNull(),
    /** E.164 wallet number of a wallet refund. */
    account: text('account'),
    /** The payment refunded, for an `original` refund. */
    paymentId: integer('payment_id').references(() => payments.id),
    status: text('status', { enum: REFUND_STATUSES }).notNull().default('pending'),
    /** The gateway's refund transaction id, or the back office's reference of a wallet transfer. */
    reference: text('reference'),
    /** For the operator: why it failed (never shown to a shopper). */
    detail: text('detail'),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('refunds_cancel_key').on(t.orderId).where(sql`${t.returnId} is null`),
    uniqueIndex('refunds_return_key').on(t.returnId),
    index('refunds_order_idx').on(t.orderId),
    index('refunds_open_idx').on(t.status, t.id).where(sql`${t.status} in ('pending', 'processing', 'failed')`),
    check('refunds_amount_positive', sql`${t.amount} > 0`),
  ],
);
