import { beforeEach, describe, expect, it } from 'vitest';
import { MAX_COMPARE } from '#contract/cart-basics';
import { sanitizeCompareItems } from './compare';
import { $compare, $compareCount, addToCompare, clearCompare, removeFromCompare } from './compare.store';

const item = (id: number) => ({ id, name: `Product ${id}`, slug: `product-${id}`, image: `https://img/${id}.jpg` });

beforeEach(() => clearCompare());

describe('compare list', () => {
  it('adds a product once; a duplicate is refused', () => {
    expect(addToCompare(item(1))).toBe('added');
    expect(addToCompare(item(1))).toBe('duplicate');
    expect($compareCount.get()).toBe(1);
  });

  it(`holds at most ${MAX_COMPARE} products`, () => {
    for (let id = 1; id <= MAX_COMPARE; id += 1) expect(addToCompare(item(id))).toBe('added');
    expect(addToCompare(item(99))).toBe('full');
    expect($compare.get().map(({ id }) => id)).toEqual([1, 2, 3, 4]);
  });

  it('keeps only what it needs of what it is given', () => {
    addToCompare({ ...item(1), price: 5 } as ReturnType<typeof item>);
    expect($compare.get()).toEqual([item(1)]);
  });

  it('removes one product and clears the list', () => {
    addToCompare(item(1));
    addToCompare(item(2));
    removeFromCompare(1);
    expect($compare.get()).toEqual([item(2)]);
    clearCompare();
    expect($compareCount.get()).toBe(0);
  });
});

describe('sanitizeCompareItems', () => {
  it('drops malformed and repeated entries and anything past the cap', () => {
    const stored = [item(1), item(1), { id: -1 }, { ...item(2), name: 3 }, null, item(3), item(4), item(5), item(6)];
    expect(sanitizeCompareItems(stored).map(({ id }) => id)).toEqual([1, 3, 4, 5]);
    expect(sanitizeCompareItems({ 0: item(1) })).toEqual([]);
  });
});
