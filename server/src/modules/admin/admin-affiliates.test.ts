import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminAffiliate, AffiliateApplication, Page } from '#contract';
import { dataOf, failureOf, SITE_ORIGIN } from '../../app.test-helpers';
import { users } from '../../db/schema';
import {
  ADMIN_TOKEN,
  type CheckoutTestApp,
  call,
  createOrdersTestApp,
  shopperWithAddress,
} from '../../orders.test-helpers';
import {
  adminPost,
  apply,
  approvedPartner,
  dashboardOf,
  registrationBody,
} from '../affiliates/affiliates.test-helpers';

let t: CheckoutTestApp;

beforeAll(async () => {
  t = await createOrdersTestApp();
});
afterAll(() => t?.close());

const fieldsOf = (response: Parameters<typeof failureOf>[0]) => Object.keys(failureOf(response).errors ?? {});

describe('the back office’s applications', () => {
  it('needs the admin token (401), a shopper’s token will not do', async () => {
    const shopper = await shopperWithAddress(t);
    for (const token of [null, shopper.token]) {
      expect((await call(t, 'GET', '/admin/affiliates', { token })).statusCode).toBe(401);
      expect((await call(t, 'POST', '/admin/affiliates/1/approve', { token })).statusCode).toBe(401);
      expect((await call(t, 'POST', '/admin/affiliates/commissions/approve-due', { token })).statusCode).toBe(401);
      expect((await call(t, 'GET', '/admin/affiliate-withdrawals', { token })).statusCode).toBe(401);
    }
  });

  it('lists the pending applications with what the applicant wrote', async () => {
    const shopper = await shopperWithAddress(t);
    const application = dataOf<AffiliateApplication>(await apply(t, shopper.token, registrationBody()), 201);
    const page = dataOf<Page<AdminAffiliate>>(
      await call(t, 'GET', '/admin/affiliates?status=pending', { token: ADMIN_TOKEN }),
    );
    expect(page.data.every((row) => row.status === 'pending')).toBe(true);
    expect(page.data.find((row) => row.id === application.id)).toMatchObject({
      user_id: shopper.userId,
      phone: shopper.phone,
      payout: { type: 'bkash', account: '+8801712345678' },
      website: 'https://facebook.com/farhana.style',
      totals: { pending: 0, approved: 0, reversed: 0, paid: 0 },
    });
  });

  it('approves: a unique upper-case code from the name, the link and code by SMS in the partner’s language', async () => {
    const first = await approvedPartner(t);
    expect(first.code).toBe('FARHANA5');
    const second = await approvedPartner(t);
    expect(second.code).toMatch(/^FARHANA5\d{3}$/);

    const bengali = await shopperWithAddress(t);
    await t.database.db.update(users).set({ locale: 'bn' }).where(eq(users.id, bengali.userId));
    const application = dataOf<AffiliateApplication>(
      await apply(t, bengali.token, registrationBody({ name: 'মিতু Mitu' })),
      201,
    );
    const sent = t.sent.length;
    const approved = dataOf<AdminAffiliate>(await adminPost(t, `/admin/affiliates/${application.id}/approve`));
    expect(approved).toMatchObject({ status: 'approved', code: 'MITU5', discount_percent: 5 });
    expect(t.sent.slice(sent)).toEqual([
      {
        to: bengali.phone,
        text: `হাট: আপনি এখন হাটের পার্টনার! আপনার কোড MITU5 (ক্রেতাদের জন্য ৫% ছাড়)। শেয়ার করুন: ${SITE_ORIGIN}/bn/?coupon_code=MITU5`,
      },
    ]);
  });

  it('rejects with a reason the applicant sees; deciding twice is 409, and sends nothing', async () => {
    const shopper = await shopperWithAddress(t);
    const application = dataOf<AffiliateApplication>(await apply(t, shopper.token, registrationBody()), 201);
    const rejected = dataOf<AdminAffiliate>(
      await adminPost(t, `/admin/affiliates/${application.id}/reject`, { reason: 'The page has no followers yet.' }),
    );
    expect(rejected).toMatchObject({ status: 'rejected', reject_reason: 'The page has no followers yet.', code: null });
    expect((await dashboardOf(t, shopper.token)).application).toMatchObject({
      status: 'rejected',
      reject_reason: 'The page has no followers yet.',
    });
    const sent = t.sent.length;
    const twice = await adminPost(t, `/admin/affiliates/${application.id}/approve`);
    expect(twice.statusCode).toBe(409);
    expect(failureOf(twice).message).toBe('This application has already been decided.');
    expect((await adminPost(t, `/admin/affiliates/${application.id}/reject`, { reason: 'Again' })).statusCode).toBe(
      409,
    );
    expect(t.sent.length).toBe(sent);
  });

  it.each([
    ['/approve', { discount_percent: 0 }, ['discount_percent']],
    ['/approve', { discount_percent: 51 }, ['discount_percent']],
    ['/approve', { discount_percent: 'five' }, ['discount_percent']],
    ['/reject', {}, ['reason']],
    ['/reject', { reason: '  ' }, ['reason']],
    ['/reject', { reason: 'x\u0000' }, ['reason']],
  ])('%s %j → 422 on %j', async (action, payload, fields) => {
    const shopper = await shopperWithAddress(t);
    const application = dataOf<AffiliateApplication>(await apply(t, shopper.token, registrationBody()), 201);
    const response = await adminPost(t, `/admin/affiliates/${application.id}${action}`, payload);
    expect(response.statusCode).toBe(422);
    expect(fieldsOf(response)).toEqual(fields);
  });

  it('answers 404 for an unknown application and 422 for a bad id', async () => {
    expect((await adminPost(t, '/admin/affiliates/999999/approve')).statusCode).toBe(404);
    expect((await call(t, 'GET', '/admin/affiliates/abc', { token: ADMIN_TOKEN })).statusCode).toBe(422);
  });
});
