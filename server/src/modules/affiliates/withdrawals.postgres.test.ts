/**
 * Two withdrawal requests of one partner, and two approvals of same-named applicants, sent at once through two API
 * processes on one PostgreSQL database, as a deployment with two instances runs (PostgreSQL only: PGlite runs one
 * transaction at a time). Every count is read back from the database.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CheckoutAnswer } from '#contract';
import {
  type ApiProcess,
  createScratchDatabase,
  createShoppers,
  placeOver,
  postJsonOver,
  queryRows,
  type ScratchDatabase,
  type SellableVariant,
  type Shopper,
  startApiProcess,
  stockedVariants,
} from '../../api-processes.test-helpers';
import { burstOver } from '../../bursts.test-helpers';
import { affiliates } from '../../db/schema';
import { AFFILIATE_WRITES_PER_HOUR } from './affiliates.service';
import { registrationBody } from './affiliates.test-helpers';

const ROUNDS = 6;
const ADMIN_TOKEN = 'affiliates-race-admin-token-of-32-characters';
let scratch: ScratchDatabase;
let instances: [ApiProcess, ApiProcess];
let variant: SellableVariant;
let buyer: Shopper;

beforeAll(async () => {
  scratch = await createScratchDatabase('withdrawal_race');
  instances = await Promise.all([
    startApiProcess(scratch.url, { ADMIN_TOKEN }),
    startApiProcess(scratch.url, { ADMIN_TOKEN }),
  ]);
  [variant] = (await stockedVariants(scratch.handle.db, 1, 500)) as [SellableVariant];
  [buyer] = (await createShoppers(scratch.handle.db, 1)) as [Shopper];
});

afterAll(async () => {
  await Promise.all((instances ?? []).map((api) => api.stop()));
  await scratch?.drop();
});

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return queryRows<T>(scratch.handle.db, query);
}

/** A new approved partner (each its own hourly limit) with the code `RACER<round>`. */
async function partnerOf(round: number): Promise<{ partner: Shopper; code: string }> {
  const [partner] = (await createShoppers(scratch.handle.db, 1)) as [Shopper];
  const code = `RACER${round}`;
  const phone = `+88017990000${String(round).padStart(2, '0')}`;
  await scratch.handle.db.insert(affiliates).values({
    userId: partner.userId,
    name: 'Race Partner',
    phone,
    status: 'approved',
    referralCode: code,
    commissionPercent: 5,
    payoutType: 'bkash',
    payoutAccount: phone,
  });
  return { partner, code };
}

/** An order of the code whose commissions are approved (their window passed) and worth 400 taka. */
async function approvedCommissionOrder(round: number, code: string): Promise<number> {
  const placed = await placeOver(
    instances[0].base,
    buyer,
    { buy_now: { product_id: variant.product_id, variant_id: variant.variant_id, qty: 1 }, coupon_code: code },
    `withdrawal-race-${process.pid}-${round}`,
  );
  expect(placed.status).toBe(201);
  const orderId = (placed.body.data as CheckoutAnswer).orders[0]!.id;
  await rows(sql`update affiliate_commissions set status = 'approved', amount = 400 where order_id = ${orderId}`);
  return orderId;
}

const withdrawOver = (api: ApiProcess, partner: Shopper) =>
  postJsonOver(api.base, partner.token, '/affiliate/withdrawals', {}).then((response) => response.status);

describe('two API instances asking for one partner’s withdrawal at once', () => {
  it('make one request that claims each commission once: one 201, one 409', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const { partner, code } = await partnerOf(round);
      const orderId = await approvedCommissionOrder(round, code);
      const statuses = await Promise.all([withdrawOver(instances[0], partner), withdrawOver(instances[1], partner)]);
      expect(statuses.sort()).toEqual([201, 409]);

      const open = await rows<{ id: number; amount: number }>(
        sql`select id, amount from affiliate_withdrawals where status = 'requested'`,
      );
      expect(open).toHaveLength(1);
      const claimed = await rows<{ withdrawal_id: number; amount: number }>(
        sql`select withdrawal_id, amount from affiliate_commissions where order_id = ${orderId}`,
      );
      expect(claimed).toEqual([{ withdrawal_id: open[0]!.id, amount: 400 }]);
      expect(Number(open[0]!.amount)).toBe(400);
      // Paid, so the next round's partner has the only open request.
      await rows(sql`update affiliate_withdrawals set status = 'paid' where id = ${open[0]!.id}`);
    }
  });
});

describe('two API instances given one user’s applications at once', () => {
  it(`count ${AFFILIATE_WRITES_PER_HOUR + 1} of them against the hourly limit: one stored, the limit’s repeats refused, one 429`, async () => {
    const [applicant] = (await createShoppers(scratch.handle.db, 1)) as [Shopper];
    const answers = await burstOver(instances, AFFILIATE_WRITES_PER_HOUR + 1, (base) =>
      postJsonOver(base, applicant.token, '/affiliate/registration', registrationBody()),
    );
    expect(answers).toEqual({ 201: 1, 409: AFFILIATE_WRITES_PER_HOUR - 1, 429: 1 });
    const [counted] = await rows<{ applications: number; hits: number }>(
      sql`select (select count(*)::int from affiliates where user_id = ${applicant.userId}) as applications,
        (select count(*)::int from rate_limit_hits where key = ${`affiliate-write:user:${applicant.userId}`}) as hits`,
    );
    expect(counted).toEqual({ applications: 1, hits: AFFILIATE_WRITES_PER_HOUR });
  });
});

describe('two API instances approving two applicants of the same name at once', () => {
  it('give each a code of their own: one the name and discount, the other with three more digits', async () => {
    for (const [round, name] of ['Alpha', 'Bravo', 'Charlie', 'Delta', 'Echo', 'Foxtrot'].entries()) {
      const applicants = (await createShoppers(scratch.handle.db, 2)) as [Shopper, Shopper];
      const ids = await Promise.all(
        applicants.map(async (applicant, index) => {
          const [row] = await scratch.handle.db
            .insert(affiliates)
            .values({
              userId: applicant.userId,
              name: `${name} Partner`,
              phone: `+88017980${String(round).padStart(2, '0')}00${index}`,
              commissionPercent: 5,
            })
            .returning({ id: affiliates.id });
          return row!.id;
        }),
      );
      const answers = await Promise.all(
        ids.map((id, index) =>
          postJsonOver(instances[index % 2]!.base, ADMIN_TOKEN, `/admin/affiliates/${id}/approve`, {}).then(
            async (response) => ({
              status: response.status,
              code: ((await response.json()) as { data?: { code: string } }).data?.code,
            }),
          ),
        ),
      );
      expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
      const codes = answers.map((answer) => answer.code ?? '');
      expect(new Set(codes).size).toBe(2);
      const [first, second] = codes.sort();
      expect(first).toBe(`${name.toUpperCase()}5`);
      expect(second).toMatch(new RegExp(`^${name.toUpperCase()}5\\d{3}$`));
    }
  });
});
