/**
 * Placing an order (POST /order/store, POST /guest/order/store): in one transaction the Idempotency-Key is claimed,
 * the lines re-priced from the catalogue, the coupon redeemed with its row locked, the stock taken with conditional
 * updates in variant id order, the checkout and its orders (one per seller) written and the cart emptied. Any failure
 * rolls all of it back and answers one translated error naming the field or line.
 */
import { randomBytes } from 'node:crypto';
import {
  type Address,
  type CartCoupon,
  type CheckoutAnswer,
  checkoutQuote,
  couponFromAnswer,
  deliveryZoneOf,
  formatPrice,
  NO_COUPON,
  PAYMENT_METHOD_IDS,
  type PaymentMethodId,
  type Wallet,
} from '#contract';
import type { Database } from '../../db/database';
import { AppError, fieldFailure, validationFailed } from '../../plugins/http-errors';
import type { RequestContext } from '../../plugins/request-context';
import { getUserAddress, placeErrors } from '../addresses/addresses.service';
import { recordCommissions } from '../affiliates/affiliates.service';
import { lockUser } from '../auth/users.service';
import { emptyCart, readCartItems } from '../cart/cart.service';
import { redeemCoupon } from '../coupons/coupons.service';
import { checkoutOrders, createCheckout, type PlacedAddress, type PlacedPackage } from '../orders/orders.service';
import { checkGuestOrderCode, useGuestOrderCode } from '../otp/guest-order-code.service';
import { isCodAvailable, payUrl } from '../payments/payments.service';
import { loadSellableProducts } from '../products/sellable.service';
import { lineCopies, takeStock } from '../products/stock.service';
import type { GuestOrderStoreInput, OrderStoreInput } from './checkout.schemas';
import type { CheckoutSetup } from './checkout-setup';
import { type IdempotentRequest, once, type StoredAnswer, storedAnswer } from './idempotency';
import { type PricedLine, priceWantedItems, stockMessage, type WantedItem } from './placement-lines';

/** What both placements share once the shopper and the address are known. */
interface Placement {
  userId: number | null;
  /** The shopper's own phone (E.164): the one SMS go to and a guest tracks orders with. */
  phone: string;
  /** Who receives the parcel. */
  recipient: { name: string; phone: string; email: string | null };
  address: PlacedAddress;
  billingAddress: PlacedAddress | null;
  payment_method_id: PaymentMethodId;
  wallet?: Wallet;
  coupon_code?: string;
  message?: string;
}

const newCheckoutId = () => `ck_${randomBytes(16).toString('base64url')}`;

/** 422 unless the method and wallet go together: a wallet with online payment, none with cash on delivery. */
function checkPaymentChoice({ payment_method_id, wallet }: Pick<Placement, 'payment_method_id' | 'wallet'>) {
  if (payment_method_id === PAYMENT_METHOD_IDS.online && !wallet)
    throw fieldFailure('wallet', 'checkout.walletRequired');
  if (payment_method_id === PAYMENT_METHOD_IDS.cod && wallet) throw fieldFailure('wallet', 'checkout.walletOnlyOnline');
}

/** The coupon as redeemed by this checkout; a refusal is 422 COUPON_INVALID on `coupon_code` (the cart drops it). */
async function redeem(ctx: RequestContext, placement: Placement, checkoutId: string, subtotal: number) {
  if (!placement.coupon_code) return NO_COUPON;
  const { userId, phone } = placement;
  try {
    const answer = await redeemCoupon(
      ctx,
      { code: placement.coupon_code, total: subtotal, userId, phone },
      { checkoutId, userId, phone },
    );
    return couponFromAnswer(answer);
  } catch (error) {
    if (!(error instanceof AppError && error.code === 'COUPON_INVALID')) throw error;
    throw fieldFailure('coupon_code', error.messageKey, error.params, 'COUPON_INVALID');
  }
}

/** Takes the stock of every line, or 422 OUT_OF_STOCK naming the first line a parallel checkout emptied. */
async function take(ctx: RequestContext, lines: PricedLine[]) {
  const shortage = await takeStock(
    ctx,
    lines.map((line) => ({ variantId: line.variant_id, qty: line.qty })),
  );
  if (!shortage) return;
  const line = lines.find((candidate) => candidate.variant_id === shortage.variantId) as PricedLine;
  const message = stockMessage(line.name, shortage.left);
  throw new AppError(422, message.key, message.params, { [`${line.field}.qty`]: [message] }, { code: 'OUT_OF_STOCK' });
}

