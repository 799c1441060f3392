import type { Page as ApiPage, Category, ProductCard } from '#contract';
import { apiGet } from './api';

/**
 * One page of each kind a shopper meets first, as paths without the language prefix: home, a listing, a product,
 * the cart (both areas), sign-in; and the offline page the service worker shows without a network.
 */
export async function firstPages(): Promise<Record<string, string>> {
  const [category] = await apiGet<Category[]>('/category');
  const { data } = await apiGet<ApiPage<ProductCard>>('/products?per_page=1&sort=newest');
  return {
    home: '/',
    listing: `/categories/${category?.slug}/`,
    product: `/product/${data[0]?.id}/`,
    cart: '/shop/cart/',
    'guest-cart': '/guest/cart/',
    'sign-in': '/login/',
    offline: '/offline/',
  };
}
