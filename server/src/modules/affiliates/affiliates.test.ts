import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AdminAffiliate,
  AFFILIATE_DEFAULT_RATE_PERCENT,
  type AffiliateApplication,
  type AffiliateRate,
  type CouponAnswer,
} from '#contract';
import { dataOf, failureOf, SITE_ORIGIN } from '../../app.test-helpers';
import { affiliates, categories } from '../../db/schema';
import { type CheckoutTestApp, call, createOrdersTestApp, shopperWithAddress } from '../../orders.test-helpers';
import { createTestAccount } from '../auth/auth.test-helpers';
import { adminPost, apply, approvedPartner, dashboardOf, registrationBody } from './affiliates.test-helpers';

let t: CheckoutTestApp;

beforeAll(async () => {
  t = await createOrdersTestApp();
});
afterAll(() => t?.close());

const fieldsOf = (response: Parameters<typeof failureOf>[0]) => Object.keys(failureOf(response).errors ?? {});

describe('POST /affiliate/registration', () => {
  it('stores a pending application with the user’s verified phone, and answers the spec’s message in either language', async () => {
    const shopper = await shopperWithAddress(t);
    const response = await apply(
      t,
      shopper.token,
      registrationBody({ payout: { type: 'nagad', account: '01812 345 678' } }),
    );
    expect(response.json().message).toBe('Affiliate registration successful!');
    const application = dataOf<AffiliateApplication>(response, 201);
    expect(application).toMatchObject({ name: 'Farhana Islam', status: 'pending', code: null, reject_reason: null });
    const [row] = await t.database.db.select().from(affiliates).where(eq(affiliates.id, application.id));
    expect(row).toMatchObject({
      userId: shopper.userId,
      phone: shopper.phone,
      email: 'farhana@example.com',
      payoutType: 'nagad',
      payoutAccount: '+8801812345678',
      referralCode: null,
    });

    const other = await shopperWithAddress(t);
    const bengali = await apply(t, other.token, registrationBody({ website: undefined }), 'bn');
    expect(bengali.json().message).toBe('অ্যাফিলিয়েট নিবন্ধন সফল হয়েছে!');
  });

  it('takes one application per user: a second is 409 AFFILIATE_ALREADY_APPLIED and changes nothing', async () => {
    const shopper = await shopperWithAddress(t);
    dataOf(await apply(t, shopper.token, registrationBody()), 201);
    const again = await apply(t, shopper.token, registrationBody({ name: 'Someone Else' }));
    expect(again.statusCode).toBe(409);
    expect(failureOf(again)).toMatchObject({
      code: 'AFFILIATE_ALREADY_APPLIED',
      message: 'You have already applied to the partner programme.',
    });
    const rows = await t.database.db.select().from(affiliates).where(eq(affiliates.userId, shopper.userId));
    expect(rows.map((row) => row.name)).toEqual(['Farhana Islam']);
  });

  it('refuses an unverified phone with the 422 PHONE_NOT_VERIFIED that sends the shopper to /auth/otp', async () => {
    const account = await createTestAccount(t.database.db, { verified: false });
    const response = await apply(t, account.tokens.access_token, registrationBody());
    expect(response.statusCode).toBe(422);
    expect(failureOf(response).code).toBe('PHONE_NOT_VERIFIED');
    expect(failureOf(response).errors).toBeUndefined();
  });

  it('needs a signed-in user (401)', async () => {
    expect((await call(t, 'POST', '/affiliate/registration', { payload: registrationBody() })).statusCode).toBe(401);
  });

  it.each([
    [{ name: ' ' }, ['name']],
    [{ name: 'A'.repeat(101) }, ['name']],
    [{ name: 'Rahim\u0000' }, ['name']],
    [{ name: 42 }, ['name']],
    [{ email: 'not-an-email' }, ['email']],
    [{ email: undefined }, ['email']],
    [{ payout: { type: 'bkash', account: '12345' } }, ['payout.account']],
    [{ payout: { type: 'bank', account: '   ' } }, ['payout.account']],
    [{ payout: { type: 'bank', account: 'x'.repeat(201) } }, ['payout.account']],
    [{ payout: { type: 'paypal', account: 'me@example.com' } }, ['payout.type']],
    [{ payout: undefined }, ['payout']],
    [{ website: 'ftp://example.com' }, ['website']],
    [{ website: 'javascript:alert(1)' }, ['website']],
    [{ website: `https://example.com/${'a'.repeat(200)}` }, ['website']],
    [{ promotion: 'too short' }, ['promotion']],
    [{ promotion: 'x'.repeat(501) }, ['promotion']],
    [{ promotion: 'My page has \u0000 followers' }, ['promotion']],
  ])('%j → 422 on %j, nothing stored', async (overrides, fields) => {
    const shopper = await shopperWithAddress(t);
    const response = await apply(t, shopper.token, { ...registrationBody(), ...overrides });
    expect(response.statusCode).toBe(422);
    expect(failureOf(response).code).toBe('VALIDATION_FAILED');
    expect(fieldsOf(response)).toEqual(fields);
    expect(await t.database.db.select().from(affiliates).where(eq(affiliates.userId, shopper.userId))).toEqual([]);
  });

  it('translates a field’s error into Bengali', async () => {
    const shopper = await shopperWithAddress(t);
    const response = await apply(t, shopper.token, registrationBody({ promotion: 'ছোট' }), 'bn');
    expect(failureOf(response).errors?.promotion).toEqual(['অন্তত ১০টি অক্ষর লিখুন।']);
  });

  it('keeps a bank account as written, an empty website as none', async () => {
    const shopper = await shopperWithAddress(t);
    const account = 'Dutch-Bangla Bank, Gulshan branch, Farhana Islam, 123.456.789';
    const application = dataOf<AffiliateApplication>(
      await apply(
        t,
        shopper.token,
        registrationBody({ payout: { type: 'bank', account: ` ${account} ` }, website: '' }),
      ),
      201,
    );
    const [row] = await t.database.db.select().from(affiliates).where(eq(affiliates.id, application.id));
    expect(row).toMatchObject({ payoutType: 'bank', payoutAccount: account, website: null });
  });
});

