import type { ProductCard } from '#contract';
import { MAX_WISHLIST } from '#contract/cart-basics';

/** The signed-in shopper's wishlist as the server last answered it (localStorage key 'wishlist'). */
export interface WishlistCache {
  owner: number;
  items: ProductCard[];
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const isCount = (value: unknown) => Number.isSafeInteger(value) && (value as number) >= 0;

/** Enough of a card to show it: cached data is never trusted further than that. */
function looksLikeCard(value: unknown): value is ProductCard {
  if (!isObject(value)) return false;
  const { id, name, slug, image, price, sale_price, quantity, category, seller } = value;
  return (
    isCount(id) &&
    [name, slug, image].every((text) => typeof text === 'string') &&
    [price, sale_price, quantity].every(isCount) &&
    isObject(category) &&
    isObject(seller)
  );
}

export function sanitizeWishlist(value: unknown): WishlistCache | null {
  if (!isObject(value) || !isCount(value.owner) || !Array.isArray(value.items)) return null;
  return {
    owner: value.owner as number,
    items: withoutDuplicates(value.items.filter(looksLikeCard)).slice(0, MAX_WISHLIST),
  };
}

/** Spec section 5: the wishlist holds a product once. */
export function withoutDuplicates(items: readonly ProductCard[]): ProductCard[] {
  const seen = new Set<number>();
  return items.filter((item) => !seen.has(item.id) && seen.add(item.id));
}
