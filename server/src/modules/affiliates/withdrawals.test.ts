import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AdminWithdrawal, AFFILIATE_MIN_WITHDRAWAL, type Page, type Withdrawal } from '#contract';
import { dataOf, failureOf } from '../../app.test-helpers';
import { burst } from '../../bursts.test-helpers';
import { affiliateCommissions, affiliates, categories, products, productVariants } from '../../db/schema';
import {
  ADMIN_TOKEN,
  type CheckoutTestApp,
  call,
  createOrdersTestApp,
  moveTo,
  placed,
  shopperWithAddress,
  stockedItem,
  type TestShopper,
} from '../../orders.test-helpers';
import { AFFILIATE_WRITES_PER_HOUR } from './affiliates.service';
import {
  adminPost,
  apply,
  approvedPartner,
  dashboardOf,
  registrationBody,
  type TestPartner,
} from './affiliates.test-helpers';

let t: CheckoutTestApp;
let buyer: TestShopper;
const DAY_MINUTES = 24 * 60;

beforeAll(async () => {
  t = await createOrdersTestApp();
  buyer = await shopperWithAddress(t);
});
afterAll(() => t?.close());

const withdraw = (partner: TestShopper, locale: 'en' | 'bn' = 'en') =>
  call(t, 'POST', '/affiliate/withdrawals', { token: partner.token, locale });

/** A delivered order of the partner's code at `percent` for its category, approved after the window: its order id. */
async function approvedCommission(partner: TestPartner, percent: number, qty: number): Promise<number> {
  const item = await stockedItem(t, 50, qty);
  const [variant] = await t.database.db.select().from(productVariants).where(eq(productVariants.id, item.variant_id));
  // Fewer units of a dear product, so the order stays within cash on delivery's limit (shipping included).
  item.qty = Math.max(1, Math.min(qty, Math.floor((t.config.payments.codMaxTotal - 1000) / variant!.price)));
  const [product] = await t.database.db.select().from(products).where(eq(products.id, item.product_id));
  await t.database.db
    .update(categories)
    .set({ partnerRatePercent: percent })
    .where(eq(categories.id, product!.categoryId));
  const [order] = (await placed(t, buyer, [item], { coupon: partner.code })).orders;
  await moveTo(t, order!.id, 'delivered');
  t.advance((t.config.returnWindowDays + 1) * DAY_MINUTES);
  dataOf(await adminPost(t, '/admin/affiliates/commissions/approve-due'));
  return order!.id;
}

const rowsOf = (orderIds: number[]) =>
  t.database.db.select().from(affiliateCommissions).where(inArray(affiliateCommissions.orderId, orderIds));

describe('POST /affiliate/withdrawals', () => {
  it('claims every approved commission into one request to the payout account, masked; a second while open is 409', async () => {
    const partner = await approvedPartner(t);
    const orderIds = [await approvedCommission(partner, 40, 6), await approvedCommission(partner, 40, 6)];
    const rows = await rowsOf(orderIds);
    const amount = rows.reduce((sum, row) => sum + row.amount, 0);
    expect(amount).toBeGreaterThanOrEqual(AFFILIATE_MIN_WITHDRAWAL);

    const response = await withdraw(partner);
    expect(response.json().message).toBe('Withdrawal requested. We will send it to your payout account.');
    const withdrawal = dataOf<Withdrawal>(response, 201);
    expect(withdrawal).toMatchObject({
      amount,
      payout_type: 'bkash',
      payout_account: '***********678',
      status: 'requested',
      note: null,
      decided_at: null,
    });
    expect((await rowsOf(orderIds)).map((row) => [row.status, row.withdrawalId])).toEqual([
      ['approved', withdrawal.id],
      ['approved', withdrawal.id],
    ]);
    const dashboard = await dashboardOf(t, partner.token);
    expect(dashboard.available).toBe(0);
    expect(dashboard.withdrawals).toEqual([withdrawal]);

    await approvedCommission(partner, 40, 6);
    const again = await withdraw(partner);
    expect(again.statusCode).toBe(409);
    expect(failureOf(again)).toMatchObject({
      code: 'WITHDRAWAL_OPEN',
      message: 'You already have a withdrawal request waiting to be paid.',
    });
  });

  it('makes one request of 3 sent at once, claiming each commission once; the other two are 409 WITHDRAWAL_OPEN', async () => {
    const partner = await approvedPartner(t);
    const orderIds = [await approvedCommission(partner, 40, 6), await approvedCommission(partner, 40, 6)];
    expect(await burst(3, () => withdraw(partner))).toEqual({ 201: 1, 409: 2 });
    const claimedBy = new Set((await rowsOf(orderIds)).map((row) => row.withdrawalId));
    expect(claimedBy.size).toBe(1);
    expect(claimedBy.has(null)).toBe(false);
  });

  it('refuses less than the minimum with 409 WITHDRAWAL_BELOW_MINIMUM naming it in the request’s language', async () => {
    const partner = await approvedPartner(t);
    await approvedCommission(partner, 1, 1);
    const { available } = await dashboardOf(t, partner.token);
    expect(available).toBeGreaterThan(0);
    expect(available).toBeLessThan(AFFILIATE_MIN_WITHDRAWAL);
    const refused = await withdraw(partner);
    expect(refused.statusCode).toBe(409);
    expect(failureOf(refused)).toMatchObject({
      code: 'WITHDRAWAL_BELOW_MINIMUM',
      message: `You can withdraw from Tk 300; your available commission is Tk ${available}.`,
    });
    expect(failureOf(await withdraw(partner, 'bn')).message).toContain('৩০০৳');
    expect((await dashboardOf(t, partner.token)).withdrawals).toEqual([]);
  });

  it('refuses a user who is not an approved partner (409 AFFILIATE_NOT_APPROVED), and a guest (401)', async () => {
    const applicant = await shopperWithAddress(t);
    dataOf(await apply(t, applicant.token, registrationBody()), 201);
    const stranger = await shopperWithAddress(t);
    for (const user of [applicant, stranger]) {
      const response = await withdraw(user);
      expect(response.statusCode).toBe(409);
      expect(failureOf(response).code).toBe('AFFILIATE_NOT_APPROVED');
    }
    expect((await call(t, 'POST', '/affiliate/withdrawals')).statusCode).toBe(401);
  });
});

