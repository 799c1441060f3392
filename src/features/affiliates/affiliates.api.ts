import type { AffiliateApplication, AffiliateDashboard, AffiliateRegistrationBody, Withdrawal } from '#contract';
import { apiGet, apiPost } from '@/lib/api/api-client';

/** The signed-in user's application, code, commission, referred orders and withdrawals. */
export const fetchAffiliateDashboard = (signal?: AbortSignal) =>
  apiGet<AffiliateDashboard>('/affiliate/dashboard', undefined, signal);

/** One application per user: a second answers 409 AFFILIATE_ALREADY_APPLIED with the server's message. */
export const registerAffiliate = (body: AffiliateRegistrationBody) =>
  apiPost<AffiliateApplication>('/affiliate/registration', body);

/** Claims every approved, unclaimed commission; 409 when not allowed (open request, below the minimum). */
export const requestWithdrawal = () => apiPost<Withdrawal>('/affiliate/withdrawals');
