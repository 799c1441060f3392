import { asc, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, TEST_UPLOADS_DIR } from '../app.test-helpers';
import type { DatabaseHandle } from '../db/client';
import { affiliates, categories, couponRedemptions, coupons, shippers } from '../db/schema';
import { parseBangladeshiMobile } from '../lib/phone/phone';
import { checkCoupon } from '../modules/coupons/coupons.service';
import { DEMO_RIDERS } from './commerce';
import { resetCatalogue, seedDemo } from './index';

const NOW = new Date('2025-02-20T06:00:00Z');
const DAY_MS = 86_400_000;

let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await createTestDatabase();
  await seedDemo(handle.db, { products: 1, uploadsDir: TEST_UPLOADS_DIR, now: NOW });
});
afterAll(() => handle.close());

const codeOf = async (code: string) =>
  checkCoupon({ db: handle.db, now: NOW, locale: 'en' }, { code, total: 1000, userId: null }).then(
    (answer) => answer.kind,
    (error: { messageKey: string }) => error.messageKey,
  );

describe('demo coupons and affiliates', () => {
  it('dates the coupons from the seed clock', async () => {
    const rows = await handle.db.select().from(coupons).orderBy(asc(coupons.id));
    const window = Object.fromEntries(
      rows.map((row) => [
        row.code,
        [row.startsAt.getTime() - NOW.getTime(), row.endsAt && row.endsAt.getTime() - NOW.getTime()],
      ]),
    );
    expect(window).toEqual({
      HAAT100: [-30 * DAY_MS, null],
      EID10: [-30 * DAY_MS, null],
      EXPIRED50: [-30 * DAY_MS, -DAY_MS],
      USEDUP: [-30 * DAY_MS, null],
      SOON20: [DAY_MS, null],
    });
  });

  it.each([
    ['HAAT100', 'fixed'],
    ['EID10', 'percent'],
    ['RAHIM5', 'referral'],
    ['EXPIRED50', 'coupons.expired'],
    ['USEDUP', 'coupons.usedUp'],
    ['SOON20', 'coupons.notStarted'],
    ['PENDING7', 'coupons.unknown'],
  ])('%s at the seed clock: %s', async (code, outcome) => {
    expect(await codeOf(code)).toBe(outcome);
  });

  it('is emptied by the reset and seeds again', async () => {
    await resetCatalogue(handle.db);
    expect(await handle.db.select().from(couponRedemptions)).toEqual([]);
    await seedDemo(handle.db, { products: 1, uploadsDir: TEST_UPLOADS_DIR, now: NOW });
    expect((await handle.db.select().from(affiliates)).map((row) => [row.referralCode, row.status])).toEqual([
      ['RAHIM5', 'approved'],
      ['PENDING7', 'pending'],
    ]);
    expect(await handle.db.select().from(couponRedemptions)).toHaveLength(1);
    expect(await handle.db.select().from(shippers)).toHaveLength(DEMO_RIDERS.length);
  });

  it('gives every top category a partner rate of 3 to 9 %, and the approved demo partner a payout account', async () => {
    const tops = await handle.db.select().from(categories).where(isNull(categories.parentId));
    expect(tops.length).toBeGreaterThan(0);
    for (const top of tops) expect(top.partnerRatePercent).toSatisfy((rate: number) => rate >= 3 && rate <= 9);
    const [rahim] = await handle.db.select().from(affiliates).where(eq(affiliates.referralCode, 'RAHIM5'));
    expect(rahim).toMatchObject({ status: 'approved', payoutType: 'bkash', payoutAccount: rahim?.phone });
  });

  it('seeds the riders with Bangladeshi mobile numbers', async () => {
    const rows = await handle.db.select().from(shippers).orderBy(asc(shippers.id));
    expect(rows.map((row) => row.name)).toEqual(DEMO_RIDERS.map((rider) => rider.name));
    for (const row of rows) expect(parseBangladeshiMobile(row.phone)).toBe(row.phone);
  });
});
