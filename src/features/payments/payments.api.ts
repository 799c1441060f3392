import type { PaymentMethod, PaymentState } from '#contract';
import { apiGet, apiPost } from '@/lib/api/api-client';

/** The payment methods and whether this checkout's grand total (whole taka) may use each; guests too. */
export const fetchPaymentMethods = (total: number, signal?: AbortSignal) =>
  apiGet<PaymentMethod[]>('/payment-methods', { total }, signal);

/** Where a checkout's payment is (the checkout id is the capability: no sign-in needed). */
export const fetchPaymentState = (checkoutId: string, signal?: AbortSignal) =>
  apiGet<PaymentState>(`/payments/${encodeURIComponent(checkoutId)}`, undefined, signal);

/** Turns an unpaid online checkout into cash on delivery; a refusal (paid, expired, above the limit) is a 422. */
export const switchToCashOnDelivery = (checkoutId: string) =>
  apiPost<PaymentState>(`/payments/${encodeURIComponent(checkoutId)}/cod`);
