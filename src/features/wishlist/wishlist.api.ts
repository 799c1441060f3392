import type { ProductCard, ProductDetailsResponse, WishlistBody } from '#contract';
import { apiGet, apiPost } from '@/lib/api/api-client';

/** Wishlist calls (spec section 7); each answers the whole list, newest first. Signed-in shoppers only. */
export const fetchWishlist = () => apiGet<ProductCard[]>('/wishlist');

export const addWishlistItem = (productId: number) =>
  apiPost<ProductCard[]>('/wishlist', { product_id: productId } satisfies WishlistBody);

export const removeWishlistItem = (productId: number) =>
  apiPost<ProductCard[]>('/wishlist', { product_id: productId, _method: 'DELETE' } satisfies WishlistBody);

/** GET /products/{id}: the variants (with stock) a move to the cart chooses from. */
export const fetchProductDetail = (productId: number) => apiGet<ProductDetailsResponse>(`/products/${productId}`);
