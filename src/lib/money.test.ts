import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatDigits, formatNumber, formatPrice } from './money';

describe('formatPrice', () => {
  it('writes English prices with Tk, Latin digits and lakh grouping', () => {
    expect(formatPrice(1960, 'en')).toBe('Tk 1,960');
    expect(formatPrice(100000, 'en')).toBe('Tk 1,00,000');
    expect(formatPrice(12345678, 'en')).toBe('Tk 1,23,45,678');
    expect(formatPrice(0, 'en')).toBe('Tk 0');
  });

  it('never prints the taka sign on English pages', () => {
    expect(formatPrice(1148, 'en')).not.toMatch(/[\u0980-\u09FF]/);
  });

  it('writes Bengali prices with Bengali digits and the taka sign', () => {
    expect(formatPrice(1960, 'bn')).toBe('১,৯৬০৳');
    expect(formatPrice(100000, 'bn')).toBe('১,০০,০০০৳');
  });

  it('rounds to whole taka', () => {
    expect(formatPrice(1199.6, 'en')).toBe('Tk 1,200');
    expect(formatPrice(1199.6, 'bn')).toBe('১,২০০৳');
  });
});

describe('formatNumber', () => {
  it('groups in lakhs in both languages', () => {
    expect(formatNumber(250000, 'en')).toBe('2,50,000');
    expect(formatNumber(250000, 'bn')).toBe('২,৫০,০০০');
  });

  it('keeps the requested decimals', () => {
    expect(formatNumber(4.56, 'en', 1)).toBe('4.6');
    expect(formatNumber(4.56, 'bn', 1)).toBe('৪.৬');
  });
});

describe('formatDigits', () => {
  it("writes a year or a number to quote in the page's digits, without grouping", () => {
    expect(formatDigits(2026, 'en')).toBe('2026');
    expect(formatDigits(123456, 'en')).toBe('123456');
    expect(formatDigits(2026, 'bn')).toBe('২০২৬');
  });
});

describe('formatDateTime', () => {
  it('shows Bangladesh time (UTC+6) in 24-hour form', () => {
    expect(formatDateTime('2025-02-28T12:30:00Z', 'en')).toBe('28 Feb 2025, 18:30');
    expect(formatDateTime('2025-02-28T12:30:00Z', 'bn')).toBe('২৮ ফেব, ২০২৫, ১৮:৩০');
  });
});

describe('formatDate', () => {
  it('shows the calendar date in Bangladesh, which may be a day after UTC', () => {
    expect(formatDate('2025-02-28T20:00:00Z', 'en')).toBe('1 March 2025');
    expect(formatDate('2025-02-28T12:00:00Z', 'bn')).toBe('২৮ ফেব্রুয়ারি, ২০২৫');
  });
});
