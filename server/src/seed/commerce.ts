/**
 * Demo coupons and affiliates (listed in the README's "Demo coupon codes"), dated relative to the seed's `now`, and
 * the riders the back office assigns to packages.
 */
import type { Database } from '../db/database';
import { affiliates, couponRedemptions, coupons, shippers } from '../db/schema';

const DAY_MS = 86_400_000;

/** Partners without an account (the programme's applicants have one); paid to their own bKash number. */
const DEMO_AFFILIATES = [
  { name: 'Rahim Uddin', phone: '+8801711000005', status: 'approved', referralCode: 'RAHIM5', commissionPercent: 5 },
  { name: 'Nasrin Akter', phone: '+8801711000007', status: 'pending', referralCode: 'PENDING7', commissionPercent: 7 },
] as const;

const demoPartner = (affiliate: (typeof DEMO_AFFILIATES)[number], now: Date) => ({
  ...affiliate,
  payoutType: 'bkash' as const,
  payoutAccount: affiliate.phone,
  promotion: 'A Facebook page about everyday fashion in Dhaka.',
  approvedAt: affiliate.status === 'approved' ? now : null,
  decidedAt: affiliate.status === 'approved' ? now : null,
  createdAt: now,
});

/** Riders (shippers), E.164 phones from the demo range. */
export const DEMO_RIDERS = [
  { name: 'Md. Jahangir Alam', phone: '+8801711000021' },
  { name: 'Sumon Mia', phone: '+8801811000022' },
  { name: 'Rubel Hossain', phone: '+8801911000023' },
  { name: 'Shahida Begum', phone: '+8801611000024' },
] as const;

type CouponValues = typeof coupons.$inferInsert;

function demoCoupons(now: Date): CouponValues[] {
  const days = (n: number) => new Date(now.getTime() + n * DAY_MS);
  const running = { startsAt: days(-30) };
  return [
    { code: 'HAAT100', kind: 'fixed', amount: 100, minTotal: 500, maxUsesPerUser: 1, ...running },
    { code: 'EID10', kind: 'percent', percent: 10, maxDiscount: 300, minTotal: 1000, ...running },
    { code: 'EXPIRED50', kind: 'fixed', amount: 50, startsAt: days(-30), endsAt: days(-1) },
    { code: 'USEDUP', kind: 'fixed', amount: 30, maxUses: 1, ...running },
    { code: 'SOON20', kind: 'fixed', amount: 20, startsAt: days(1) },
  ];
}

/**
 * The demo affiliates, coupons and riders, and the one redemption that uses USEDUP up (by a guest, before orders
 * exist).
 */
export async function insertCommerce(tx: Database, now: Date): Promise<void> {
  await tx.insert(shippers).values(DEMO_RIDERS.map((rider) => ({ ...rider, createdAt: now })));
  await tx.insert(affiliates).values(DEMO_AFFILIATES.map((affiliate) => demoPartner(affiliate, now)));
  const rows = await tx
    .insert(coupons)
    .values(demoCoupons(now).map((coupon) => ({ ...coupon, createdAt: now })))
    .returning({ id: coupons.id, code: coupons.code });
  const usedUp = rows.find((row) => row.code === 'USEDUP');
  if (!usedUp) throw new Error('USEDUP coupon not inserted');
  await tx.insert(couponRedemptions).values({ couponId: usedUp.id, phone: '+8801711000009', createdAt: now });
}