describe('the hourly limit', () => {
  it('counts refused requests too: the 11th in an hour is 429, and a new application is refused the same way', async () => {
    const partner = await approvedPartner(t);
    // Their application was the first write of the hour.
    for (let attempt = 1; attempt < AFFILIATE_WRITES_PER_HOUR; attempt += 1) {
      expect(failureOf(await withdraw(partner)).code).toBe('WITHDRAWAL_BELOW_MINIMUM');
    }
    const limited = await withdraw(partner);
    expect(limited.statusCode).toBe(429);
    expect(failureOf(limited).code).toBe('RATE_LIMITED');
    expect((await apply(t, partner.token, registrationBody())).statusCode).toBe(429);
  });

  it(`holds against ${AFFILIATE_WRITES_PER_HOUR + 1} applications sent at once: one stored, ${AFFILIATE_WRITES_PER_HOUR - 1} refused as repeats, one 429`, async () => {
    const shopper = await shopperWithAddress(t);
    const answers = await burst(AFFILIATE_WRITES_PER_HOUR + 1, () => apply(t, shopper.token, registrationBody()));
    expect(answers).toEqual({ 201: 1, 409: AFFILIATE_WRITES_PER_HOUR - 1, 429: 1 });
    expect(await t.database.db.$count(affiliates, eq(affiliates.userId, shopper.userId))).toBe(1);
  });
});

describe('the back office’s withdrawals', () => {
  const list = async (status: string) =>
    dataOf<Page<AdminWithdrawal>>(
      await call(t, 'GET', `/admin/affiliate-withdrawals?status=${status}`, { token: ADMIN_TOKEN }),
    ).data;

  it('pays a request: it and its commissions become paid; paying twice is 409', async () => {
    const partner = await approvedPartner(t);
    const orderId = await approvedCommission(partner, 40, 8);
    const requested = dataOf<Withdrawal>(await withdraw(partner), 201);
    expect((await list('requested')).find((row) => row.id === requested.id)).toMatchObject({
      payout_account: '+8801712345678',
      affiliate: { id: partner.id, phone: partner.phone },
    });

    const paid = dataOf<AdminWithdrawal>(
      await adminPost(t, `/admin/affiliate-withdrawals/${requested.id}/pay`, { reference: 'BKASH-TRX-9A8B7C' }),
    );
    expect(paid).toMatchObject({ status: 'paid', note: 'BKASH-TRX-9A8B7C', decided_at: expect.any(String) });
    expect((await rowsOf([orderId]))[0]?.status).toBe('paid');
    const dashboard = await dashboardOf(t, partner.token);
    expect(dashboard.totals.paid).toBe(requested.amount);
    expect(dashboard.withdrawals[0]).toMatchObject({ status: 'paid', payout_account: '***********678' });
    expect(
      (await adminPost(t, `/admin/affiliate-withdrawals/${requested.id}/pay`, { reference: 'x' })).statusCode,
    ).toBe(409);
  });

  it('rejects a request with a reason: its commissions are released, and a new request may claim them', async () => {
    const partner = await approvedPartner(t);
    const orderId = await approvedCommission(partner, 40, 8);
    const requested = dataOf<Withdrawal>(await withdraw(partner), 201);
    const rejected = dataOf<AdminWithdrawal>(
      await adminPost(t, `/admin/affiliate-withdrawals/${requested.id}/reject`, {
        reason: 'The bKash number is closed.',
      }),
    );
    expect(rejected).toMatchObject({ status: 'rejected', note: 'The bKash number is closed.' });
    expect((await rowsOf([orderId]))[0]).toMatchObject({ status: 'approved', withdrawalId: null });
    expect((await dashboardOf(t, partner.token)).available).toBe(requested.amount);
    const again = dataOf<Withdrawal>(await withdraw(partner), 201);
    expect(again.amount).toBe(requested.amount);
    expect(
      (await adminPost(t, `/admin/affiliate-withdrawals/${requested.id}/reject`, { reason: 'x' })).statusCode,
    ).toBe(409);
  });

  it.each([
    ['pay', {}, ['reference']],
    ['pay', { reference: ' ' }, ['reference']],
    ['reject', { reason: 'x'.repeat(501) }, ['reason']],
  ])('%s %j → 422 on %j; an unknown request is 404', async (action, payload, fields) => {
    const response = await adminPost(t, `/admin/affiliate-withdrawals/1/${action}`, payload);
    expect(response.statusCode).toBe(422);
    expect(Object.keys(failureOf(response).errors ?? {})).toEqual(fields);
    const valid = action === 'pay' ? { reference: 'R1' } : { reason: 'No' };
    expect((await adminPost(t, `/admin/affiliate-withdrawals/999999/${action}`, valid)).statusCode).toBe(404);
  });
});
