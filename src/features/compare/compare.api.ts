import type { ProductDetail, ProductDetailsResponse } from '#contract';
import { apiGet } from '@/lib/api/api-client';

/** The compared products' details in one call (GET /products/details?ids=); ids the API does not know are left out. */
export async function fetchCompareDetails(ids: number[], signal?: AbortSignal): Promise<ProductDetail[]> {
  const answers = await apiGet<ProductDetailsResponse[]>('/products/details', { ids: ids.join(',') }, signal);
  return answers.map((answer) => answer.product);
}
