import type { ProductCard } from '@contract';
import { computed } from 'nanostores';
import { storedList } from '@/lib/stored-list';

export const $wishlist = storedList<ProductCard>('wishlist');

export const $wishlistCount = computed($wishlist, (products) => products.length);
