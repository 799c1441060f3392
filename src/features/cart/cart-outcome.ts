import type { Locale } from '#contract';
import { MAX_LINE_QTY } from '#contract/cart-basics';
import { fill } from '@/i18n/fill';
import type { ServerFailure } from '@/lib/api/outcome';
import { formatNumber } from '@/lib/money';
import type { RefusalTexts } from './cart-strings';

/** `message`: the server's words on success, where the spec shows them (the coupon's). */
export type CartOutcome = { ok: true; message?: string } | { ok: false; reason: 'amount' | 'qty' } | ServerFailure;

export type CartRefusal = Extract<CartOutcome, { ok: false }>;

/** A refused store action's message: the spec's texts, and a server refusal's message as the server wrote it. */
export function refusalText(refusal: CartRefusal, texts: RefusalTexts, locale: Locale): string {
  const { cartToasts } = texts;
  if (refusal.reason === 'server') return refusal.message || cartToasts.network;
  if (refusal.reason === 'amount') return cartToasts.amountRefused;
  return fill(cartToasts.qtyInvalid, { max: formatNumber(MAX_LINE_QTY, locale) });
}
