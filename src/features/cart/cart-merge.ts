import { type CartItemInput, MAX_CART_LINES, MAX_LINE_QTY } from '#contract';
import { storedValue } from '@/lib/stored-list';

/**
 * A sign-in merge on its way to the server: the absolute quantities the server cart is to take, stored (and the
 * guest cart cleared) before they are sent. A shopper who leaves the page mid-merge gets the same quantities sent
 * again on the next page, which cannot add the guest cart twice as merging it again would.
 */
export interface CartMerge {
  owner: number;
  items: CartItemInput[];
}

const isId = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) > 0;
const isQty = (value: unknown) => isId(value) && value <= MAX_LINE_QTY;

function sanitizeCartMerge(value: unknown): CartMerge | null {
  const merge = value as Partial<CartMerge> | null;
  if (!isId(merge?.owner) || !Array.isArray(merge.items)) return null;
  const items = merge.items
    .filter(
      (item: Partial<CartItemInput> | null) => isId(item?.product_id) && isId(item?.variant_id) && isQty(item?.qty),
    )
    .slice(0, MAX_CART_LINES);
  return { owner: merge.owner, items };
}

export const $cartMerge = storedValue<CartMerge | null>('cart_merge', null, sanitizeCartMerge);
