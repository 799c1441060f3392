/**
 * Unpaid online checkouts past their expiry (PAYMENT_TIMEOUT_MINUTES after placing) give their stock and coupon back
 * and their orders are cancelled, the shopper told by SMS. Each API instance sweeps every minute; `releaseExpiredCheckouts` skips rows another
 * instance (or a payment being confirmed) holds, so several instances on one PostgreSQL never release one twice.
 */
import type { SmsProvider } from '../../lib/sms/sms-provider';
import type { RequestContext } from '../../plugins/request-context';
import { releaseExpiredCheckouts } from '../orders/orders.service';

export const SWEEP_EVERY_MS = 60_000;
const BATCH = 100;

/** Releases every checkout expired at `ctx.now`, a batch per transaction; answers how many. */
export async function sweepExpiredCheckouts(
  ctx: Pick<RequestContext, 'db' | 'now' | 'log'> & { sms: SmsProvider },
): Promise<number> {
  let released = 0;
  for (;;) {
    const ids = await releaseExpiredCheckouts(ctx, BATCH);
    released += ids.length;
    if (ids.length > 0) ctx.log.info({ checkoutIds: ids }, 'unpaid checkouts expired: stock and coupons released');
    if (ids.length < BATCH) return released;
  }
}
