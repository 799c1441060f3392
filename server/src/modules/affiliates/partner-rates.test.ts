import { describe, expect, it } from 'vitest';
import { AFFILIATE_DEFAULT_RATE_PERCENT } from '#contract';
import { commissionOf, keptCommission, rateLookup } from './partner-rates';
import { referralCodeCandidates, referralStem } from './referral-code';

describe('rateLookup', () => {
  const rateOf = rateLookup([
    { id: 1, parentId: null, ratePercent: 6 },
    { id: 2, parentId: 1, ratePercent: null },
    { id: 3, parentId: 2, ratePercent: 9 },
    { id: 4, parentId: 3, ratePercent: null },
    { id: 5, parentId: null, ratePercent: null },
    { id: 6, parentId: 7, ratePercent: null },
    { id: 7, parentId: 6, ratePercent: null },
  ]);

  it('takes the category’s own rate, else the nearest one above it, else the default', () => {
    expect([rateOf(1), rateOf(2), rateOf(3), rateOf(4)]).toEqual([6, 6, 9, 9]);
    expect(rateOf(5)).toBe(AFFILIATE_DEFAULT_RATE_PERCENT);
    expect(rateOf(99)).toBe(AFFILIATE_DEFAULT_RATE_PERCENT);
  });

  it('ends on a loop in the tree with the default', () => {
    expect(rateOf(6)).toBe(AFFILIATE_DEFAULT_RATE_PERCENT);
  });
});

describe('commission amounts', () => {
  it('are whole taka, rounded down', () => {
    expect(commissionOf(1999, 7)).toBe(139);
    expect(commissionOf(14, 7)).toBe(0);
  });

  it('keep the units not returned, pro rata, the same however the returns came', () => {
    expect(keptCommission(100, 3, 0)).toBe(100);
    expect(keptCommission(100, 3, 1)).toBe(66);
    expect(keptCommission(100, 3, 2)).toBe(33);
    expect(keptCommission(100, 3, 3)).toBe(0);
    expect(keptCommission(100, 3, 5)).toBe(0);
  });
});

describe('referral codes', () => {
  it('are the first Latin name in capitals (not an abbreviation), accents dropped, or HAAT', () => {
    expect(referralStem('Rahim Uddin')).toBe('RAHIM');
    expect(referralStem('  josé   María')).toBe('JOSE');
    expect(referralStem('মিতু Mitu')).toBe('MITU');
    expect(referralStem('মিতু')).toBe('HAAT');
    expect(referralStem('Md. Karim')).toBe('KARIM');
    expect(referralStem('Abdullahil Kafi')).toBe('ABDULLAH');
  });

  it('try the stem with the discount first, then three more digits', () => {
    const candidates = referralCodeCandidates('Rahim Uddin', 5);
    expect(candidates.next().value).toBe('RAHIM5');
    expect(candidates.next().value).toMatch(/^RAHIM5\d{3}$/);
  });
});
