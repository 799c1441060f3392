/**
 * The partners' commission ledger, one row per referred order line, in whole taka. Each change runs inside the
 * transaction of what caused it (the checkout, the cancel, the return received), given as `ctx.db`.
 *
 * - recorded `pending` when a checkout uses an approved partner's code: base = the line's price less its share of
 *   its order's discount (the returns' formula), rate = the nearest category up the product's tree that sets one
 *   (else AFFILIATE_DEFAULT_RATE_PERCENT), amount = ⌊base × rate ÷ 100⌋; none on the partner's own order;
 * - `reversed` when the order is cancelled (the amount moved to reversed_amount);
 * - lowered pro rata to the units kept when a return is received, `reversed` once every unit is back;
 * - `approved` once the order is delivered, the return window has passed and no return is open;
 * - `paid` with the withdrawal that claimed it (withdrawals.ts).
 */
import { priceLessDiscountShare } from '../../lib/discount-share';
import type { RequestContext } from '../../plugins/request-context';
import { type AffiliateRow, findAffiliate, findCategoryRates } from './affiliates.repository';
import {
  approvePendingDeliveredBefore,
  findCheckoutLines,
  findPendingWithReturns,
  insertCommissions,
  reversePendingOfOrder,
  updateCommission,
} from './commissions.repository';
import { commissionOf, keptCommission, rateLookup } from './partner-rates';

type TxCtx = Pick<RequestContext, 'db' | 'now'>;

const DAY_MS = 24 * 60 * 60 * 1000;

/** A checkout placed with a partner's code, as the checkout knows it. */
export interface ReferredCheckout {
  checkoutId: string;
  affiliateId: number;
  /** The signed-in shopper, or null for a guest. */
  userId: number | null;
  /** The shopper's phone (E.164). */
  phone: string;
}

/** The partner's own order: placed from their account or phone, or delivered to their phone. */
function isSelfReferral(partner: AffiliateRow, checkout: ReferredCheckout, recipientPhones: string[]): boolean {
  if (partner.userId !== null && partner.userId === checkout.userId) return true;
  return partner.phone === checkout.phone || recipientPhones.includes(partner.phone);
}

/** Records the checkout's commissions `pending` (inside the checkout's transaction, after its orders are written). */
export async function recordCommissions(ctx: TxCtx, checkout: ReferredCheckout): Promise<void> {
  const partner = await findAffiliate(ctx.db, checkout.affiliateId);
  if (partner?.status !== 'approved') return;
  const lines = await findCheckoutLines(ctx.db, checkout.checkoutId);
  if (isSelfReferral(partner, checkout, [...new Set(lines.map((line) => line.customerPhone))])) return;
  const rateOf = rateLookup(await findCategoryRates(ctx.db));
  await insertCommissions(
    ctx.db,
    lines.map((line) => {
      const baseAmount = priceLessDiscountShare(line, line.price);
      const ratePercent = rateOf(line.categoryId);
      return {
        affiliateId: partner.id,
        orderId: line.orderId,
        orderItemId: line.orderItemId,
        ratePercent,
        baseAmount,
        amount: commissionOf(baseAmount, ratePercent),
        createdAt: ctx.now,
        updatedAt: ctx.now,
      };
    }),
  );
}

/** The cancelled order's pending commissions are `reversed` (inside the cancel's transaction). */
export async function reverseOrderCommissions(ctx: TxCtx, orderId: number): Promise<void> {
  await reversePendingOfOrder(ctx.db, orderId, ctx.now);
}

/**
 * After a return of the order is received (inside its transaction): each pending line's commission becomes its
 * original amount pro rata to the units not received back, computed from the units so it never drifts however many
 * returns there were; a line wholly back is `reversed`.
 */
export async function lowerReturnedCommissions(ctx: TxCtx, orderId: number): Promise<void> {
  for (const row of await findPendingWithReturns(ctx.db, orderId)) {
    const original = row.amount + row.reversedAmount;
    const kept = keptCommission(original, row.qty, row.returned);
    const wholly = row.returned >= row.qty;
    if (kept === row.amount && !wholly) continue;
    await updateCommission(ctx.db, row.id, {
      amount: kept,
      reversedAmount: original - kept,
      status: wholly ? 'reversed' : 'pending',
      updatedAt: ctx.now,
    });
  }
}

/**
 * Approves every pending commission whose order was delivered more than `returnWindowDays` before `ctx.now` and has
 * no return still open (requested or approved), in one transaction; rows another instance is approving are skipped.
 * Answers how many were approved. Run hourly by every instance, and by the back office.
 */
export async function approveDueCommissions(
  ctx: TxCtx,
  { returnWindowDays }: { returnWindowDays: number },
): Promise<number> {
  const deliveredBefore = new Date(ctx.now.getTime() - returnWindowDays * DAY_MS);
  return ctx.db.transaction((tx) => approvePendingDeliveredBefore(tx, deliveredBefore, ctx.now));
}
