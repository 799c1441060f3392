/**
 * The partner programme's public face: applying (POST /affiliate/registration), the rates by category, a partner's
 * dashboard and withdrawal requests; the ledger hooks orders and checkout call inside their transactions
 * (`commission-ledger.ts`) and the back office's calls (`back-office.ts`), published here.
 */
import {
  AFFILIATE_DEFAULT_DISCOUNT_PERCENT,
  AFFILIATE_MIN_WITHDRAWAL,
  type AffiliateApplication,
  type AffiliateDashboard,
  type AffiliateRate,
  type ErrorCode,
  formatPrice,
  type Withdrawal,
} from '#contract';
import type { Database } from '../../db/database';
import type { MessageParams } from '../../i18n/locale';
import type { MessageKey } from '../../i18n/messages';
import { consumeRateLimit } from '../../lib/rate-limits/rate-limits';
import { AppError } from '../../plugins/http-errors';
import type { RequestContext } from '../../plugins/request-context';
import type { UserRow } from '../auth/users.service';
import { referralLink, stageStatus, toApplication, totalsOf, toWithdrawal } from './affiliate-views';
import {
  findAffiliateByUser,
  findCategoryRates,
  insertApplication,
  lockAffiliateOfUser,
} from './affiliates.repository';
import type { AffiliateRegistrationInput } from './affiliates.schemas';
import type { AffiliatesSetup } from './affiliates-setup';
import {
  claimCommissions,
  commissionTotals,
  findOpenWithdrawal,
  findReferredOrders,
  findWithdrawals,
  insertWithdrawal,
  lockClaimable,
} from './commissions.repository';
import { topCategoryRates } from './partner-rates';

export { type AffiliatesSetup, affiliatesSetup } from './affiliates-setup';
export {
  adminAffiliate,
  adminAffiliates,
  adminWithdrawals,
  approveAffiliate,
  payWithdrawal,
  rejectAffiliate,
  rejectWithdrawal,
} from './back-office';
export {
  approveDueCommissions,
  lowerReturnedCommissions,
  type ReferredCheckout,
  recordCommissions,
  reverseOrderCommissions,
} from './commission-ledger';

type Ctx = Pick<RequestContext, 'db' | 'locale' | 'now'>;

/** Applications and withdrawal requests one user may send per hour, refused ones included. */
export const AFFILIATE_WRITES_PER_HOUR = 10;
const WRITE_RULES = [{ limit: AFFILIATE_WRITES_PER_HOUR, windowSeconds: 3600 }];
/** Referred orders the dashboard shows, newest first. */
export const DASHBOARD_ORDERS = 100;

/** A 409 with the programme's own error code, so the storefront can tell the cases apart. */
const refusal = (key: MessageKey, code: ErrorCode, params: MessageParams = {}) =>
  new AppError(409, key, params, undefined, { code });

/**
 * Counts the attempt in a transaction of its own, committed before the write's, so a refused one (409) counts too;
 * 429 beyond the limit. (The key's lock lasts as long as a transaction: outside one it would not hold at all.)
 */
const countWrite = (db: Database, userId: number) =>
  db.transaction((tx) => consumeRateLimit(tx, `affiliate-write:user:${userId}`, WRITE_RULES));

/** POST /affiliate/registration: the user's one application, `pending`; a second is 409 AFFILIATE_ALREADY_APPLIED. */
export async function registerAffiliate(
  ctx: Ctx,
  user: Pick<UserRow, 'id' | 'phone'>,
  input: AffiliateRegistrationInput,
): Promise<AffiliateApplication> {
  const phone = user.phone;
  if (!phone) throw new Error('the verified-phone guard lets no user without a phone through');
  await countWrite(ctx.db, user.id);
  return ctx.db.transaction(async (tx) => {
    const row = await insertApplication(tx, {
      userId: user.id,
      name: input.name,
      phone,
      email: input.email,
      status: 'pending',
      commissionPercent: AFFILIATE_DEFAULT_DISCOUNT_PERCENT,
      payoutType: input.payout.type,
      payoutAccount: input.payout.account,
      website: input.website ?? null,
      promotion: input.promotion,
      createdAt: ctx.now,
    });
    if (!row) throw refusal('affiliates.alreadyApplied', 'AFFILIATE_ALREADY_APPLIED');
    return toApplication(row);
  });
}

