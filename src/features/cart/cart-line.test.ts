import { describe, expect, it } from 'vitest';
import { line, variant } from './cart.test-helpers';
import { parseQty, sanitizeStoredLine, sanitizeStoredLines } from './cart-line';

describe('parseQty', () => {
  it.each([
    [0, null],
    [-1, null],
    [1.5, null],
    ['abc', null],
    [1e9, null],
    ['1e9', null],
    ['1.5', null],
    ['', null],
    [null, null],
    [101, null],
    [1, 1],
    [100, 100],
    [' 12 ', 12],
    ['৩', 3],
    ['১২', 12],
  ])('%j → %j', (input, expected) => {
    expect(parseQty(input)).toBe(expected);
  });
});

describe('sanitizeStoredLines (a stored cart is never trusted)', () => {
  it('drops what is not a list or not a line, and repeats of a variant', () => {
    expect(sanitizeStoredLines('not a list')).toEqual([]);
    expect(sanitizeStoredLines(null)).toEqual([]);
    const good = line(1, 2);
    const kept = sanitizeStoredLines([
      good,
      { ...good, variant_id: 2 },
      { ...good, qty: 0, variant_id: 3, selected_variant: variant(3) },
      { ...good, qty: '2', variant_id: 4, selected_variant: variant(4) },
      { ...good, price: -5, variant_id: 5, selected_variant: variant(5) },
      { ...good, name: 42, variant_id: 6, selected_variant: variant(6) },
      { ...good, seller: null, variant_id: 7, selected_variant: variant(7) },
      good,
      'x',
      null,
    ]);
    expect(kept.map((kept) => kept.variant_id)).toEqual([1]);
  });

  it('recomputes sum and shipping instead of reading them, and rebuilds the variant from the line', () => {
    const tampered = { ...line(1, 2), sum: 1, shipping: 0, selected_variant: { id: 1, price: 1 } };
    expect(sanitizeStoredLine(tampered)).toMatchObject({
      sum: 2000,
      shipping: 100,
      selected_variant: { id: 1, sku: '', price: 1200, sale_price: 1000, stock: 5, color_name: null },
    });
  });
});
