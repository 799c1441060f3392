import { describe, expect, it } from 'vitest';
import { negotiateLocale, translate } from './locale';
import { messages } from './messages';

describe('server messages', () => {
  it('has the same keys in English and Bengali, none empty', () => {
    expect(Object.keys(messages.bn).sort()).toEqual(Object.keys(messages.en).sort());
    for (const dictionary of Object.values(messages)) {
      for (const text of Object.values(dictionary)) expect(text.trim()).not.toBe('');
    }
  });

  it('fills placeholders', () => {
    expect(translate('en', 'filters.unknownBrand', { value: 'acme' })).toBe('There is no brand "acme".');
    expect(translate('bn', 'filters.unknownBrand', { value: 'acme' })).toContain('"acme"');
  });

  it("writes numbers in the reader's digits, text as it is", () => {
    expect(translate('en', 'auth.loginDelayed', { seconds: 1024 })).toContain('in 1024 seconds');
    expect(translate('bn', 'auth.loginDelayed', { seconds: 1024 })).toContain('১০২৪ সেকেন্ড');
    expect(translate('bn', 'filters.unknownBrand', { value: '42' })).toContain('"42"');
  });
});

describe('negotiateLocale', () => {
  it.each([
    ['bn', 'bn'],
    ['bn-BD', 'bn'],
    ['bn;q=0.9', 'bn'],
    ['fr-FR, bn;q=0.5', 'bn'],
    ['en-US,bn;q=0.9', 'en'],
    ['bn;q=0.4, en;q=0.8', 'en'],
    ['en', 'en'],
    ['fr', 'en'],
    ['bn;q=0', 'en'],
    ['', 'en'],
    [undefined, 'en'],
  ])('%s → %s', (header, locale) => {
    expect(negotiateLocale(header)).toBe(locale);
  });
});