/** GET /affiliate/rates. */
export async function affiliateRates(ctx: Ctx): Promise<AffiliateRate[]> {
  return topCategoryRates(await findCategoryRates(ctx.db), ctx.locale);
}

/** GET /affiliate/dashboard: the user's application and, once approved, their code, ledger and withdrawals. */
export async function affiliateDashboard(
  ctx: Ctx,
  setup: AffiliatesSetup,
  userId: number,
): Promise<AffiliateDashboard> {
  const partner = await findAffiliateByUser(ctx.db, userId);
  if (!partner) {
    const totals = { pending: 0, approved: 0, reversed: 0, paid: 0 };
    return {
      application: null,
      code: null,
      link: null,
      discount_percent: null,
      totals,
      available: 0,
      orders: [],
      withdrawals: [],
    };
  }
  const [totalRows, orderRows, withdrawalRows] = await Promise.all([
    commissionTotals(ctx.db, partner.id),
    findReferredOrders(ctx.db, partner.id, DASHBOARD_ORDERS),
    findWithdrawals(ctx.db, partner.id),
  ]);
  const code = partner.status === 'approved' ? partner.referralCode : null;
  return {
    application: toApplication(partner),
    code,
    link: code && referralLink(setup.siteUrl, code, ctx.locale),
    discount_percent: code ? partner.commissionPercent : null,
    ...totalsOf(totalRows),
    orders: orderRows.map((row) => ({
      order_id: row.orderId,
      invoice_number: row.invoiceNumber,
      created_at: row.createdAt.toISOString(),
      order_status: row.status,
      base_amount: row.base,
      commission: row.commission,
      commission_status: stageStatus(row.stage),
    })),
    withdrawals: withdrawalRows.map((row) => toWithdrawal(row, { masked: true })),
  };
}

/**
 * POST /affiliate/withdrawals: in one transaction with the partner's row locked (so two requests take turns), every
 * approved commission no withdrawal has claimed goes into one `requested` withdrawal to the payout account.
 */
export async function requestWithdrawal(ctx: Ctx, userId: number): Promise<Withdrawal> {
  await countWrite(ctx.db, userId);
  return ctx.db.transaction(async (tx) => {
    const partner = await lockAffiliateOfUser(tx, userId);
    if (partner?.status !== 'approved' || !partner.payoutType || !partner.payoutAccount) {
      throw refusal('affiliates.notApproved', 'AFFILIATE_NOT_APPROVED');
    }
    if (await findOpenWithdrawal(tx, partner.id)) throw refusal('affiliates.withdrawalOpen', 'WITHDRAWAL_OPEN');
    const claimable = await lockClaimable(tx, partner.id);
    const amount = claimable.reduce((sum, row) => sum + row.amount, 0);
    if (amount < AFFILIATE_MIN_WITHDRAWAL) {
      const minimum = formatPrice(AFFILIATE_MIN_WITHDRAWAL, ctx.locale);
      const available = formatPrice(amount, ctx.locale);
      throw refusal('affiliates.belowMinimum', 'WITHDRAWAL_BELOW_MINIMUM', { minimum, available });
    }
    const withdrawal = await insertWithdrawal(tx, {
      affiliateId: partner.id,
      amount,
      payoutType: partner.payoutType,
      payoutAccount: partner.payoutAccount,
      status: 'requested',
      createdAt: ctx.now,
    });
    await claimCommissions(
      tx,
      claimable.map((row) => row.id),
      withdrawal.id,
      ctx.now,
    );
    return toWithdrawal(withdrawal, { masked: true });
  });
}
