import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CheckoutAnswer } from '#contract';
import { dataOf, failureOf } from '../../app.test-helpers';
import { burst } from '../../bursts.test-helpers';
import { affiliates, couponRedemptions, coupons } from '../../db/schema';
import {
  type CheckoutTestApp,
  call,
  codBody,
  createCheckoutTestApp,
  fillCart,
  guestBody,
  guestCode,
  guestPhone,
  newKey,
  placeOrder,
  shopperWithAddress,
  stockedItem,
  stockedItems,
  stockOf,
} from './checkout.test-helpers';

let t: CheckoutTestApp;
beforeAll(async () => {
  t = await createCheckoutTestApp();
  await t.database.db.insert(coupons).values([
    { code: 'ONCE100', kind: 'fixed', amount: 100, maxUsesPerUser: 1 },
    { code: 'TENPCT', kind: 'percent', percent: 10 },
    { code: 'ENDED', kind: 'fixed', amount: 50, endsAt: new Date(Date.now() - 60_000) },
  ]);
  await t.database.db.insert(affiliates).values({
    name: 'Partner',
    phone: '+8801700000001',
    status: 'approved',
    referralCode: 'PARTNER5',
    commissionPercent: 5,
  });
});
afterAll(() => t.close());

async function redemptionsOf(checkoutId: string) {
  return t.database.db.select().from(couponRedemptions).where(eq(couponRedemptions.checkoutId, checkoutId));
}

describe('coupons at checkout', () => {
  it('takes a percent coupon off the whole subtotal, split over the sellers, and records its use', async () => {
    const shopper = await shopperWithAddress(t);
    await fillCart(t, shopper.token, await stockedItems(t, 3, 10, 3));
    const answer = dataOf<CheckoutAnswer>(
      await placeOrder(t, shopper, codBody(shopper, { coupon_code: 'tenpct' })),
      201,
    );
    const subtotal = answer.orders.reduce((sum, order) => sum + order.sub_total, 0);
    const discount = answer.orders.reduce((sum, order) => sum + order.discount, 0);
    expect(discount).toBe(Math.floor(subtotal / 10));
    expect(answer.grand_total).toBe(answer.orders.reduce((sum, order) => sum + order.total, 0));
    expect(await redemptionsOf(answer.checkout_id)).toHaveLength(1);
  });

  it('applies a referral code as its percentage and records no coupon use', async () => {
    const shopper = await shopperWithAddress(t);
    await fillCart(t, shopper.token, await stockedItems(t, 1, 10, 2));
    const answer = dataOf<CheckoutAnswer>(
      await placeOrder(t, shopper, codBody(shopper, { coupon_code: 'PARTNER5' })),
      201,
    );
    const order = answer.orders[0];
    expect(order?.discount).toBe(Math.trunc(((order?.sub_total ?? 0) * 5) / 100));
    expect(await redemptionsOf(answer.checkout_id)).toHaveLength(0);
  });

  it('refuses a once-per-shopper coupon the second time (422 COUPON_INVALID on coupon_code), taking no stock', async () => {
    const shopper = await shopperWithAddress(t);
    const item = await stockedItem(t, 10);
    await fillCart(t, shopper.token, [item]);
    dataOf(await placeOrder(t, shopper, codBody(shopper, { coupon_code: 'ONCE100' })), 201);
    await fillCart(t, shopper.token, [item]);
    const response = await placeOrder(t, shopper, codBody(shopper, { coupon_code: 'ONCE100' }));
    expect(response.statusCode).toBe(422);
    const failure = failureOf(response);
    expect(failure.code).toBe('COUPON_INVALID');
    expect(Object.keys(failure.errors ?? {})).toEqual(['coupon_code']);
    expect(await stockOf(t, item.variant_id)).toBe(9);
  });

  it('counts a guest’s once-per-shopper uses by phone', async () => {
    const phone = guestPhone();
    const [coupon] = await t.database.db.select().from(coupons).where(eq(coupons.code, 'ONCE100'));
    await t.database.db.insert(couponRedemptions).values({ couponId: coupon?.id ?? 0, phone: phone.e164 });
    const item = await stockedItem(t, 10);
    const body = guestBody(phone.typed, await guestCode(t, phone), [item], { coupon_code: 'ONCE100' });
    const response = await call(t, 'POST', '/guest/order/store', { payload: body });
    expect(failureOf(response).code).toBe('COUPON_INVALID');
    const withoutCoupon = guestBody(phone.typed, body.otp, [item]);
    dataOf(await call(t, 'POST', '/guest/order/store', { payload: withoutCoupon }), 201);
  });

  it('refuses a coupon that has ended since it was applied (422 on coupon_code)', async () => {
    const shopper = await shopperWithAddress(t);
    await fillCart(t, shopper.token, await stockedItems(t, 1, 10));
    const response = await placeOrder(t, shopper, codBody(shopper, { coupon_code: 'ENDED' }), { locale: 'bn' });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(failureOf(response).errors ?? {})).toEqual(['coupon_code']);
  });
});

describe('coupon limits against checkouts sent at once', () => {
  /** A new fixed coupon with `limits`, and how many times it has been used. */
  async function limitedCoupon(code: string, limits: { maxUses?: number; maxUsesPerUser?: number }) {
    const [coupon] = await t.database.db
      .insert(coupons)
      .values({ code, kind: 'fixed', amount: 20, ...limits })
      .returning();
    return { uses: () => t.database.db.$count(couponRedemptions, eq(couponRedemptions.couponId, coupon!.id)) };
  }

  it('gives a coupon with 3 uses left to exactly 3 of 4 shoppers checking out at once; the fourth is COUPON_INVALID', async () => {
    const coupon = await limitedCoupon('THREELEFT', { maxUses: 3 });
    const item = await stockedItem(t, 50);
    const shoppers = await Promise.all(Array.from({ length: 4 }, () => shopperWithAddress(t)));
    const answers = await burst(4, (n) =>
      placeOrder(t, shoppers[n]!, codBody(shoppers[n]!, { buy_now: item, coupon_code: 'THREELEFT' }), {
        key: newKey(),
      }),
    );
    expect(answers).toEqual({ 201: 3, 422: 1 });
    expect(await coupon.uses()).toBe(3);
    expect(await stockOf(t, item.variant_id)).toBe(47);
  });

  it('gives a twice-per-shopper coupon to exactly 2 of one shopper’s 3 checkouts sent at once', async () => {
    const coupon = await limitedCoupon('TWICEEACH', { maxUsesPerUser: 2 });
    const item = await stockedItem(t, 50);
    const shopper = await shopperWithAddress(t);
    const answers = await burst(3, () =>
      placeOrder(t, shopper, codBody(shopper, { buy_now: item, coupon_code: 'TWICEEACH' }), { key: newKey() }),
    );
    expect(answers).toEqual({ 201: 2, 422: 1 });
    expect(await coupon.uses()).toBe(2);
  });
});
