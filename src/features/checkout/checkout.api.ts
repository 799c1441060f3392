import type { CheckoutAnswer, GuestOrderStoreBody, OrderStoreBody } from '#contract';
import { apiPost } from '@/lib/api/api-client';

const IDEMPOTENCY = (key: string) => ({ 'Idempotency-Key': key });

/** Places a signed-in shopper's order (verified phone; else a 422 the API client turns into /auth/otp). */
export const placeOrder = (body: OrderStoreBody, key: string) =>
  apiPost<CheckoutAnswer>('/order/store', body, IDEMPOTENCY(key));

/** Places a guest's order with the code sent to their phone. */
export const placeGuestOrder = (body: GuestOrderStoreBody, key: string) =>
  apiPost<CheckoutAnswer>('/guest/order/store', body, IDEMPOTENCY(key));
