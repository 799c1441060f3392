import { describe, expect, it } from 'vitest';
import { islandStrings } from '@/i18n';
import { PRODUCT_TEXTS } from './product-strings';
import { discountLabel, stockLabel } from './product-text';

const en = islandStrings('en', PRODUCT_TEXTS);
const bn = islandStrings('bn', PRODUCT_TEXTS);

describe('stockLabel', () => {
  it('says in stock, only N left or out of stock in both languages', () => {
    expect(stockLabel(20, en, 'en')).toEqual({ kind: 'in-stock', text: 'In stock' });
    expect(stockLabel(3, en, 'en')).toEqual({ kind: 'low', text: 'Only 3 left' });
    expect(stockLabel(0, en, 'en')).toEqual({ kind: 'out', text: 'Out of stock' });
    expect(stockLabel(3, bn, 'bn').text).toBe('মাত্র ৩টি বাকি');
    expect(stockLabel(0, bn, 'bn').text).toBe('স্টকে নেই');
  });
});

describe('discountLabel', () => {
  it('shows the percentage off in local digits', () => {
    expect(discountLabel(1500, 1200, en, 'en')).toBe('20% off');
    expect(discountLabel(1500, 1200, bn, 'bn')).toBe('২০% ছাড়');
    expect(discountLabel(1500, 1500, en, 'en')).toBe('');
  });
});
