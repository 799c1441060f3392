import type { ServerFailure } from '@/lib/api/outcome';

/** `message`: the server's words on success, where the spec shows them (the coupon's). */
export type CartOutcome = { ok: true; message?: string } | { ok: false; reason: 'amount' | 'qty' } | ServerFailure;

export type CartRefusal = Extract<CartOutcome, { ok: false }>;

/** The cartToasts a refusal may show. */
export interface RefusalTexts {
  amountRefused: string;
  qtyInvalid: string;
  network: string;
}

/** A refused store action's message: the spec's texts, and a server refusal's message as the server wrote it. */
export function refusalText(refusal: CartRefusal, texts: RefusalTexts): string {
  if (refusal.reason === 'server') return refusal.message || texts.network;
  return refusal.reason === 'amount' ? texts.amountRefused : texts.qtyInvalid;
}