async function toPackages(ctx: RequestContext, lines: PricedLine[], coupon: CartCoupon, districtId: number) {
  const quote = checkoutQuote(lines, coupon, deliveryZoneOf(districtId));
  const copies = await lineCopies(
    ctx,
    lines.map((line) => line.variant_id),
  );
  const copyOf = (variantId: number) => {
    const copy = copies.get(variantId);
    if (!copy) throw new Error(`variant ${variantId} vanished inside the checkout's transaction`);
    return copy;
  };
  const packages: PlacedPackage[] = quote.packages.map((pack) => {
    const first = copyOf(pack.lines[0]?.variant_id ?? 0);
    return {
      vendorId: pack.vendor.id,
      vendorNameEn: first.vendorNameEn,
      vendorNameBn: first.vendorNameBn,
      totals: pack.totals,
      lines: pack.lines.map((line) => ({
        productId: line.id,
        variantId: line.variant_id,
        qty: line.qty,
        unitPrice: line.sale_price,
        shippingCost: line.shipping_cost,
        image: line.image,
        copy: copyOf(line.variant_id),
      })),
    };
  });
  return { quote, packages };
}

/** The work inside the transaction: everything is read again and written here, or nothing is. */
async function place(
  ctx: RequestContext,
  setup: CheckoutSetup,
  placement: Placement,
  wanted: WantedItem[],
): Promise<StoredAnswer> {
  if (wanted.length === 0) throw new AppError(422, 'checkout.emptyCart');
  const products = await loadSellableProducts(
    ctx,
    wanted.map((item) => item.product_id),
  );
  const { lines, errors } = priceWantedItems(products, wanted);
  if (Object.keys(errors).length > 0) {
    const stockOnly = Object.keys(errors).every((field) => field.endsWith('.qty'));
    const first = Object.values(errors)[0]?.[0];
    if (stockOnly && first) throw new AppError(422, first.key, first.params, errors, { code: 'OUT_OF_STOCK' });
    throw validationFailed(errors);
  }
  const checkoutId = newCheckoutId();
  const subtotal = lines.reduce((sum, line) => sum + line.sum, 0);
  const coupon = await redeem(ctx, placement, checkoutId, subtotal);
  const { quote, packages } = await toPackages(ctx, lines, coupon, placement.address.district_id);
  const online = placement.payment_method_id === PAYMENT_METHOD_IDS.online;
  if (!online && !isCodAvailable(quote.grand_total, setup.codMaxTotal)) {
    throw fieldFailure('payment_method_id', 'payments.codAboveLimit', {
      amount: formatPrice(setup.codMaxTotal, ctx.locale),
    });
  }
  const paymentStatus = online ? 'pending' : 'unpaid';
  await createCheckout(ctx, {
    id: checkoutId,
    userId: placement.userId,
    locale: ctx.locale,
    paymentMethodId: placement.payment_method_id,
    wallet: placement.wallet ?? null,
    paymentStatus,
    expiresAt: online ? new Date(ctx.now.getTime() + setup.paymentTimeoutMinutes * 60_000) : null,
    couponId: coupon.id || null,
    affiliateId: coupon.affiliate_id || null,
    discount: quote.discount,
    grandTotal: quote.grand_total,
    phone: placement.phone,
    recipient: placement.recipient,
    address: placement.address,
    billingAddress: placement.billingAddress,
    message: placement.message || null,
    packages,
  });
  if (coupon.affiliate_id) {
    const referred = { checkoutId, affiliateId: coupon.affiliate_id, userId: placement.userId, phone: placement.phone };
    await recordCommissions(ctx, referred);
  }
  const answer: CheckoutAnswer = {
    checkout_id: checkoutId,
    orders: await checkoutOrders(ctx, checkoutId, ctx.locale),
    grand_total: quote.grand_total,
    payment_method_id: placement.payment_method_id,
    payment_status: paymentStatus,
    payment_options: online ? { type: 'redirect', data: payUrl(setup.publicUrl, checkoutId) } : null,
  };
  // Last: a product many shoppers buy at once has its stock row locked from here to the commit, so as briefly as can be.
  await take(ctx, lines);
  return { statusCode: 201, answer };
}

