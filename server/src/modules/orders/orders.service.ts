/**
 * Orders as checkout writes them and payments move them: one checkout, one order per seller, lines copied as charged,
 * every status change in the history. Functions taking a transaction say so; `ctx.db` is then the transaction.
 */
import type { CartTotals, GuestOrderTracking, Locale, OrderSummary, PaymentMethodId } from '#contract';
import { notFound } from '../../plugins/http-errors';
import type { RequestContext } from '../../plugins/request-context';
import type { LineCopy } from '../products/stock.service';
import { cancelLockedOrder } from './cancel-order';
import { statusSteps } from './order-details';
import { isCancellable } from './order-moves';
import { noticeOf, type OrderNotice, sendNotices } from './order-notices';
import { toOrderSummary } from './order-summaries';
import {
  type Actor,
  type CheckoutRow,
  findCheckout,
  findCheckoutOrders,
  findHistory,
  findItems,
  findNoticeTarget,
  findOrderByInvoice,
  insertCheckout,
  insertOrderItems,
  insertOrders,
  insertStatusChanges,
  lockCheckoutRow,
  lockExpiredCheckoutIds,
  lockOrder,
  type PaymentStatus,
  updateCheckout,
  updateLiveCheckoutOrders,
} from './orders.repository';
import type { OrdersSetup } from './orders-setup';

export {
  adminOrder,
  listAdminOrders,
  listAdminRefunds,
  listAdminReturns,
  listShippers,
  patchAdminOrder,
  patchAdminRefund,
  patchAdminReturn,
} from './back-office';
export { statusSteps } from './order-details';
export { type OrdersSetup, ordersSetup } from './orders-setup';
export { claimGatewayRefunds, failRefund, type RefundCtx, type RefundToMake, settleRefund } from './refunds';
export type { CheckoutRow, PaymentStatus };

type Db = Pick<RequestContext, 'db'>;

/** One line as charged. */
export interface PlacedLine {
  productId: number;
  variantId: number;
  qty: number;
  unitPrice: number;
  shippingCost: number;
  image: string;
  copy: LineCopy;
}

/** One seller's package: its lines and `checkoutQuote`'s totals for them. */
export interface PlacedPackage {
  vendorId: number;
  vendorNameEn: string;
  vendorNameBn: string;
  lines: PlacedLine[];
  totals: CartTotals;
}

export interface PlacedAddress {
  division_id: number;
  district_id: number;
  upazila_id: number;
  address_line: string;
}

/** Everything a checkout writes. */
export interface NewCheckout {
  id: string;
  userId: number | null;
  locale: Locale;
  paymentMethodId: PaymentMethodId;
  wallet: CheckoutRow['wallet'];
  paymentStatus: PaymentStatus;
  expiresAt: Date | null;
  couponId: number | null;
  affiliateId: number | null;
  discount: number;
  grandTotal: number;
  /** The shopper's own phone (E.164). */
  phone: string;
  /** Who receives the parcel. */
  recipient: { name: string; phone: string; email: string | null };
  address: PlacedAddress;
  billingAddress: PlacedAddress | null;
  message: string | null;
  packages: PlacedPackage[];
}

/** Writes the checkout, its orders, their lines and first status (inside the caller's transaction). */
export async function createCheckout(ctx: Pick<RequestContext, 'db' | 'now'>, checkout: NewCheckout): Promise<void> {
  const { db, now } = ctx;
  await insertCheckout(db, {
    id: checkout.id,
    userId: checkout.userId,
    phone: checkout.phone,
    isGuest: checkout.userId === null,
    locale: checkout.locale,
    paymentMethodId: checkout.paymentMethodId,
    wallet: checkout.wallet,
    paymentStatus: checkout.paymentStatus,
    grandTotal: checkout.grandTotal,
    couponId: checkout.couponId,
    affiliateId: checkout.affiliateId,
    discount: checkout.discount,
    expiresAt: checkout.expiresAt,
    createdAt: now,
    updatedAt: now,
  });
  const orderIdOf = await insertOrders(
    db,
    checkout.packages.map(({ totals, vendorId, vendorNameEn, vendorNameBn }) => ({
      checkoutId: checkout.id,
      userId: checkout.userId,
      vendorId,
      vendorNameEn,
      vendorNameBn,
      paymentStatus: checkout.paymentStatus,
      paymentMethodId: checkout.paymentMethodId,
      subTotal: totals.subtotal,
      deliveryFee: totals.delivery_fee,
      shippingCost: totals.delivery_fee + totals.shipping,
      discount: totals.discount,
      total: totals.total,
      customerName: checkout.recipient.name,
      customerPhone: checkout.recipient.phone,
      customerEmail: checkout.recipient.email,
      divisionId: checkout.address.division_id,
      districtId: checkout.address.district_id,
      upazilaId: checkout.address.upazila_id,
      addressLine: checkout.address.address_line,
      billingAddress: checkout.billingAddress,
      message: checkout.message,
      createdAt: now,
      updatedAt: now,
    })),
  );
  await insertOrderItems(
    db,
    checkout.packages.flatMap((pack) =>
      pack.lines.map((line) => ({
        orderId: orderIdOf.get(pack.vendorId) ?? 0,
        productId: line.productId,
        variantId: line.variantId,
        nameEn: line.copy.nameEn,
        nameBn: line.copy.nameBn,
        image: line.image,
        color: line.copy.color,
        colorNameEn: line.copy.colorNameEn,
        colorNameBn: line.copy.colorNameBn,
        size: line.copy.size,
        qty: line.qty,
        unitPrice: line.unitPrice,
        shippingCost: line.shippingCost,
        total: line.unitPrice * line.qty,
      })),
    ),
  );
  await insertStatusChanges(db, [...orderIdOf.values()], { status: 'pending', at: now, actor: 'shopper' });
}