describe('GET /affiliate/rates', () => {
  it('lists the top categories with their own rate, else the default, named in the request’s language', async () => {
    const { db } = t.database;
    await db.update(categories).set({ partnerRatePercent: null }).where(eq(categories.slug, 'watches'));
    const english = dataOf<AffiliateRate[]>(await call(t, 'GET', '/affiliate/rates'));
    expect(english.map((rate) => rate.slug)).toEqual([
      'mens-fashion',
      'womens-fashion',
      'kids-wear',
      'shoes',
      'bags',
      'watches',
    ]);
    expect(english.find((rate) => rate.slug === 'bags')).toEqual({
      category_id: expect.any(Number),
      name: 'Bags',
      slug: 'bags',
      percent: 8,
    });
    expect(english.find((rate) => rate.slug === 'watches')?.percent).toBe(AFFILIATE_DEFAULT_RATE_PERCENT);
    const bengali = dataOf<AffiliateRate[]>(await call(t, 'GET', '/affiliate/rates', { locale: 'bn' }));
    expect(bengali.find((rate) => rate.slug === 'bags')?.name).toBe('ব্যাগ');
    await db.update(categories).set({ partnerRatePercent: 3 }).where(eq(categories.slug, 'watches'));
  });
});

describe('a partner’s code as a coupon', () => {
  const coupon = (code: string) => call(t, 'GET', `/coupon?code=${code}&total=1000`);

  it('is refused while the application is pending, and gives the discount once the back office approves it', async () => {
    const shopper = await shopperWithAddress(t);
    const application = dataOf<AffiliateApplication>(
      await apply(t, shopper.token, registrationBody({ name: 'Sadia Rahman' })),
      201,
    );
    // A pending application has no code yet; the seed's pending partner keeps one, refused all the same.
    expect(failureOf(await coupon('PENDING7')).code).toBe('COUPON_INVALID');

    const approved = dataOf<AdminAffiliate>(
      await adminPost(t, `/admin/affiliates/${application.id}/approve`, { discount_percent: 7 }),
    );
    expect(approved.code).toMatch(/^SADIA7\d*$/);
    const answer = dataOf<CouponAnswer>(await coupon(approved.code!.toLowerCase()));
    expect(answer).toMatchObject({ kind: 'referral', id: application.id, user_commission: 7, code: approved.code });
  });
});

describe('GET /affiliate/dashboard', () => {
  it('answers an empty dashboard to a user who never applied, and 401 to a guest', async () => {
    const shopper = await shopperWithAddress(t);
    expect(await dashboardOf(t, shopper.token)).toEqual({
      application: null,
      code: null,
      link: null,
      discount_percent: null,
      totals: { pending: 0, approved: 0, reversed: 0, paid: 0 },
      available: 0,
      orders: [],
      withdrawals: [],
    });
    expect((await call(t, 'GET', '/affiliate/dashboard')).statusCode).toBe(401);
  });

  it('shows a pending applicant no code, and an approved partner their code and link in the request’s language', async () => {
    const shopper = await shopperWithAddress(t);
    dataOf(await apply(t, shopper.token, registrationBody()), 201);
    expect(await dashboardOf(t, shopper.token)).toMatchObject({
      application: { status: 'pending' },
      code: null,
      link: null,
    });

    const partner = await approvedPartner(t, 8);
    expect(await dashboardOf(t, partner.token)).toMatchObject({
      code: partner.code,
      link: `${SITE_ORIGIN}/?coupon_code=${partner.code}`,
      discount_percent: 8,
    });
    expect((await dashboardOf(t, partner.token, 'bn')).link).toBe(`${SITE_ORIGIN}/bn/?coupon_code=${partner.code}`);
  });
});
