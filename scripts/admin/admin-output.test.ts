import { describe, expect, it } from 'vitest';
import type { AdminReview, Page } from '#contract';
import { render, table } from './admin-output';

const review = (overrides: Partial<AdminReview> = {}): AdminReview => ({
  id: 7,
  kind: 'product',
  rating: 5,
  review: 'Good fabric',
  author: 'Rahim',
  hidden: false,
  created_at: '2026-11-25T10:32:27.000Z',
  order_id: 12,
  subject: { id: 3, name: 'Cotton saree' },
  ...overrides,
});
const pageOf = <T>(data: T[]): Page<T> => ({
  data,
  per_page: 20,
  total_count: data.length,
  current_page: 1,
  last_page: 1,
});

describe('what npm run admin prints', () => {
  it('lines up a table under its headers, a dash for an empty cell', () => {
    expect(
      table(
        ['id', 'name'],
        [
          [1, 'Rahim'],
          [10, null],
        ],
      ),
    ).toBe(['id  name', '--  -----', '1   Rahim', '10  -'].join('\n'));
  });

  it('blanks control characters in text from the API, so a review cannot send escape sequences to the terminal', () => {
    const printed = render('reviews', pageOf([review({ review: 'nice\u001b[2J\u001b]0;owned\u0007\r\nbye' })]));
    for (const control of ['\u0007', '\u001b', '\r']) expect(printed).not.toContain(control);
    expect(printed.split('\n')).toHaveLength(4);
    expect(printed).toContain('nice [2J ]0;owned');
  });

  it('ends a page with where it is, and says so when there is nothing', () => {
    const printed = render('reviews', pageOf([review(), review({ id: 8, hidden: true })]));
    expect(printed.split('\n')[0]).toMatch(/^id\s+kind\s+rating\s+about/);
    expect(printed).toContain('hidden');
    expect(printed.split('\n').at(-1)).toBe('Page 1 of 1, 2 in all.');
    expect(render('reviews', pageOf([]))).toBe('No reviews.');
  });

  it('prints a changed record as its plain fields, one per line', () => {
    expect(render('record', { id: 9, status: 'refunded', reference: 'BK7X2P4Q', items: [1] })).toBe(
      ['id         9', 'status     refunded', 'reference  BK7X2P4Q'].join('\n'),
    );
  });
});
