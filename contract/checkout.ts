/**
 * Checkout and payment shapes (issue 12): the payment methods, the two order placements (signed in and guest), their
 * one answer, and guest tracking. Money is integer taka throughout.
 */
import type { AddressBody, PhoneBody } from './account';
import { type CartItemInput, type CartLine, type CartTotals, cartTotals, couponDiscount } from './cart';
import { type CartCoupon, type DeliveryZone, NO_COUPON } from './cart-basics';
import type { Ref, Variant } from './catalogue';

/** The spec's method ids: 1 cash on delivery, 2 an external payment page (`payment_options.data`). */
export const PAYMENT_METHOD_IDS = { cod: 1, online: 2 } as const;
export type PaymentMethodCode = keyof typeof PAYMENT_METHOD_IDS;
export type PaymentMethodId = (typeof PAYMENT_METHOD_IDS)[PaymentMethodCode];

/** The mobile wallets method 2 pays with: bKash through bKash itself, Nagad and Rocket through SSLCommerz. */
export const WALLETS = ['bkash', 'nagad', 'rocket'] as const;
export type Wallet = (typeof WALLETS)[number];

/**
 * One entry of GET /payment-methods?total=… (`total`: the checkout's grand total in whole taka; without it the cart
 * counts as 0). Every method is listed; one the cart cannot use says so, with the reason in the request's language.
 */
export interface PaymentMethod {
  id: PaymentMethodId;
  code: PaymentMethodCode;
  /** In the request's language. */
  name: string;
  /** `cod`: pay the rider; `redirect`: the browser goes to the gateway page placing the order answers. */
  type: 'cod' | 'redirect';
  /** The wallets a shopper picks from (method 2 only); the order sends the chosen one as `wallet`. */
  wallets?: Wallet[];
  /** False when this cart's total is above `max_total` (cash on delivery above COD_MAX_TOTAL). */
  available: boolean;
  /** Why the method is unavailable, in the request's language; null when available. */
  unavailable_reason: string | null;
  /** The largest grand total (taka) the method accepts; null for no limit. */
  max_total: number | null;
}

/** POST /order/store body (signed in, phone verified). Items come from the server cart, or `buy_now` alone. */
export interface OrderStoreBody {
  payment_method_id: PaymentMethodId;
  /** Needed with method 2: which wallet's page to open. */
  wallet?: Wallet;
  /** One of the shopper's addresses; its district sets the delivery fee. */
  shipping_address_id: number;
  /** Defaults to the shipping address. */
  billing_address_id?: number;
  coupon_code?: string;
  /** To the sellers. */
  message?: string;
  /** The buy-now item, ordered alone; the server cart is then left as it is. */
  buy_now?: CartItemInput;
}

/** Who a guest is: the phone is the one `POST /guest/otp` sent the code to. */
export interface GuestCustomer {
  name: string;
  phone: string;
  email?: string;
}

/** Where a guest's order goes: the places of an address (GET /division/{id}, /district/{id}) and the street. */
export type GuestAddress = Pick<AddressBody, 'division_id' | 'district_id' | 'upazila_id' | 'address_line'>;

/** POST /guest/order/store body: the local cart's lines, the customer, the address and the code sent to the phone. */
export interface GuestOrderStoreBody {
  guest: true;
  payment_method_id: PaymentMethodId;
  /** Needed with method 2: which wallet's page to open. */
  wallet?: Wallet;
  cart_items: CartItemInput[];
  customer: GuestCustomer;
  address: GuestAddress;
  /** The 6-digit code of POST /guest/otp (ASCII or Bengali digits). */
  otp: string;
  coupon_code?: string;
  /** To the sellers. */
  message?: string;
}

/** POST /guest/otp body: the phone a guest's order code goes to (the account OTP's rules and limits). */
export type GuestOtpBody = PhoneBody;

/**
 * Where an order (one seller's package) is: `pending` (placed) → `confirmed` (by the seller) → `processing` (being
 * packed) → `picked_up` (by the rider) → `on_the_way` → `delivered`; or `cancelled` from the first three (by the
 * shopper, the back office, or an unpaid online payment's expiry). Returns have their own status (`ReturnStatus`).
 */
