/** What the partner programme's tests share: the application body, applying, approving through the back office. */
import type { AdminAffiliate, AffiliateApplication, AffiliateDashboard, AffiliateRegistrationBody } from '#contract';
import { dataOf } from '../../app.test-helpers';
import {
  ADMIN_TOKEN,
  type CheckoutTestApp,
  call,
  shopperWithAddress,
  type TestShopper,
} from '../../orders.test-helpers';

export const registrationBody = (overrides: Partial<AffiliateRegistrationBody> = {}): AffiliateRegistrationBody => ({
  name: 'Farhana Islam',
  email: 'farhana@example.com',
  payout: { type: 'bkash', account: '01712345678' },
  website: 'https://facebook.com/farhana.style',
  promotion: 'I review clothes for 20,000 followers on my Facebook page.',
  ...overrides,
});

export const apply = (t: CheckoutTestApp, token: string, payload: unknown, locale: 'en' | 'bn' = 'en') =>
  call(t, 'POST', '/affiliate/registration', { token, payload, locale });

export const adminPost = (t: CheckoutTestApp, url: string, payload?: unknown) =>
  call(t, 'POST', url, { token: ADMIN_TOKEN, payload });

export const dashboardOf = async (t: CheckoutTestApp, token: string, locale: 'en' | 'bn' = 'en') =>
  dataOf<AffiliateDashboard>(await call(t, 'GET', '/affiliate/dashboard', { token, locale }));

export interface TestPartner extends TestShopper {
  id: number;
  code: string;
}

/** A shopper (verified phone, an address) who applied and was approved by the back office. */
export async function approvedPartner(t: CheckoutTestApp, discountPercent?: number): Promise<TestPartner> {
  const shopper = await shopperWithAddress(t);
  const application = dataOf<AffiliateApplication>(await apply(t, shopper.token, registrationBody()), 201);
  const body = discountPercent === undefined ? undefined : { discount_percent: discountPercent };
  const approved = dataOf<AdminAffiliate>(await adminPost(t, `/admin/affiliates/${application.id}/approve`, body));
  return { ...shopper, id: application.id, code: approved.code ?? '' };
}
