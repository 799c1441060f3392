import { describe, expect, it } from 'vitest';
import type { CategoryFlashSale } from '#contract';
import { productCard } from '@/lib/product-card.test-helpers';
import {
  countdownSummary,
  delayToNextTick,
  formatCountdownPart,
  groupBySale,
  hasEnded,
  remainingTime,
} from './flash-sales';
import type { CountdownTexts } from './flash-sales-strings';

const END = '2026-03-01T12:00:00.000Z';
const at = (msBeforeEnd: number) => Date.parse(END) - msBeforeEnd;
const time = (d: number, h: number, m: number, s: number) => ((d * 24 + h) * 60 + m) * 60_000 + s * 1000;

const texts: Record<'en' | 'bn', CountdownTexts> = {
  en: {
    flashSales: {
      day_one: '{{n}} day',
      day_other: '{{n}} days',
      hour_one: '{{n}} hour',
      hour_other: '{{n}} hours',
      minute_one: '{{n}} minute',
      minute_other: '{{n}} minutes',
      endsIn: 'Ends in {{time}}',
      lastMinute: 'Ends in under a minute',
      separator: ', ',
    },
  },
  bn: {
    flashSales: {
      day_one: '{{n}} দিন',
      day_other: '{{n}} দিন',
      hour_one: '{{n}} ঘণ্টা',
      hour_other: '{{n}} ঘণ্টা',
      minute_one: '{{n}} মিনিট',
      minute_other: '{{n}} মিনিট',
      endsIn: 'শেষ হবে {{time}} পরে',
      lastMinute: 'এক মিনিটের কম বাকি',
      separator: ' ',
    },
  },
};

describe('remainingTime', () => {
  it('splits the time left into days, hours, minutes and seconds', () => {
    expect(remainingTime(END, at(time(2, 5, 13, 9) + 400))).toEqual({
      total: time(2, 5, 13, 9) + 400,
      days: 2,
      hours: 5,
      minutes: 13,
      seconds: 9,
    });
  });

  it('clamps at zero once the sale has ended', () => {
    expect(remainingTime(END, at(-5000))).toEqual({ total: 0, days: 0, hours: 0, minutes: 0, seconds: 0 });
  });
});

describe('hasEnded', () => {
  it('is false before the end and true from the end on', () => {
    expect(hasEnded(END, at(1))).toBe(false);
    expect(hasEnded(END, at(0))).toBe(true);
    expect(hasEnded(END, at(-1))).toBe(true);
  });
});

describe('formatCountdownPart', () => {
  it('pads to two digits in the page’s digits', () => {
    expect(formatCountdownPart(5, 'en')).toBe('05');
    expect(formatCountdownPart(42, 'en')).toBe('42');
    expect(formatCountdownPart(5, 'bn')).toBe('০৫');
    expect(formatCountdownPart(123, 'bn')).toBe('১২৩');
  });
});

describe('countdownSummary', () => {
  it('names the units left with English plurals, leaving zero units out', () => {
    expect(countdownSummary(remainingTime(END, at(time(1, 0, 13, 50))), texts.en, 'en')).toBe(
      'Ends in 1 day, 13 minutes',
    );
    expect(countdownSummary(remainingTime(END, at(time(0, 2, 1, 0))), texts.en, 'en')).toBe(
      'Ends in 2 hours, 1 minute',
    );
  });

  it('writes Bengali digits', () => {
    expect(countdownSummary(remainingTime(END, at(time(3, 4, 0, 0))), texts.bn, 'bn')).toBe('শেষ হবে ৩ দিন ৪ ঘণ্টা পরে');
  });

  it('says under a minute in the last minute and after the end', () => {
    expect(countdownSummary(remainingTime(END, at(59_000)), texts.en, 'en')).toBe('Ends in under a minute');
    expect(countdownSummary(remainingTime(END, at(-1)), texts.bn, 'bn')).toBe('এক মিনিটের কম বাকি');
  });

  it('stays the same within a minute, so the live region changes at most once a minute', () => {
    const summaries = new Set(
      Array.from({ length: 60 }, (_, s) => countdownSummary(remainingTime(END, at(time(0, 1, 5, s))), texts.en, 'en')),
    );
    expect(summaries).toEqual(new Set(['Ends in 1 hour, 5 minutes']));
  });
});

describe('delayToNextTick', () => {
  it('waits for the next whole second of the time left', () => {
    expect(delayToNextTick(END, at(5_250))).toBe(250);
    expect(delayToNextTick(END, at(5_000))).toBe(1000);
  });
});

describe('groupBySale', () => {
  const entry = (saleId: number, endsAt: string, categoryId: number, ids: number[]): CategoryFlashSale => ({
    category: { id: categoryId, slug: `c${categoryId}`, name: `C${categoryId}` },
    flash_sale: { id: saleId, title: `Sale ${saleId}`, starts_at: '2026-01-01T00:00:00Z', ends_at: endsAt },
    products: ids.map((id) => productCard({ id })),
  });

  it('makes one group per sale with its categories, soonest end first', () => {
    const groups = groupBySale([
      entry(1, '2026-05-01T00:00:00Z', 10, [1, 2]),
      entry(2, '2026-04-01T00:00:00Z', 10, [3]),
      entry(1, '2026-05-01T00:00:00Z', 11, [4]),
    ]);
    expect(groups.map((group) => group.id)).toEqual([2, 1]);
    expect(groups[1]?.categories.map(({ category, products }) => [category.id, products.map((p) => p.id)])).toEqual([
      [10, [1, 2]],
      [11, [4]],
    ]);
  });
});
