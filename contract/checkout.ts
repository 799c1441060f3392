/**
 * Checkout and payment shapes (issue 12): the payment methods, the two order placements (signed in and guest), their
 * one answer, and guest tracking. Money is integer taka throughout.
 */
import type { AddressBody, PhoneBody } from './account';
import type { CartItemInput } from './cart';
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

/** Where an order is: placed (`pending`), through to delivered, or ended by a cancel (or payment expiry) or a return. */
export type OrderStatus = 'pending' | 'processing' | 'shipped' | 'delivered' | 'cancelled' | 'returned';

/**
 * Where its payment is: `unpaid` (cash on delivery, due to the rider), `pending` (online, waiting for the gateway's
 * confirmation), `paid`, `failed` or `cancelled` (at the gateway: may be paid again), `expired` (unpaid past
 * PAYMENT_TIMEOUT_MINUTES: stock and coupon released), `refunded`.
 */
export type PaymentStatus = 'unpaid' | 'pending' | 'paid' | 'failed' | 'cancelled' | 'expired' | 'refunded';

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
