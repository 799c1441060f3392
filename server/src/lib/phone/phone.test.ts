import { describe, expect, it } from 'vitest';
import { bdMobile, parseBangladeshiMobile } from './phone';

describe('parseBangladeshiMobile', () => {
  it.each([
    ['01712345678', '+8801712345678'],
    ['+8801712345678', '+8801712345678'],
    ['8801712345678', '+8801712345678'],
    [' +880 1712-345678 ', '+8801712345678'],
    ['০১৯১২৩৪৫৬৭৮', '+8801912345678'],
    ['+৮৮০১৩১২৩৪৫৬৭৮', '+8801312345678'],
    ['01512345678', '+8801512345678'],
  ])('reads %s as %s', (input, e164) => {
    expect(parseBangladeshiMobile(input)).toBe(e164);
  });

  it.each([
    '01212345678', // no operator 012
    '01112345678',
    '0171234567', // too short
    '017123456789', // too long
    '1712345678', // without the leading 0
    '+9101712345678',
    '0171234567a',
    "01712345678' or 1=1 --",
    '',
  ])('rejects %j', (input) => {
    expect(parseBangladeshiMobile(input)).toBeNull();
  });
});

describe('bdMobile', () => {
  it('transforms to E.164', () => {
    expect(bdMobile.parse('০১৭১১০০০০০১')).toBe('+8801711000001');
  });

  it('fails with the server message key, which the error handler translates', () => {
    const result = bdMobile.safeParse('12345');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ code: 'custom', params: { messageKey: 'phone.invalid' } });
  });
});
