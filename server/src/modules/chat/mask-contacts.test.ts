import { describe, expect, it } from 'vitest';
import { MASK, maskContacts } from './mask-contacts';

describe('maskContacts', () => {
  it.each([
    ['01711000010', MASK],
    ['call 01711-000010 after 5', `call ${MASK} after 5`],
    ['+8801711000010', MASK],
    ['+880 1711 000 010', MASK],
    ['8801711000010', MASK],
    ['00880-1711-000010', MASK],
    ['(+880) 1711-000010', MASK],
    ['০১৭১১০০০০১০', MASK],
    ['নম্বর: +৮৮০ ১৭১১-০০০০১০', `নম্বর: ${MASK}`],
    ['1711000010', MASK],
    ['017.11.00.00.10', MASK],
  ])('hides the Bangladeshi mobile in %j', (text, shown) => {
    expect(maskContacts(text)).toBe(shown);
  });

  it.each([
    ['mail me at rahim.uddin+shop@gmail.com please', `mail me at ${MASK} please`],
    ['Karim@Example.COM.bd', MASK],
    ['রহিম@উদাহরণ.বাংলা', MASK],
  ])('hides the e-mail address in %j', (text, shown) => {
    expect(maskContacts(text)).toBe(shown);
  });

  it.each([
    'Order HT0001234 is packed',
    'The price is 1500 taka, 2 pieces for 2900',
    'Size 42, chest 40 inches',
    'Delivery on 12-11-2026',
    '0171100001',
    '017110000100',
    'a 12-digit number 123456789012',
    'write to support @ haat',
    '<img src=x onerror=alert(1)>',
  ])('leaves %j as it is', (text) => {
    expect(maskContacts(text)).toBe(text);
  });

  it('hides every contact in a message and keeps the rest', () => {
    expect(maskContacts('Bikash 01811223344 or mail a@b.co, then 01911-223344.')).toBe(
      `Bikash ${MASK} or mail ${MASK}, then ${MASK}.`,
    );
  });
});