/** A checkout's orders with their lines, oldest first, in `locale`. */
export async function checkoutOrders(ctx: Db, checkoutId: string, locale: Locale): Promise<OrderSummary[]> {
  const orders = await findCheckoutOrders(ctx.db, [checkoutId]);
  const items = await findItems(
    ctx.db,
    orders.map((order) => order.id),
  );
  return orders.map((order) => toOrderSummary(order, items, locale));
}

export function getCheckout(ctx: Db, checkoutId: string): Promise<CheckoutRow | undefined> {
  return findCheckout(ctx.db, checkoutId);
}

/** The checkout, locked until the caller's transaction ends. */
export function lockCheckout(ctx: Db, checkoutId: string): Promise<CheckoutRow | undefined> {
  return lockCheckoutRow(ctx.db, checkoutId);
}

/** Who pays a checkout and where it goes, as its first order names them (a gateway's page asks for a customer). */
export async function checkoutCustomer(ctx: Db, checkoutId: string) {
  const [order] = await findCheckoutOrders(ctx.db, [checkoutId]);
  if (!order) return undefined;
  const { customerName: name, customerPhone: phone, customerEmail: email, addressLine, districtId } = order;
  return { name, phone, email, addressLine, districtId };
}

/**
 * Writes `note` in the history of each of the checkout's orders, at the status it has, by `actor` (inside the
 * caller's transaction).
 */
export async function noteCheckoutOrders(
  ctx: Pick<RequestContext, 'db' | 'now'>,
  checkoutId: string,
  note: string,
  actor: Actor,
) {
  for (const order of await findCheckoutOrders(ctx.db, [checkoutId])) {
    await insertStatusChanges(ctx.db, [order.id], { status: order.status, at: ctx.now, actor, note });
  }
}

export interface PaymentChange {
  paymentStatus: PaymentStatus;
  paymentMethodId?: PaymentMethodId;
  wallet?: CheckoutRow['wallet'];
  /** Null once paid or switched to cash on delivery. */
  expiresAt?: Date | null;
}

/**
 * Sets the payment state of the checkout and of each of its orders not cancelled (inside the caller's transaction):
 * a cancelled order keeps its own (refund pending, refunded, or what it was when released).
 */
export async function setCheckoutPayment(
  ctx: Pick<RequestContext, 'db' | 'now'>,
  checkoutId: string,
  change: PaymentChange,
): Promise<void> {
  await updateCheckout(ctx.db, checkoutId, { ...change, updatedAt: ctx.now });
  const { paymentStatus, paymentMethodId } = change;
  await updateLiveCheckoutOrders(ctx.db, checkoutId, {
    paymentStatus,
    ...(paymentMethodId ? { paymentMethodId } : {}),
    updatedAt: ctx.now,
  });
}

/**
 * Ends an unpaid checkout (inside the caller's transaction, its row locked): payment expired, then each order not
 * cancelled yet is cancelled like a shopper's cancel (`note` in its history, by the system), so its stock and the
 * coupon use come back once, whatever was cancelled before. Answers the SMS telling the shopper.
 */
async function releaseCheckout(
  ctx: Pick<RequestContext, 'db' | 'now'>,
  checkoutId: string,
  note: string,
): Promise<OrderNotice[]> {
  await setCheckoutPayment(ctx, checkoutId, { paymentStatus: 'expired', expiresAt: null });
  const checkout = await findCheckout(ctx.db, checkoutId);
  if (!checkout) return [];
  const notices: OrderNotice[] = [];
  for (const { id } of await findCheckoutOrders(ctx.db, [checkoutId])) {
    const order = await lockOrder(ctx.db, id);
    if (!order || !isCancellable(order.status)) continue;
    await cancelLockedOrder(ctx, checkout, order, { actor: 'system', note });
    const target = await findNoticeTarget(ctx.db, order.id);
    if (target) notices.push(noticeOf(target, 'orders.smsPaymentExpired'));
  }
  return notices;
}

/**
 * Releases up to `limit` unpaid online checkouts past their expiry, in one transaction; rows another API instance is
 * releasing (or a payment is confirming) are skipped. Answers the ids released; each shopper is told by SMS once the
 * transaction has committed.
 */
export async function releaseExpiredCheckouts(
  ctx: Pick<RequestContext, 'db' | 'now' | 'log'> & Pick<OrdersSetup, 'sms'>,
  limit: number,
): Promise<string[]> {
  const { ids, notices } = await ctx.db.transaction(async (tx) => {
    const inTx = { ...ctx, db: tx };
    const locked = await lockExpiredCheckoutIds(tx, ctx.now, limit);
    const told: OrderNotice[] = [];
    for (const id of locked) told.push(...(await releaseCheckout(inTx, id, 'payment expired')));
    return { ids: locked, notices: told };
  });
  sendNotices(ctx, ctx, notices);
  return ids;
}

/** GET /guest/order: the order of this invoice number placed with this phone (E.164); anything else 404. */
export async function trackGuestOrder(
  ctx: RequestContext,
  invoice: string,
  phone: string,
): Promise<GuestOrderTracking> {
  const order = await findOrderByInvoice(ctx.db, invoice.trim().toUpperCase(), phone);
  if (!order) throw notFound('orders.notFound');
  const [items, history] = await Promise.all([findItems(ctx.db, [order.id]), findHistory(ctx.db, order.id)]);
  return {
    ...toOrderSummary(order, items, ctx.locale),
    payment_method_id: order.paymentMethodId as PaymentMethodId,
    created_at: order.createdAt.toISOString(),
    history: statusSteps(history),
  };
}
