import type { LiveProduct } from '#contract';
import { publicGet } from '@/lib/api/public-api';

/** GET /products/live?ids=… for up to LIVE_BATCH_SIZE ids. */
export function fetchLiveProducts(ids: number[]): Promise<LiveProduct[]> {
  return publicGet<LiveProduct[]>('/products/live', { ids: ids.join(',') });
}
