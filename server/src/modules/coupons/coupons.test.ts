import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiSuccess, CouponAnswer } from '#contract';
import { createTestApp, failureOf, type TestApp } from '../../app.test-helpers';
import { affiliates, couponRedemptions, coupons } from '../../db/schema';
import { translate } from '../../i18n/locale';
import { AppError } from '../../plugins/http-errors';
import { bearer, createTestAccount, type TestAccount } from '../auth/auth.test-helpers';
import { checkCoupon } from './coupons.service';

let t: TestApp;
let shopper: TestAccount;
let other: TestAccount;

const DAY_MS = 86_400_000;

beforeAll(async () => {
  t = await createTestApp({ products: 2 });
  const { db } = t.database;
  [shopper, other] = [await createTestAccount(db), await createTestAccount(db)];
  const [once, inactive] = await db
    .insert(coupons)
    .values([
      { code: 'ONCE', kind: 'fixed', amount: 40, maxUsesPerUser: 1, startsAt: new Date(Date.now() - DAY_MS) },
      { code: 'PAUSED', kind: 'fixed', amount: 40, isActive: false },
      { code: 'BOTH', kind: 'fixed', amount: 70 },
    ])
    .returning();
  if (!once || !inactive) throw new Error('coupons not inserted');
  await db.insert(couponRedemptions).values({ couponId: once.id, userId: shopper.user.id });
  await db.insert(affiliates).values([
    {
      name: 'Selina Begum',
      phone: '+8801711000011',
      status: 'rejected',
      referralCode: 'REJECTED9',
      commissionPercent: 9,
    },
    { name: 'Jamal Hossain', phone: '+8801711000012', status: 'approved', referralCode: 'BOTH', commissionPercent: 8 },
  ]);
});
afterAll(() => t.close());

function getCoupon(query: string, { locale = 'en', token }: { locale?: 'en' | 'bn'; token?: string } = {}) {
  return t.app.inject({
    url: `/api/v1/coupon?${query}`,
    headers: { 'accept-language': locale, ...(token && bearer(token)) },
  });
}

function answerOf(response: LightMyRequestResponse): CouponAnswer {
  if (response.statusCode !== 200) throw new Error(`${response.statusCode}: ${response.body}`);
  return response.json<ApiSuccess<CouponAnswer>>().data;
}

/** A refusal: 422 COUPON_INVALID, the reason as message and as the code field's error. */
function expectRefusal(response: LightMyRequestResponse, message: string) {
  expect(response.statusCode).toBe(422);
  expect(failureOf(response)).toEqual({ success: false, code: 'COUPON_INVALID', message, errors: { code: [message] } });
}