export const ORDER_STATUSES = [
  'pending',
  'confirmed',
  'processing',
  'picked_up',
  'on_the_way',
  'delivered',
  'cancelled',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/**
 * Where its payment is: `unpaid` (cash on delivery, due to the rider; paid on delivery), `pending` (online, waiting
 * for the gateway's confirmation), `paid`, `failed` or `cancelled` (at the gateway: may be paid again), `expired`
 * (unpaid past PAYMENT_TIMEOUT_MINUTES: stock and coupon released), `refund_pending` (a refund is recorded and not yet
 * made), `refunded` (every refund recorded for it is made; `OrderDetail.refunds` says how much).
 */
export const PAYMENT_STATUSES = [
  'unpaid',
  'pending',
  'paid',
  'failed',
  'cancelled',
  'expired',
  'refund_pending',
  'refunded',
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** Where an order placement sends the browser: nowhere for cash on delivery, else the gateway page's URL in `data`. */
export type PaymentOptions = null | { type: 'redirect'; data: string };

/** One line of an order, as charged (copied at placement, never re-priced). */
export interface OrderItem {
  id: number;
  product_id: number;
  variant_id: number;
  /** In the request's language. */
  name: string;
  image: string;
  /** The variant's options and localized colour, as in `Variant`. */
  options: Variant['options'];
  color_name: string | null;
  qty: number;
  /** Sale price per unit, as charged. */
  unit_price: number;
  /** The product's shipping charge per unit, as charged. */
  shipping_cost: number;
  /** unit_price × qty. */
  total: number;
}

/** One seller's package of a checkout: its lines and its own breakdown. */
export interface OrderSummary {
  id: number;
  invoice_number: string;
  vendor: Pick<Ref, 'id' | 'name'>;
  items: OrderItem[];
  /** Σ unit_price × qty. */
  sub_total: number;
  /** This package's delivery fee (by the address's district) plus its lines' shipping. */
  shipping_cost: number;
  /** This package's share of the coupon. */
  discount: number;
  /** sub_total + shipping_cost − discount. */
  total: number;
  status: OrderStatus;
  payment_status: PaymentStatus;
}

/**
 * POST /order/store and POST /guest/order/store `data`: one order per seller and one payment for them all. The same
 * `Idempotency-Key` again answers this same answer.
 */
export interface CheckoutAnswer {
  /** The checkout's reference: the payment's, and /shop/payment-response's. */
  checkout_id: string;
  orders: OrderSummary[];
  /** Σ orders' totals: what the shopper pays. */
  grand_total: number;
  payment_method_id: PaymentMethodId;
  payment_status: PaymentStatus;
  payment_options: PaymentOptions;
}

/** One step of an order's status history. */
export interface OrderStatusChange {
  status: OrderStatus;
  /** ISO 8601. */
  at: string;
}

/** GET /guest/order?invoice=…&phone=… `data` (both must match one order, else 404): the order and its history. */
export interface GuestOrderTracking extends OrderSummary {
  payment_method_id: PaymentMethodId;
  /** ISO 8601. */
  created_at: string;
  /** Oldest first. */
  history: OrderStatusChange[];
}

/** The one district whose addresses are delivered `inside_dhaka`; every other district is `outside_dhaka`. */
export const DHAKA_DISTRICT_ID = 47;

/** The delivery zone (and so the fee) of an address in this district. */
export function deliveryZoneOf(districtId: number): DeliveryZone {
  return districtId === DHAKA_DISTRICT_ID ? 'inside_dhaka' : 'outside_dhaka';
}

/** One seller's package as the checkout quotes it: its lines and the cart's totals for them. */
export interface CheckoutPackage<L extends PackageLine = PackageLine> {
  vendor: Pick<Ref, 'id' | 'name'>;
  lines: L[];
  /** `cartTotals` of these lines with the zone's fee, and this package's share of the coupon as `discount`. */
  totals: CartTotals;
}

type PackageLine = Pick<CartLine, 'qty' | 'sale_price' | 'shipping_cost' | 'seller'>;

/** A checkout as the server charges it and the checkout page quotes it: one package per seller, one grand total. */
export interface CheckoutQuote<L extends PackageLine = PackageLine> {
  packages: CheckoutPackage<L>[];
  /** The coupon's taka over the whole checkout (checked against the whole subtotal), split over the packages. */
  discount: number;
  /** Σ packages' totals: what the shopper pays. */
  grand_total: number;
}

/**
 * Splits `discount` over `weights` in proportion, in whole taka, the remainders going to the largest weights first
 * (ties: the earlier one); the parts add up to `discount` exactly.
 */
export function splitDiscount(discount: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((total, weight) => total + weight, 0);
  if (discount <= 0 || sum <= 0) return weights.map(() => 0);
  const parts = weights.map((weight) => Math.floor((discount * weight) / sum));
  let left = discount - parts.reduce((total, part) => total + part, 0);
  const order = weights
    .map((weight, index) => ({ weight, index }))
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  for (const { index } of order) {
    if (left === 0) break;
    parts[index] = (parts[index] ?? 0) + 1;
    left -= 1;
  }
  return parts;
}

/**
 * The checkout's packages, one per seller in the order sellers first appear, each with the zone's delivery fee; the
 * coupon is checked against the whole subtotal (`couponDiscount`) and its taka split over the packages by subtotal.
 * Every package total is `cartTotals`' own, so the cart, the checkout page and the orders agree.
 */
export function checkoutQuote<L extends PackageLine>(
  lines: readonly L[],
  coupon: CartCoupon,
  zone: DeliveryZone,
): CheckoutQuote<L> {
  const bySeller = new Map<number, L[]>();
  const vendors = new Map<number, Pick<Ref, 'id' | 'name'>>();
  for (const line of lines) {
    bySeller.set(line.seller.id, [...(bySeller.get(line.seller.id) ?? []), line]);
    vendors.set(line.seller.id, { id: line.seller.id, name: line.seller.name });
  }
  const groups = [...bySeller.entries()].map(([sellerId, sellerLines]) => ({
    vendor: vendors.get(sellerId) as Pick<Ref, 'id' | 'name'>,
    lines: sellerLines,
    base: cartTotals(sellerLines, NO_COUPON, zone),
  }));
  const discount = couponDiscount(coupon, cartTotals(lines).subtotal);
  const shares = splitDiscount(
    discount,
    groups.map((group) => group.base.subtotal),
  );
  const packages = groups.map((group, index) => {
    const share = shares[index] ?? 0;
    return {
      vendor: group.vendor,
      lines: group.lines,
      totals: { ...group.base, discount: share, total: group.base.total - share },
    };
  });
  return { packages, discount, grand_total: packages.reduce((total, pack) => total + pack.totals.total, 0) };
}

/**
 * GET /payments/{checkout_id} `data`: where a checkout's payment is, for /shop/payment-response. The checkout id is
 * an unguessable capability (the placing answer's); the answer holds no personal data.
 */
export interface PaymentState {
  checkout_id: string;
  payment_method_id: PaymentMethodId;
  wallet: Wallet | null;
  payment_status: PaymentStatus;
  grand_total: number;
  invoice_numbers: string[];
  /** The page that starts a (new) payment at the gateway, while the checkout can still be paid; else null. */
  pay_url: string | null;
  /** Whether POST /payments/{checkout_id}/cod may turn this unpaid online checkout into cash on delivery. */
  can_switch_to_cod: boolean;
  /** When an unpaid online checkout expires (ISO 8601); null once paid, or for cash on delivery. */
  expires_at: string | null;
  /** Whether it was placed by a guest (the page then links to /track-order, else to the orders). */
  guest: boolean;
}

/** GET /order `data` entries (signed in, newest first): the shopper's orders as placed. */
export interface OrderListEntry extends OrderSummary {
  checkout_id: string;
  payment_method_id: PaymentMethodId;
  /** ISO 8601. */
  created_at: string;
  /** ISO 8601, once delivered. */
  delivered_at: string | null;
}
