import { describe, expect, it } from 'vitest';
import { nationalMobile, normalizeDigits } from './phone';

describe('normalizeDigits', () => {
  it('turns Bengali digits into Latin ones and leaves the rest', () => {
    expect(normalizeDigits('কোড ০১৭১২-৩৪৫৬৭৮ abc')).toBe('কোড 01712-345678 abc');
  });
});

describe('nationalMobile', () => {
  it.each([
    ['01712345678', '01712345678'],
    ['+8801712345678', '01712345678'],
    ['8801312345678', '01312345678'],
    [' +880 1912-345678 ', '01912345678'],
    ['(017) 12.345.678', '01712345678'],
    ['+৮৮০১৩১২৩৪৫৬৭৮', '01312345678'],
  ])('reads %j as %s', (input, national) => {
    expect(nationalMobile(input)).toBe(national);
  });

  it.each([
    '01212345678',
    '0171234567',
    '017123456789',
    '1712345678',
    '+9101712345678',
    '8901712345678',
    '0171234567a',
    '',
  ])('refuses %j', (input) => {
    expect(nationalMobile(input)).toBeNull();
  });
});
