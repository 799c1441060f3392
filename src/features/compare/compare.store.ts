import { computed } from 'nanostores';
import { storedValue } from '@/lib/stored-list';
import { type CompareItem, type CompareResult, compareAdd, sanitizeCompareItems } from './compare';

/** The compare list, kept in this browser only (key 'compare'), for guests and signed-in shoppers alike. */
export const $compare = storedValue<CompareItem[]>('compare', [], sanitizeCompareItems);

export const $compareCount = computed($compare, (items) => items.length);

/** Adds the product unless it is there already or the list is full; the UI maps the result to a toast. */
export function addToCompare(item: CompareItem): CompareResult {
  const items = $compare.get();
  const result = compareAdd(items, item);
  if (result === 'added')
    $compare.set([...items, { id: item.id, name: item.name, slug: item.slug, image: item.image }]);
  return result;
}

export function removeFromCompare(id: number): void {
  $compare.set($compare.get().filter((item) => item.id !== id));
}

export function clearCompare(): void {
  $compare.set([]);
}
