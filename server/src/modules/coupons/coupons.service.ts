import { type CouponAnswer, formatPrice } from '#contract';
import type { MessageParams } from '../../i18n/locale';
import type { MessageKey } from '../../i18n/messages';
import { type AppError, fieldFailure } from '../../plugins/http-errors';
import type { RequestContext } from '../../plugins/request-context';
import {
  type CouponRow,
  countRedemptions,
  deleteCheckoutRedemptions,
  findApprovedAffiliate,
  findCouponByCode,
  insertRedemption,
  lockCoupon,
  type Redeemer,
} from './coupons.repository';

export interface CouponCheck {
  /** As typed: trimmed and upper-cased here. */
  code: string;
  /** The cart total (subtotal) in taka; percent coupons take their share of it, min_total is checked against it. */
  total: number;
  /** The signed-in shopper (per-user limits), or null for a guest. */
  userId: number | null;
  /** A guest's phone (E.164), once known: a guest's per-shopper limit counts by phone. */
  phone?: string | null;
}

/** What a check reads of the request: the database, its instant, and its language (of an amount in a refusal). */
export type CouponContext = Pick<RequestContext, 'db' | 'now' | 'locale'>;

/** Longest code accepted (a coupon's, or a code in the cart quote); stored codes are far shorter. */
export const MAX_COUPON_CODE_LENGTH = 40;

const normalizeCouponCode = (code: string) => code.trim().toUpperCase();

/** 422 COUPON_INVALID: the reason is the message and the `code` field's error. */
const refused = (key: MessageKey, params: MessageParams = {}) => fieldFailure('code', key, params, 'COUPON_INVALID');

/** Why the coupon cannot be used now by this shopper on this total, if it cannot. */
async function refusal(ctx: CouponContext, coupon: CouponRow, check: CouponCheck): Promise<AppError | null> {
  if (!coupon.isActive) return refused('coupons.inactive');
  if (ctx.now < coupon.startsAt) return refused('coupons.notStarted');
  if (coupon.endsAt && ctx.now >= coupon.endsAt) return refused('coupons.expired');
  const redeemer: Redeemer =
    check.userId !== null ? { userId: check.userId } : { userId: null, phone: check.phone ?? null };
  const perUser = (redeemer.userId !== null || Boolean(redeemer.phone)) && coupon.maxUsesPerUser !== null;
  if (coupon.maxUses !== null || perUser) {
    const used = await countRedemptions(ctx.db, coupon.id, redeemer);
    if (coupon.maxUses !== null && used.total >= coupon.maxUses) return refused('coupons.usedUp');
    if (perUser && used.byUser >= (coupon.maxUsesPerUser ?? 0)) return refused('coupons.alreadyUsed');
  }
  if (check.total < coupon.minTotal) {
    return refused('coupons.belowMinTotal', { amount: formatPrice(coupon.minTotal, ctx.locale) });
  }
  return null;
}

/** Taka off `total`: a fixed amount, or the percentage truncated and capped by max_discount. */
function couponAmount(coupon: CouponRow, total: number): number {
  if (coupon.kind === 'fixed') return coupon.amount;
  const share = Math.floor((total * coupon.percent) / 100);
  return coupon.maxDiscount === null ? share : Math.min(share, coupon.maxDiscount);
}

/**
 * The coupon or approved affiliate referral code `check.code` names, as GET /coupon answers it; the quote reuses it.
 * Coupons are looked up first. Throws 422 COUPON_INVALID with the reason (translate its messageKey and params).
 */
export async function checkCoupon(ctx: CouponContext, check: CouponCheck): Promise<CouponAnswer> {
  const code = normalizeCouponCode(check.code);
  const coupon = await findCouponByCode(ctx.db, code);
  if (coupon) {
    const reason = await refusal(ctx, coupon, check);
    if (reason) throw reason;
    return {
      id: coupon.id,
      amount: couponAmount(coupon, check.total),
      user_commission: 0,
      code,
      kind: coupon.kind,
      min_total: coupon.minTotal,
    };
  }
  const affiliate = await findApprovedAffiliate(ctx.db, code);
  if (!affiliate) throw refused('coupons.unknown');
  return {
    id: affiliate.id,
    amount: 0,
    user_commission: affiliate.commissionPercent,
    code,
    kind: 'referral',
    min_total: 0,
  };
}

/** Who redeems a coupon at a checkout. */
export interface Redemption {
  checkoutId: string;
  userId: number | null;
  phone: string;
}

/**
 * Checks the coupon again with its row locked and records its use by the checkout, inside the checkout's
 * transaction: its total and per-shopper limits hold however many checkouts race for it. A referral code has no
 * limits and records nothing. Throws 422 COUPON_INVALID (field `code`) when it can no longer be used.
 */
export async function redeemCoupon(
  ctx: CouponContext,
  check: CouponCheck,
  redemption: Redemption,
): Promise<CouponAnswer> {
  const coupon = await findCouponByCode(ctx.db, normalizeCouponCode(check.code));
  if (coupon) await lockCoupon(ctx.db, coupon.id);
  const answer = await checkCoupon(ctx, check);
  if (answer.kind !== 'referral') {
    await insertRedemption(ctx.db, { couponId: answer.id, ...redemption, createdAt: ctx.now });
  }
  return answer;
}

/** Frees the coupon uses of a checkout that ended unpaid. */
export async function releaseRedemptions(ctx: Pick<CouponContext, 'db'>, checkoutId: string): Promise<void> {
  await deleteCheckoutRedemptions(ctx.db, checkoutId);
}
