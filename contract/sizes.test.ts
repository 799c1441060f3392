import { describe, expect, it } from 'vitest';
import { compareSizes } from './sizes';

describe('compareSizes', () => {
  it('orders letter sizes by fit, numbers ascending, then the rest', () => {
    expect(['XL', 'free', 'S', '42', 'XXL', 'm', '7.5', 'L', '40'].sort(compareSizes)).toEqual([
      'S',
      'm',
      'L',
      'XL',
      'XXL',
      '7.5',
      '40',
      '42',
      'free',
    ]);
  });

  it('puts XXXL and 3XL after XXL and before 4XL, whatever the letter case', () => {
    expect(['4XL', '3xl', 'XXL', 'xs'].sort(compareSizes)).toEqual(['xs', 'XXL', '3xl', '4XL']);
  });

  it('orders age and numeric ranges by their leading number', () => {
    expect(['10-11Y', '2-3Y', '4-5Y'].sort(compareSizes)).toEqual(['2-3Y', '4-5Y', '10-11Y']);
  });
});
