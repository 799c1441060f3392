import type {
  Address,
  CartCoupon,
  CartItemInput,
  CartLine,
  CartTotals,
  CheckoutAnswer,
  CheckoutQuote,
  GuestOrderStoreBody,
  OrderStoreBody,
} from '#contract';
import { type AddressDraft, validateDraft } from '@/features/addresses/addresses';
import { bangladeshiMobile, looksLikeEmail, typedCode } from '@/features/auth/auth';
import type { CartArea } from '@/features/cart/cart-area';
import { type PaymentChoice, paymentFields } from '@/features/payments/payments';

/** The delivery address preselected: the default delivery one, else the newest. */
export function defaultShipping(addresses: readonly Address[]): Address | null {
  const newest = [...addresses].sort((a, b) => b.created_at.localeCompare(a.created_at));
  return newest.find((address) => address.is_default_delivery) ?? newest[0] ?? null;
}

/** The billing address offered once billing differs: the default billing one unless it is the shipping one. */
export function defaultBilling(addresses: readonly Address[], shippingId: number | null): Address | null {
  const others = addresses.filter((address) => address.id !== shippingId);
  return others.find((address) => address.is_default_billing) ?? others[0] ?? null;
}

/** The checkout's figures over all its packages, shaped as the cart's totals (the cart's summary shows them). */
export function grandTotals(quote: CheckoutQuote): CartTotals {
  const sum = (key: keyof CartTotals) => quote.packages.reduce((total, pack) => total + pack.totals[key], 0);
  return {
    item_count: sum('item_count'),
    subtotal: sum('subtotal'),
    shipping: sum('shipping'),
    delivery_fee: sum('delivery_fee'),
    discount: quote.discount,
    total: quote.grand_total,
  };
}

/** What the shopper was shown: each line's qty and prices, and the coupon; a change means the quote moved. */
export function shownFingerprint(lines: readonly CartLine[], coupon: CartCoupon): string {
  const shown = lines.map((line) => [line.variant_id, line.qty, line.sale_price, line.shipping_cost]);
  return JSON.stringify([shown, coupon.id, coupon.affiliate_id, coupon.amount, coupon.commission]);
}

/**
 * One checkout attempt: its Idempotency-Key and what it asked for. The key is kept while the request stays the same
 * (a second click, a retry after a lost answer), and a new attempt starts when the form or the cart changed.
 */
export interface Attempt {
  key: string;
  fingerprint: string;
}

export function attemptFor(current: Attempt | null, fingerprint: string, newKey: () => string): Attempt {
  return current?.fingerprint === fingerprint ? current : { key: newKey(), fingerprint };
}

/** How a placement ended: placed, refused by the server (nothing written), or unknown (no answer, or a 5xx). */
export type PlacementOutcome = 'placed' | 'refused' | 'unknown';

export function outcomeOf(status: number): PlacementOutcome {
  return status >= 400 && status < 500 ? 'refused' : 'unknown';
}

/** The attempt kept after an outcome: only an unknown one may have ordered, so only then is the key sent again. */
export function attemptAfter(attempt: Attempt | null, outcome: PlacementOutcome): Attempt | null {
  return outcome === 'unknown' ? attempt : null;
}

