import type {
  Locale,
  OrderStoreBody,
  PaymentMethod,
  PaymentMethodId,
  PaymentState,
  PaymentStatus,
  Wallet,
} from '#contract';
import { PAYMENT_METHOD_IDS, WALLETS } from '#contract/checkout';
import { localePath } from '@/lib/paths';

/** The four ways the checkout offers to pay: cash on delivery, or one wallet of the online method (id 2). */
export type PaymentChoice = 'cod' | Wallet;
export const PAYMENT_CHOICES: readonly PaymentChoice[] = ['cod', ...WALLETS];

/** The placing body's payment fields for a choice. */
export function paymentFields(choice: PaymentChoice): Pick<OrderStoreBody, 'payment_method_id' | 'wallet'> {
  return choice === 'cod'
    ? { payment_method_id: PAYMENT_METHOD_IDS.cod }
    : { payment_method_id: PAYMENT_METHOD_IDS.online, wallet: choice };
}

export interface ChoiceAvailability {
  available: boolean;
  /** The server's reason, in the page's language; null when available or when it gave none. */
  reason: string | null;
}

/**
 * Whether this cart may pay by `choice`, as GET /payment-methods says (cash on delivery turns off above its limit).
 * While the list is unknown every choice counts as available: the order's own answer is the last word.
 */
export function choiceAvailability(
  choice: PaymentChoice,
  methods: readonly PaymentMethod[] | null,
): ChoiceAvailability {
  const method = methods?.find((candidate) => candidate.code === (choice === 'cod' ? 'cod' : 'online'));
  if (!method) return { available: true, reason: null };
  if (choice !== 'cod' && method.wallets && !method.wallets.includes(choice)) return { available: false, reason: null };
  return { available: method.available, reason: method.available ? null : method.unavailable_reason };
}

/** The choice kept when the methods change: the same one while it is still available, else none. */
export function keptChoice(choice: PaymentChoice | null, methods: readonly PaymentMethod[] | null) {
  return choice && choiceAvailability(choice, methods).available ? choice : null;
}

/** What the payment-response page says: the payment's status, with an unpaid cash-on-delivery order as `cod`. */
export type PaymentView = Exclude<PaymentStatus, 'unpaid'> | 'cod';

export function paymentView(state: Pick<PaymentState, 'payment_status'>): PaymentView {
  return state.payment_status === 'unpaid' ? 'cod' : state.payment_status;
}

const OPEN: ReadonlySet<PaymentStatus> = new Set(['pending', 'failed', 'cancelled']);

/** An online payment that is not done: the shopper may pay (again) or turn to cash on delivery. */
export function isOpenOnlinePayment(methodId: PaymentMethodId, status: PaymentStatus): boolean {
  return methodId === PAYMENT_METHOD_IDS.online && OPEN.has(status);
}

export interface PaymentActions {
  /** Where "pay again" goes (our API's page that opens the gateway), or null when it cannot be paid now. */
  payUrl: string | null;
  /** Whether "switch to cash on delivery" is offered. */
  switchToCod: boolean;
}

/** What a shopper may still do about a checkout's payment: only an unpaid online one offers anything. */
export function paymentActions(state: PaymentState): PaymentActions {
  const open = isOpenOnlinePayment(state.payment_method_id, state.payment_status);
  return { payUrl: open ? state.pay_url : null, switchToCod: open && state.can_switch_to_cod };
}

/** Where a shopper follows the order: a guest to /track-order with the first invoice, a signed-in one to the dashboard. */
export function followUpPath(state: Pick<PaymentState, 'guest' | 'invoice_numbers'>, locale: Locale): string {
  const invoice = state.invoice_numbers[0];
  if (!state.guest) return localePath(locale, '/user/dashboard');
  return localePath(locale, invoice ? `/track-order?invoice=${encodeURIComponent(invoice)}` : '/track-order');
}

/** The checkout_id of the page's query when it looks like one (letters, digits, - and _), else null. */
export function checkoutIdFrom(search: string): string | null {
  const id = new URLSearchParams(search).get('checkout_id')?.trim() ?? '';
  return /^[A-Za-z0-9_-]{1,100}$/.test(id) ? id : null;
}

/** How often and how long the page asks again while a gateway's confirmation is on its way (IPN). */
export const PENDING_POLL = { everyMs: 3000, times: 10 } as const;

export function shouldPoll(state: Pick<PaymentState, 'payment_status'>, polled: number): boolean {
  return state.payment_status === 'pending' && polled < PENDING_POLL.times;
}

/** Where a checkout's payment page is: pay an open online order from there. */
export function paymentPagePath(checkoutId: string, locale: Locale): string {
  return localePath(locale, `/shop/payment-response?checkout_id=${encodeURIComponent(checkoutId)}`);
}
