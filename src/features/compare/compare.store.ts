import type { ProductCard } from '@contract';
import { computed } from 'nanostores';
import { storedList } from '@/lib/stored-list';

export const $compare = storedList<ProductCard>('compare');

export const $compareCount = computed($compare, (products) => products.length);
