/** e2e helpers for the partner programme: applications over the API, approval by the back office (CLI or call). */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { AdminAffiliate, AffiliateApplication, AffiliateDashboard, AffiliateRegistrationBody } from '#contract';
import { api, apiRequest } from './api';
import { E2E_API_URL } from './e2e-env';
import { E2E_ADMIN_TOKEN } from './rebuild-env';

/** An application that passes the API's checks; its bKash number is not the applicant's phone. */
export const APPLICATION: AffiliateRegistrationBody = {
  name: 'Nusrat Jahan',
  email: 'nusrat.partner@example.com',
  payout: { type: 'bkash', account: '01712345678' },
  promotion: 'A cooking page on Facebook with twenty thousand followers.',
};

export const applyOverApi = (token: string, body: AffiliateRegistrationBody = APPLICATION) =>
  api<AffiliateApplication>('/affiliate/registration', body, token);

export const dashboardOf = (token: string) => api<AffiliateDashboard>('/affiliate/dashboard', undefined, token);

/**
 * `npm run admin -- affiliates approve ID` against the run's API, as an operator types it; its printed output
 * (which names the new code).
 */
export async function approveWithCli(id: number): Promise<string> {
  const { stdout } = await promisify(execFile)(
    'npm',
    ['run', '--silent', 'admin', '--', 'affiliates', 'approve', String(id)],
    {
      env: { ...process.env, HAAT_API_URL: E2E_API_URL, ADMIN_TOKEN: E2E_ADMIN_TOKEN },
    },
  );
  return stdout;
}

/** POST /admin/affiliates/{id}/approve with the run's ADMIN_TOKEN: the new referral code. */
export async function approveOverApi(id: number): Promise<string> {
  const partner = await apiRequest<AdminAffiliate>('POST', `/admin/affiliates/${id}/approve`, {
    body: {},
    token: E2E_ADMIN_TOKEN,
  });
  if (!partner.code) throw new Error(`Approving partner ${id} made no code`);
  return partner.code;
}
