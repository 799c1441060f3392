/** Ledger and application rows in the contract's shapes (pure). */
import type {
  AdminAffiliate,
  AdminWithdrawal,
  AffiliateApplication,
  CommissionStatus,
  CommissionTotals,
  Locale,
  Withdrawal,
} from '#contract';
import type { AffiliateRow } from './affiliates.repository';
import type { WithdrawalRow } from './commissions.repository';

export function toApplication(row: AffiliateRow): AffiliateApplication {
  return {
    id: row.id,
    name: row.name,
    status: row.status,
    code: row.referralCode,
    reject_reason: row.rejectReason,
    created_at: row.createdAt.toISOString(),
  };
}

export function toAdminAffiliate(row: AffiliateRow, totals: CommissionTotals): AdminAffiliate {
  return {
    ...toApplication(row),
    user_id: row.userId,
    phone: row.phone,
    email: row.email,
    payout: row.payoutType && row.payoutAccount ? { type: row.payoutType, account: row.payoutAccount } : null,
    website: row.website,
    promotion: row.promotion,
    discount_percent: row.commissionPercent,
    approved_at: row.approvedAt?.toISOString() ?? null,
    decided_at: row.decidedAt?.toISOString() ?? null,
    totals,
  };
}

/** All but the last 3 characters hidden: enough for the partner to recognise their account. */
export const maskAccount = (account: string): string =>
  account.length <= 3 ? account : `${'*'.repeat(account.length - 3)}${account.slice(-3)}`;

export function toWithdrawal(row: WithdrawalRow, { masked }: { masked: boolean }): Withdrawal {
  return {
    id: row.id,
    amount: row.amount,
    payout_type: row.payoutType,
    payout_account: masked ? maskAccount(row.payoutAccount) : row.payoutAccount,
    status: row.status,
    note: row.note,
    created_at: row.createdAt.toISOString(),
    decided_at: row.decidedAt?.toISOString() ?? null,
  };
}

export function toAdminWithdrawal(row: {
  withdrawal: WithdrawalRow;
  partner: AdminWithdrawal['affiliate'];
}): AdminWithdrawal {
  return { ...toWithdrawal(row.withdrawal, { masked: false }), affiliate: row.partner };
}

export interface TotalsRow {
  status: CommissionStatus;
  amount: number;
  reversed: number;
  available: number;
}

/** Amounts by status; `reversed` is every taka taken back, whole lines and parts of lines alike. */
export function totalsOf(rows: readonly TotalsRow[]): { totals: CommissionTotals; available: number } {
  const totals: CommissionTotals = { pending: 0, approved: 0, reversed: 0, paid: 0 };
  let available = 0;
  for (const row of rows) {
    if (row.status !== 'reversed') totals[row.status] += row.amount;
    totals.reversed += row.reversed;
    if (row.status === 'approved') available += row.available;
  }
  return { totals, available };
}

const STAGES: CommissionStatus[] = ['reversed', 'pending', 'approved', 'paid'];

/** An order's commission status from the furthest stage its live lines reached (all reversed: `reversed`). */
export const stageStatus = (stage: number): CommissionStatus => STAGES[stage] ?? 'reversed';

/** The partner's link: the storefront's home in their language, carrying the code. */
export function referralLink(siteUrl: string, code: string, locale: Locale): string {
  return `${siteUrl}${locale === 'bn' ? '/bn' : ''}/?coupon_code=${encodeURIComponent(code)}`;
}
