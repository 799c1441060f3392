import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentMethod } from '#contract';
import { createTestApp, failureOf, getApi, getData, type TestApp, testConfig } from '../../app.test-helpers';

let t: TestApp;
const limit = testConfig.payments.codMaxTotal;

beforeAll(async () => {
  t = await createTestApp({ products: 0 });
});
afterAll(() => t.close());

const methods = (query = '', locale: 'en' | 'bn' = 'en') =>
  getData<PaymentMethod[]>(t.app, `/payment-methods${query}`, locale);

describe('GET /payment-methods', () => {
  it('lists cash on delivery (1) and online payment by redirect (2) with its wallets, in either language', async () => {
    expect(await methods()).toEqual([
      {
        id: 1,
        code: 'cod',
        name: 'Cash on Delivery',
        type: 'cod',
        available: true,
        unavailable_reason: null,
        max_total: limit,
      },
      {
        id: 2,
        code: 'online',
        name: 'Online payment',
        type: 'redirect',
        wallets: ['bkash', 'nagad', 'rocket'],
        available: true,
        unavailable_reason: null,
        max_total: null,
      },
    ]);
    expect((await methods('', 'bn')).map((method) => method.name)).toEqual(['ক্যাশ অন ডেলিভারি', 'অনলাইন পেমেন্ট']);
  });

  it(`offers cash on delivery up to COD_MAX_TOTAL (${limit}) inclusive, and says why not above it`, async () => {
    expect(limit).toBe(50_000);
    const [codAtLimit, onlineAtLimit] = await methods(`?total=${limit}`);
    expect(codAtLimit).toMatchObject({ available: true, unavailable_reason: null });
    expect(onlineAtLimit?.available).toBe(true);

    const [codAbove, onlineAbove] = await methods(`?total=${limit + 1}`);
    expect(codAbove).toMatchObject({
      available: false,
      unavailable_reason: 'Cash on delivery is available for orders up to Tk 50,000. Please pay online.',
    });
    expect(onlineAbove).toMatchObject({ available: true, unavailable_reason: null });
    const [codAboveBn] = await methods(`?total=${limit + 1}`, 'bn');
    expect(codAboveBn?.unavailable_reason).toBe(
      'ক্যাশ অন ডেলিভারি কেবল ৫০,০০০৳ পর্যন্ত অর্ডারে পাওয়া যায়। অনুগ্রহ করে অনলাইনে পরিশোধ করুন।',
    );
    expect((await methods('?total=0'))[0]?.available).toBe(true);
  });

  it.each(['-1', '10.5', 'lots', '99999999999', '1000000001', '1e3', '', '%00', '5&total=6'])(
    'refuses total=%s: 422 naming the field, in either language',
    async (total) => {
      for (const [locale, message] of [
        ['en', 'Send the cart total as a whole number of taka.'],
        ['bn', 'কার্টের মোট পরিমাণ পূর্ণ টাকার সংখ্যায় পাঠান।'],
      ] as const) {
        const { response } = await getApi(t.app, `/payment-methods?total=${total}`, locale);
        expect(response.statusCode).toBe(422);
        expect(failureOf(response)).toMatchObject({ code: 'VALIDATION_FAILED', errors: { total: [message] } });
      }
    },
  );
});
