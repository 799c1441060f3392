import type { MyReview, Page, StoreReviewBody, WriteReviewInfo } from '#contract';
import { apiGet, apiPost } from '@/lib/api/api-client';

/** What of one delivered package may still be reviewed; another shopper's or an undelivered one answers 404. */
export const fetchWriteReview = (orderId: number, vendorId: number, signal?: AbortSignal) =>
  apiGet<WriteReviewInfo>('/user/write-review', { order_id: orderId, vendor_id: vendorId }, signal);

export const storeReview = (body: StoreReviewBody) => apiPost<{ stored: number }>('/user/store-review', body);

/** The signed-in user's reviews, newest first. */
export const fetchMyReviews = (page: number, perPage: number, signal?: AbortSignal) =>
  apiGet<Page<MyReview>>('/user/my-reviews', { page, per_page: perPage }, signal);
