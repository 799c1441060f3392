import type { Variant } from '@contract';
import { computed } from 'nanostores';
import { storedList } from '@/lib/stored-list';

/** One cart line as the spec names it; money in integer taka. */
export interface CartLine {
  /** Product id. */
  id: number;
  name: string;
  qty: number;
  price: number;
  sale_price: number;
  /** sale_price × qty */
  sum: number;
  shipping: number;
  shipping_cost: number;
  variant_id: number | null;
  /** Server-side cart item id once the line is synced for a logged-in shopper. */
  cart_item_id: number | null;
  stock: number;
  selected_variant: Variant | null;
}

/** The guest cart (spec: local storage key guest_cart). */
export const $cart = storedList<CartLine>('guest_cart');

export const $cartCount = computed($cart, (lines) => lines.reduce((count, line) => count + line.qty, 0));
