import type { LiveProduct } from '#contract';
import { apiGet } from '@/lib/api/api-client';

/** GET /products/live?ids=… for up to LIVE_BATCH_SIZE ids. */
export function fetchLiveProducts(ids: number[]): Promise<LiveProduct[]> {
  return apiGet<LiveProduct[]>('/products/live', { ids: ids.join(',') });
}
