/**
 * The back office's side of the partner programme (admin module's routes, ADMIN_TOKEN): applications approved
 * (a referral code made, an SMS to the partner after the commit) or rejected, once; withdrawals paid (their
 * commissions `paid`) or rejected (their commissions released for a later request), once.
 */
import {
  type AdminAffiliate,
  type AdminWithdrawal,
  AFFILIATE_DEFAULT_DISCOUNT_PERCENT,
  type AffiliateStatus,
  type Page,
  type WithdrawalStatus,
} from '#contract';
import { translate } from '../../i18n/locale';
import { pageOf } from '../../lib/page-of';
import { sendAfterAnswer } from '../../lib/sms/send-after-answer';
import { conflict, notFound } from '../../plugins/http-errors';
import type { RequestContext } from '../../plugins/request-context';
import { referralLink, toAdminAffiliate, toAdminWithdrawal, totalsOf } from './affiliate-views';
import {
  type AffiliateRow,
  findAffiliate,
  findAffiliatePage,
  findPartnerLocale,
  isCodeTaken,
  lockAffiliate,
  lockCodeMaking,
  updateAffiliate,
} from './affiliates.repository';
import type { AffiliatesSetup } from './affiliates-setup';
import {
  commissionTotals,
  findWithdrawalPage,
  findWithdrawalWithPartner,
  lockWithdrawal,
  payClaimed,
  releaseClaimed,
  updateWithdrawal,
} from './commissions.repository';
import { referralCodeCandidates } from './referral-code';

type Ctx = Pick<RequestContext, 'db' | 'locale' | 'now'>;

export const ADMIN_AFFILIATES_PER_PAGE = 20;

async function adminView(ctx: Ctx, row: AffiliateRow): Promise<AdminAffiliate> {
  return toAdminAffiliate(row, totalsOf(await commissionTotals(ctx.db, row.id)).totals);
}

/** GET /admin/affiliates: newest first. */
export async function adminAffiliates(
  ctx: Ctx,
  query: { status?: AffiliateStatus; page: number },
): Promise<Page<AdminAffiliate>> {
  const { rows, total } = await findAffiliatePage(ctx.db, { ...query, perPage: ADMIN_AFFILIATES_PER_PAGE });
  const data = await Promise.all(rows.map((row) => adminView(ctx, row)));
  return pageOf(data, total, query.page, ADMIN_AFFILIATES_PER_PAGE);
}

/** GET /admin/affiliates/{id}. */
export async function adminAffiliate(ctx: Ctx, id: number): Promise<AdminAffiliate> {
  const row = await findAffiliate(ctx.db, id);
  if (!row) throw notFound('affiliates.notFound');
  return adminView(ctx, row);
}

/** The application locked, still pending: deciding twice is a 409. */
async function lockPending(ctx: Ctx, id: number): Promise<AffiliateRow> {
  const row = await lockAffiliate(ctx.db, id);
  if (!row) throw notFound('affiliates.notFound');
  if (row.status !== 'pending') throw conflict('affiliates.alreadyDecided');
  return row;
}

async function freeCode(ctx: Ctx, name: string, discountPercent: number): Promise<string> {
  for (const code of referralCodeCandidates(name, discountPercent)) {
    if (!(await isCodeTaken(ctx.db, code))) return code;
  }
  throw new Error('unreachable: the candidates never end');
}

/**
 * POST /admin/affiliates/{id}/approve: a unique referral code, the shopper's discount with it, `approved`; after the
 * commit an SMS tells the partner their code and link in their language.
 */
export async function approveAffiliate(
  ctx: Ctx & Pick<RequestContext, 'log'>,
  setup: AffiliatesSetup,
  id: number,
  discountPercent = AFFILIATE_DEFAULT_DISCOUNT_PERCENT,
): Promise<AdminAffiliate> {
  const approved = await ctx.db.transaction(async (tx) => {
    const inTx = { ...ctx, db: tx };
    const row = await lockPending(inTx, id);
    await lockCodeMaking(tx);
    const code = await freeCode(inTx, row.name, discountPercent);
    const change = {
      status: 'approved' as const,
      referralCode: code,
      commissionPercent: discountPercent,
      approvedAt: ctx.now,
      decidedAt: ctx.now,
    };
    await updateAffiliate(tx, id, change);
    return { ...row, ...change, locale: await findPartnerLocale(tx, row.userId) };
  });
  const link = referralLink(setup.siteUrl, approved.referralCode, approved.locale);
  const text = translate(approved.locale, 'affiliates.smsApproved', {
    code: approved.referralCode,
    link,
    percent: discountPercent,
  });
  sendAfterAnswer(setup.sms, ctx.log, { to: approved.phone, text }, { affiliateId: id });
  return adminView(ctx, approved);
}

/** POST /admin/affiliates/{id}/reject: `rejected` with the reason the applicant sees. */
export async function rejectAffiliate(ctx: Ctx, id: number, reason: string): Promise<AdminAffiliate> {
  await ctx.db.transaction(async (tx) => {
    await lockPending({ ...ctx, db: tx }, id);
    await updateAffiliate(tx, id, { status: 'rejected', rejectReason: reason, decidedAt: ctx.now });
  });
  return adminAffiliate(ctx, id);
}

/** GET /admin/affiliate-withdrawals: newest first, the accounts unmasked. */
export async function adminWithdrawals(
  ctx: Ctx,
  query: { status?: WithdrawalStatus; page: number },
): Promise<Page<AdminWithdrawal>> {
  const { rows, total } = await findWithdrawalPage(ctx.db, { ...query, perPage: ADMIN_AFFILIATES_PER_PAGE });
  return pageOf(rows.map(toAdminWithdrawal), total, query.page, ADMIN_AFFILIATES_PER_PAGE);
}

/** The withdrawal moved from `requested` to `status` with the note, and its commissions paid or released. */
async function decideWithdrawal(
  ctx: Ctx,
  id: number,
  status: Exclude<WithdrawalStatus, 'requested'>,
  note: string,
): Promise<AdminWithdrawal> {
  await ctx.db.transaction(async (tx) => {
    const row = await lockWithdrawal(tx, id);
    if (!row) throw notFound('affiliates.withdrawalNotFound');
    if (row.status !== 'requested') throw conflict('affiliates.withdrawalDecided');
    await updateWithdrawal(tx, id, { status, note, decidedAt: ctx.now });
    if (status === 'paid') await payClaimed(tx, id, ctx.now);
    else await releaseClaimed(tx, id, ctx.now);
  });
  const row = await findWithdrawalWithPartner(ctx.db, id);
  if (!row) throw notFound('affiliates.withdrawalNotFound');
  return toAdminWithdrawal(row);
}

/** POST /admin/affiliate-withdrawals/{id}/pay: sent by hand; `reference` is the transfer's. */
export const payWithdrawal = (ctx: Ctx, id: number, reference: string) => decideWithdrawal(ctx, id, 'paid', reference);

/** POST /admin/affiliate-withdrawals/{id}/reject: the commissions go back to `available`. */
export const rejectWithdrawal = (ctx: Ctx, id: number, reason: string) => decideWithdrawal(ctx, id, 'rejected', reason);