describe('GET /coupon', () => {
  it('answers a fixed coupon with its amount, in either language', async () => {
    const response = await getCoupon('code=HAAT100&total=600');
    expect(response.json().message).toBe('Coupon applied');
    expect(answerOf(response)).toEqual({
      id: expect.any(Number),
      amount: 100,
      user_commission: 0,
      code: 'HAAT100',
      kind: 'fixed',
      min_total: 500,
    });
    expect((await getCoupon('code=HAAT100&total=600', { locale: 'bn' })).json().message).toBe('কুপন প্রয়োগ করা হয়েছে');
  });

  it('matches the code case-insensitively, spaces trimmed', async () => {
    expect(answerOf(await getCoupon('code=%20haat100%20&total=500'))).toMatchObject({ code: 'HAAT100', amount: 100 });
  });

  it('takes a truncated percentage of the total, capped by max_discount', async () => {
    expect(answerOf(await getCoupon('code=eid10&total=1999'))).toMatchObject({ amount: 199, kind: 'percent' });
    expect(answerOf(await getCoupon('code=EID10&total=3000'))).toMatchObject({ amount: 300 });
    expect(answerOf(await getCoupon('code=EID10&total=50000'))).toMatchObject({ amount: 300 });
  });

  it.each([
    ['code=NOPE', 'This coupon code does not exist.', 'এই কুপন কোডটি নেই।'],
    ['code=PAUSED&total=900', 'This coupon is not active.', 'এই কুপনটি চালু নেই।'],
    ['code=SOON20&total=900', 'This coupon cannot be used yet.', 'এই কুপনটি এখনো ব্যবহার করা যাবে না।'],
    ['code=EXPIRED50&total=900', 'This coupon has expired.', 'এই কুপনের মেয়াদ শেষ হয়ে গেছে।'],
    ['code=USEDUP&total=900', 'This coupon has been used up.', 'এই কুপনটির ব্যবহারের সীমা শেষ হয়ে গেছে।'],
    [
      'code=HAAT100&total=499',
      'This coupon needs a cart total of at least Tk 500.',
      'এই কুপন ব্যবহার করতে কার্টে অন্তত ৫০০৳-এর পণ্য থাকতে হবে।',
    ],
    [
      'code=EID10&total=999',
      'This coupon needs a cart total of at least Tk 1,000.',
      'এই কুপন ব্যবহার করতে কার্টে অন্তত ১,০০০৳-এর পণ্য থাকতে হবে।',
    ],
    // Without a total the cart counts as 0 taka.
    ['code=EID10', 'This coupon needs a cart total of at least Tk 1,000.', null],
    ['code=PENDING7', 'This coupon code does not exist.', null],
    ['code=rejected9', 'This coupon code does not exist.', null],
  ])('%s: refused with the reason', async (query, english, bengali) => {
    expectRefusal(await getCoupon(query), english);
    if (bengali) expectRefusal(await getCoupon(query, { locale: 'bn' }), bengali);
  });

  it('refuses a coupon the signed-in shopper has used up; a guest or another shopper may still use it', async () => {
    const message = 'You have already used this coupon.';
    expectRefusal(await getCoupon('code=ONCE', { token: shopper.tokens.access_token }), message);
    expectRefusal(
      await getCoupon('code=once', { token: shopper.tokens.access_token, locale: 'bn' }),
      'আপনি এই কুপনটি আগেই ব্যবহার করেছেন।',
    );
    expect(answerOf(await getCoupon('code=ONCE'))).toMatchObject({ amount: 40 });
    expect(answerOf(await getCoupon('code=ONCE', { token: other.tokens.access_token }))).toMatchObject({ amount: 40 });
  });

  it('answers a token that is not live with 401, not as a guest', async () => {
    const response = await getCoupon('code=ONCE', { token: 'not-a-token' });
    expect(response.statusCode).toBe(401);
    expect(failureOf(response).code).toBe('UNAUTHENTICATED');
  });

  it('answers an approved affiliate referral code with the affiliate and the commission', async () => {
    const [rahim] = await t.database.db.select().from(affiliates).where(eq(affiliates.referralCode, 'RAHIM5'));
    const response = await getCoupon('code=rahim5&total=2000');
    expect(response.json().message).toBe('Referral code applied');
    expect(answerOf(response)).toEqual({
      id: rahim?.id,
      amount: 0,
      user_commission: 5,
      code: 'RAHIM5',
      kind: 'referral',
      min_total: 0,
    });
  });

  it('looks in the coupons before the referral codes', async () => {
    expect(answerOf(await getCoupon('code=BOTH'))).toMatchObject({ kind: 'fixed', amount: 70, user_commission: 0 });
  });

  it.each([
    ['', ['code']],
    ['code=', ['code']],
    ['code=%20%20', ['code']],
    [`code=${'A'.repeat(41)}`, ['code']],
    ['code=HAAT100&total=-1', ['total']],
    ['code=HAAT100&total=10.5', ['total']],
    ['code=HAAT100&total=lots', ['total']],
    ['code=HAAT100&total=99999999999', ['total']],
  ])('%j: 422 VALIDATION_FAILED on %j', async (query, fields) => {
    const response = await getCoupon(query);
    expect(response.statusCode).toBe(422);
    const failure = failureOf(response);
    expect(failure.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(failure.errors ?? {})).toEqual(fields);
  });
});

describe('checkCoupon (reused by the cart quote)', () => {
  it('throws the refusal as an AppError the caller can translate', async () => {
    const ctx = { db: t.database.db, now: new Date(), locale: 'bn' as const };
    const error = await checkCoupon(ctx, { code: 'haat100', total: 100, userId: null }).catch(
      (thrown: unknown) => thrown,
    );
    expect(error).toBeInstanceOf(AppError);
    const refusal = error as AppError;
    expect(refusal.code).toBe('COUPON_INVALID');
    expect(translate('bn', refusal.messageKey, refusal.params)).toBe(
      'এই কুপন ব্যবহার করতে কার্টে অন্তত ৫০০৳-এর পণ্য থাকতে হবে।',
    );
  });

  it('judges the window by the clock it is given', async () => {
    const ctx = { db: t.database.db, now: new Date(Date.now() + 2 * DAY_MS), locale: 'en' as const };
    const answer = await checkCoupon(ctx, { code: 'SOON20', total: 0, userId: null });
    expect(answer).toMatchObject({ code: 'SOON20', amount: 20 });
  });
});
