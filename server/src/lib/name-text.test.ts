import { describe, expect, it } from 'vitest';
import { nameText } from './name-text';

const name = nameText(100);
const refusal = (text: unknown) =>
  name.safeParse(text).error?.issues.map((issue) => (issue.code === 'custom' ? issue.params?.messageKey : issue.code));

describe('nameText', () => {
  it.each([
    ['zero-width spaces', '\u200B\u200B\u200B'],
    ['joiners alone', '\u200C\u200D'],
    ['a word joiner and a byte order mark', '\u2060\uFEFF'],
    ['Hangul fillers', '\u3164\u3164'],
    ['white space', ' \u00A0\u3000\t'],
    ['a Braille blank', '\u2800'],
  ])('refuses a name of nothing visible: %s', (_, text) => {
    expect(refusal(text)).toEqual(['errors.nameInvisible']);
  });

  it.each([
    ['a right-to-left override', 'Karim\u202Egnp.exe'],
    ['an embedding', '\u202BKarim'],
    ['an isolate', 'Karim\u2067x\u2069'],
  ])('refuses a name with %s', (_, text) => {
    expect(refusal(text)).toEqual(['errors.nameDirection']);
  });

  it('refuses a control character such as a newline or NUL inside a name', () => {
    expect(refusal('Karim\nRahim')).toEqual(['errors.textControl']);
    expect(refusal('Karim\u0000')).toEqual(['errors.textControl']);
  });

  it('keeps Bengali words with joiners, emoji and accents, trimmed and in NFC', () => {
    expect(name.parse('  র‍্যাব ক্ষ\u200Cণ  ')).toBe('র‍্যাব ক্ষ\u200Cণ');
    expect(name.parse('Cafe\u0301 👍🏽')).toBe('Café 👍🏽');
  });

  it('still bounds the length and the type', () => {
    expect(name.safeParse('x'.repeat(101)).success).toBe(false);
    expect(nameText(100, 2).safeParse('x').success).toBe(false);
    expect(name.safeParse(42).success).toBe(false);
  });
});
