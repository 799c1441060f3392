import { describe, expect, it } from 'vitest';
import { normalizeSearchText } from './search';

const codePoints = (text: string) => [...text].map((char) => char.codePointAt(0));

describe('normalizeSearchText', () => {
  it('gives precomposed and decomposed Bengali one form (Unicode NFC)', () => {
    // য় (U+09DF) is excluded from composition: NFC keeps য + ় (U+09AF U+09BC), whichever way it was typed.
    expect(codePoints(normalizeSearchText('\u09DF'))).toEqual([0x09af, 0x09bc]);
    expect(normalizeSearchText('ক্যাজু\u09DFাল')).toBe(normalizeSearchText('ক্যাজু\u09AF\u09BCাল'));
    // কো typed as ক + ে + া composes to the single vowel sign ো (U+09CB).
    expect(codePoints(normalizeSearchText('\u0995\u09C7\u09BE'))).toEqual([0x0995, 0x09cb]);
  });

  it('removes zero-width joiner, non-joiner, space, word joiner and BOM', () => {
    const typed = '\uFEFFপা\u200Dঞ্জা\u200Cবি\u200B\u2060';
    expect(normalizeSearchText(typed)).toBe('পাঞ্জাবি');
    expect(normalizeSearchText('র\u200D্যাব')).toBe('র্যাব');
  });

  it('lower-cases and collapses spaces, tabs and line breaks to single spaces, trimmed', () => {
    expect(normalizeSearchText('  Cotton\tPANJABI \n  পাঞ্জাবি  ')).toBe('cotton panjabi পাঞ্জাবি');
  });

  it('leaves text already in normal form unchanged', () => {
    expect(normalizeSearchText('panjabi শার্ট')).toBe('panjabi শার্ট');
    expect(normalizeSearchText('')).toBe('');
  });
});
