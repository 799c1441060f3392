import { describe, expect, it } from 'vitest';
import { percentile } from './percentile';

describe('percentile', () => {
  it('is the middle value of an odd count, the mean of the two middle ones of an even count', () => {
    expect(percentile([5, 1, 3], 0.5)).toBe(3);
    expect(percentile([4, 1, 3, 2], 0.5)).toBe(2.5);
  });

  it('interpolates between the nearest values, and ends at the smallest and largest', () => {
    const hundredAndOne = Array.from({ length: 101 }, (_, index) => 100 - index);
    expect(percentile(hundredAndOne, 0.99)).toBe(99);
    expect(percentile([0, 10], 0.99)).toBeCloseTo(9.9);
    expect(percentile([7, 2], 0)).toBe(2);
    expect(percentile([7, 2], 1)).toBe(7);
  });

  it('is NaN for no values', () => {
    expect(percentile([], 0.5)).toBeNaN();
  });
});
