import type { Locale } from '#contract';
import { dictionaries } from '@/i18n';

/** The cart islands' strings: the `cart` group with the spec's cart toasts and messages (`cartToasts`). */
export type CartStrings = typeof dictionaries.en.cart & { toasts: typeof dictionaries.en.cartToasts };
export type MiniCartStrings = CartStrings['mini'];

/** Build-time only (pages): the strings of one language. */
export function cartStrings(locale: Locale): CartStrings {
  return { ...dictionaries[locale].cart, toasts: dictionaries[locale].cartToasts };
}
