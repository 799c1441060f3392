import { describe, expect, it } from 'vitest';
import { toTenths } from '../lib/rating';
import { Random } from './random';
import { demoRatings } from './reviews';

describe('demoRatings', () => {
  it.each([
    [46, 1, 40],
    [46, 5, 46],
    [50, 3, 50],
    [30, 2, 30],
    [35, 4, 35],
    [49, 39, 49],
  ])('aims at %i tenths with %i ratings and averages %i, never above the target', (target, count, tenths) => {
    const ratings = demoRatings(new Random(1), target, count);
    expect(ratings).toHaveLength(count);
    expect(ratings.every((rating) => Number.isInteger(rating) && rating >= 1 && rating <= 5)).toBe(true);
    const sum = ratings.reduce((total, rating) => total + rating, 0);
    expect(toTenths(sum, count)).toBe(tenths);
    expect(Math.floor(sum / count)).toBe(Math.floor(target / 10));
  });

  it('gives no ratings for no reviews', () => {
    expect(demoRatings(new Random(1), 45, 0)).toEqual([]);
  });
});
