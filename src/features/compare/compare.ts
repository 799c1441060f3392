import { MAX_COMPARE } from '#contract/cart-basics';

/** What the compare list keeps of a product; the compare view fetches the rest (GET /products/details?ids=). */
export interface CompareItem {
  id: number;
  name: string;
  slug: string;
  image: string;
}

export type CompareResult = 'added' | 'duplicate' | 'full';

/** Spec section 5: a product already in the list is refused ('duplicate'); at most MAX_COMPARE ('full'). */
export function compareAdd(items: readonly CompareItem[], item: CompareItem): CompareResult {
  if (items.some((present) => present.id === item.id)) return 'duplicate';
  return items.length >= MAX_COMPARE ? 'full' : 'added';
}

/** Stored items with malformed entries and repeats dropped, at most MAX_COMPARE. */
export function sanitizeCompareItems(value: unknown): CompareItem[] {
  if (!Array.isArray(value)) return [];
  const items: CompareItem[] = [];
  for (const entry of value as Partial<CompareItem>[]) {
    const { id, name, slug, image } = entry ?? {};
    const valid =
      Number.isSafeInteger(id) && (id as number) > 0 && [name, slug, image].every((text) => typeof text === 'string');
    if (valid && compareAdd(items, entry as CompareItem) === 'added') {
      items.push({ id: id as number, name: name as string, slug: slug as string, image: image as string });
    }
  }
  return items;
}
