import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { placeholderValues } from '@/features/content/store-policy';

const root = join(import.meta.dirname, 'pages');
const files = (locale: string) => readdirSync(join(root, locale)).sort();
const read = (locale: string, file: string) => readFileSync(join(root, locale, file), 'utf8');
const known = Object.keys(placeholderValues('en', {}, '').text);

describe('page texts', () => {
  it('exist in both languages', () => {
    expect(files('en')).toEqual(files('bn'));
    expect(files('en')).toEqual(
      expect.arrayContaining(['about.md', 'contact.md', 'delivery-policy.md', 'faq.md', 'coming-soon.md']),
    );
  });

  it.each(['en', 'bn'])('use only known placeholders (%s)', (locale) => {
    for (const file of files(locale)) {
      const text = read(locale, file);
      const names = [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);
      expect(known, file).toEqual(expect.arrayContaining(names));
      // One syntax, the dictionaries' `{{name}}`: a lone `{name}` would reach the page as written.
      expect(text.replace(/\{\{\w+\}\}/g, ''), file).not.toMatch(/[{}]/);
    }
  });

  it('print delivery fees, contact facts and return days only through placeholders', () => {
    for (const locale of ['en', 'bn']) {
      for (const file of files(locale)) {
        const text = read(locale, file);
        expect(text, file).not.toMatch(/Tk\s?\d|৳|টাকা\s?[০-৯]|[০-৯]+\s?টাকা|09612|support@/);
      }
    }
  });

  it('write numbers in Bengali digits on Bengali pages', () => {
    for (const file of files('bn')) {
      const prose = read('bn', file)
        .replace(/^updated: .*$/m, '')
        .replace(/^\d+\. /gm, '') // Markdown list markers; the list shows Bengali numerals through CSS
        .replace(/\]\([^)]*\)/g, ']'); // link targets
      expect(prose, file).not.toMatch(/\d/);
    }
  });

  it('ask the same FAQ questions, in the same groups, in both languages', () => {
    const shape = (locale: string) =>
      read(locale, 'faq.md')
        .split(/^ *- id: /m)
        .slice(1)
        .map((group) => `${group.split('\n')[0]}:${group.match(/- question:/g)?.length}`);
    expect(shape('en')).toEqual(['ordering:5', 'delivery:5', 'payment:5', 'returns:4', 'account:4']);
    expect(shape('bn')).toEqual(shape('en'));
  });
});
