/** Rating kept in tenths (47) as the API's number (4.7). */
export function fromTenths(tenths: number): number {
  return tenths / 10;
}

/** The average of `count` whole-star ratings summing to `sum`, in tenths (0 when there are none). */
export function toTenths(sum: number, count: number): number {
  return count === 0 ? 0 : Math.round((sum * 10) / count);
}

/** A product's, shop's or rider's rating as its columns keep it, from the ratings of its visible reviews. */
export interface RatingTotals {
  id: number;
  tenths: number;
  count: number;
}