/** Runs `work` in one transaction (its `ctx.db`) under the Idempotency-Key. */
function placeOnce(
  ctx: RequestContext,
  idempotent: IdempotentRequest,
  work: (tx: RequestContext) => Promise<StoredAnswer>,
): Promise<StoredAnswer> {
  return ctx.db.transaction((tx: Database) => once(tx, idempotent, ctx.now, () => work({ ...ctx, db: tx })));
}

/** One of the user's addresses as an order keeps it; someone else's or an unknown one is 422 on `field`. */
async function ownAddress(ctx: RequestContext, userId: number, id: number, field: string) {
  try {
    return await getUserAddress(ctx, userId, id);
  } catch (error) {
    if (error instanceof AppError && error.statusCode === 404) throw fieldFailure(field, 'checkout.addressNotFound');
    throw error;
  }
}

const placed = (address: Address): PlacedAddress => ({
  division_id: address.division.id,
  district_id: address.district.id,
  upazila_id: address.upazila.id,
  address_line: address.address_line,
});

export interface UserOrder {
  user: { id: number; phone: string; email: string | null };
  body: OrderStoreInput;
  idempotencyKey: string | undefined;
}

/** POST /order/store: the signed-in shopper's cart (or the buy-now item alone) to one of their addresses. */
export function placeUserOrder(ctx: RequestContext, setup: CheckoutSetup, order: UserOrder): Promise<StoredAnswer> {
  const { user, body } = order;
  checkPaymentChoice(body);
  const idempotent = { scope: `user:${user.id}`, key: order.idempotencyKey, request: ['order/store', body] };
  return placeOnce(ctx, idempotent, async (tx) => {
    // One shopper's checkouts run one after another: the cart read here is the cart emptied below.
    await lockUser(tx.db, user.id);
    const shipping = await ownAddress(tx, user.id, body.shipping_address_id, 'shipping_address_id');
    const billingId = body.billing_address_id;
    const billing =
      billingId && billingId !== shipping.id ? await ownAddress(tx, user.id, billingId, 'billing_address_id') : null;
    const wanted: WantedItem[] = body.buy_now
      ? [{ ...body.buy_now, field: 'buy_now' }]
      : (await readCartItems(tx, user.id)).map((item, index) => ({ ...item, field: `cart_items.${index}` }));
    const placement: Placement = {
      ...body,
      userId: user.id,
      phone: user.phone,
      recipient: { name: shipping.name, phone: shipping.phone, email: user.email },
      address: placed(shipping),
      billingAddress: billing && placed(billing),
    };
    if (!body.buy_now) await emptyCart(tx, user.id);
    return place(tx, setup, placement, wanted);
  });
}

/** 422 with `address.*` fields unless the guest's district is in the division and the upazila in the district. */
function checkGuestAddress(address: PlacedAddress): void {
  const errors = placeErrors(address);
  if (Object.keys(errors).length === 0) return;
  const prefixed = Object.entries(errors).map(([field, messages]) => [`address.${field}`, messages]);
  throw validationFailed(Object.fromEntries(prefixed));
}

/**
 * POST /guest/order/store: the guest's local cart to the address given, once the code sent to the phone is proved.
 * A retry with the Idempotency-Key of a placed order answers that order before the (now used) code is looked at.
 */
export async function placeGuestOrder(
  ctx: RequestContext,
  setup: CheckoutSetup,
  body: GuestOrderStoreInput,
  idempotencyKey: string | undefined,
): Promise<StoredAnswer> {
  checkPaymentChoice(body);
  checkGuestAddress(body.address);
  const phone = body.customer.phone;
  const idempotent = { scope: `guest:${phone}`, key: idempotencyKey, request: ['guest/order/store', body] };
  const replay = await storedAnswer(ctx.db, idempotent);
  if (replay) return replay;
  await checkGuestOrderCode(ctx, setup.otp, phone, body.otp);
  return placeOnce(ctx, idempotent, async (tx) => {
    await useGuestOrderCode(tx.db, tx, setup.otp, phone, body.otp);
    const placement: Placement = {
      ...body,
      userId: null,
      phone,
      recipient: { name: body.customer.name, phone, email: body.customer.email ?? null },
      address: body.address,
      billingAddress: null,
    };
    const wanted = body.cart_items.map((item, index) => ({ ...item, field: `cart_items.${index}` }));
    return place(tx, setup, placement, wanted);
  });
}
