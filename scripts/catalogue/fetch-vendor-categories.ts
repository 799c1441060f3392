import type { Category, Vendor } from '#contract';
import { mapLimit } from '../map-limit';
import type { Get } from './api-client';

/** Each vendor's category tree, keyed by vendor id, `concurrency` calls at a time. */
export async function fetchVendorCategories(
  get: Get,
  vendors: Vendor[],
  concurrency: number,
): Promise<Record<string, Category[]>> {
  const trees = await mapLimit(vendors, concurrency, (vendor) => get<Category[]>(`/vendor/${vendor.id}/categories`));
  return Object.fromEntries(vendors.map((vendor, index) => [String(vendor.id), trees[index] ?? []]));
}