/** A fresh random key (128 bits, hex); `crypto.randomUUID` is missing outside secure contexts. */
export function newIdempotencyKey(random: Pick<Crypto, 'getRandomValues'> = crypto): string {
  const bytes = random.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The checkout's own fields an error can stand beside. */
export type CheckoutField =
  | keyof AddressDraft
  | 'email'
  | 'otp'
  | 'coupon'
  | 'message'
  | 'payment'
  | 'shipping'
  | 'billing';

const FIELD_OF: Record<string, CheckoutField> = {
  'customer.name': 'name',
  'customer.phone': 'phone',
  'customer.email': 'email',
  'address.division_id': 'division_id',
  'address.district_id': 'district_id',
  'address.upazila_id': 'upazila_id',
  'address.address_line': 'address_line',
  otp: 'otp',
  coupon_code: 'coupon',
  message: 'message',
  payment_method_id: 'payment',
  wallet: 'payment',
  shipping_address_id: 'shipping',
  billing_address_id: 'billing',
};

export interface PlacementErrors {
  /** Field → the server's (translated) message. */
  fields: Partial<Record<CheckoutField, string>>;
  /** Variant id → the message naming that line (out of stock, inactive). */
  lines: Record<number, string>;
  /** Messages with no place on the page: shown as a toast. */
  rest: string[];
}

/**
 * A 422's field map laid on the page: body fields beside their inputs, `cart_items.N.…` (the N-th line sent) and
 * `buy_now.…` beside their line, anything else left for a toast.
 */
export function placementErrors(
  errors: Record<string, string[]>,
  lines: readonly Pick<CartItemInput, 'variant_id'>[],
): PlacementErrors {
  const placed: PlacementErrors = { fields: {}, lines: {}, rest: [] };
  for (const [path, messages] of Object.entries(errors)) {
    const message = messages[0];
    if (!message) continue;
    const field = FIELD_OF[path];
    const index = /^cart_items\.(\d+)(?:\.|$)/.exec(path)?.[1];
    const line = path.startsWith('buy_now') ? lines[0] : index === undefined ? undefined : lines[Number(index)];
    if (field) placed.fields[field] ??= message;
    else if (line) placed.lines[line.variant_id] ??= message;
    else placed.rest.push(message);
  }
  return placed;
}

/** A guest's details: the address form's draft (its name and phone are the customer's), the email and the code. */
export interface GuestDraft {
  address: AddressDraft;
  email: string;
  otp: string;
}

/** Keys of `checkout.errors`. */
export type GuestProblem = 'required' | 'phone' | 'tooLong' | 'email' | 'otp' | 'codeFirst';

const EMAIL_MAX = 191;

/**
 * The guest form's problems: the address form's own rules, an optional valid email, and the 6-digit code sent to
 * this very phone (`codeSentTo`, national form; a changed number needs a new code).
 */
export function validateGuest(
  draft: GuestDraft,
  codeSentTo: string | null,
): Partial<Record<CheckoutField, GuestProblem>> {
  const problems: Partial<Record<CheckoutField, GuestProblem>> = validateDraft(draft.address);
  const email = draft.email.trim();
  if (email && (email.length > EMAIL_MAX || !looksLikeEmail(email))) problems.email = 'email';
  const phone = bangladeshiMobile(draft.address.phone);
  if (!phone) return problems;
  if (codeSentTo !== phone) problems.otp = 'codeFirst';
  else if (!draft.otp.trim()) problems.otp = 'required';
  else if (!typedCode(draft.otp)) problems.otp = 'otp';
  return problems;
}

/** What every placement carries besides who and where. */
export interface PlacementBasics {
  choice: PaymentChoice;
  couponCode?: string;
  message: string;
}

/** The longest message to the sellers the page sends. */
export const MESSAGE_MAX = 500;

function common({ choice, couponCode, message }: PlacementBasics) {
  const text = message.trim();
  return {
    ...paymentFields(choice),
    ...(couponCode ? { coupon_code: couponCode } : {}),
    ...(text ? { message: text.slice(0, MESSAGE_MAX) } : {}),
  };
}

/** POST /order/store: the server cart, or the buy-now line alone; billing only when it differs. */
export function orderBody(
  basics: PlacementBasics,
  shippingId: number,
  billingId: number | null,
  buyNow: CartItemInput | null,
): OrderStoreBody {
  return {
    ...common(basics),
    shipping_address_id: shippingId,
    ...(billingId !== null && billingId !== shippingId ? { billing_address_id: billingId } : {}),
    ...(buyNow ? { buy_now: buyNow } : {}),
  };
}

/** POST /guest/order/store, from a draft that passed validateGuest. */
export function guestOrderBody(
  basics: PlacementBasics,
  items: CartItemInput[],
  draft: GuestDraft,
): GuestOrderStoreBody {
  const { address } = draft;
  const phone = bangladeshiMobile(address.phone);
  const otp = typedCode(draft.otp);
  const { division_id, district_id, upazila_id } = address;
  if (!phone || !otp || division_id === null || district_id === null || upazila_id === null) {
    throw new Error('Incomplete guest draft');
  }
  const email = draft.email.trim();
  return {
    guest: true,
    ...common(basics),
    cart_items: items,
    customer: { name: address.name.trim(), phone, ...(email ? { email } : {}) },
    address: { division_id, district_id, upazila_id, address_line: address.address_line.trim() },
    otp,
  };
}

/** Where the browser goes once the order is placed. */
export type AfterOrder = { kind: 'pay'; url: string } | { kind: 'dashboard' } | { kind: 'confirmation' };

/** The gateway's page for an online payment; else a signed-in shopper's dashboard, or a guest's confirmation. */
export function afterOrder(answer: Pick<CheckoutAnswer, 'payment_options'>, area: CartArea): AfterOrder {
  if (answer.payment_options?.type === 'redirect') return { kind: 'pay', url: answer.payment_options.data };
  return area === 'shop' ? { kind: 'dashboard' } : { kind: 'confirmation' };
}
