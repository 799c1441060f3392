import { CART_TEXTS } from '@/features/cart/cart-strings';
import { PAYMENT_CHOICE_TEXTS } from '@/features/payments/payments-strings';
import type { IslandStrings } from '@/i18n';

/**
 * The checkout island's texts: its own group, the cart's (lines, totals, coupon, notices), the address form's (the
 * guest's details and the "add address" dialog) and the payment choices.
 */
export const CHECKOUT_TEXTS = [...CART_TEXTS, 'checkout', 'addresses', ...PAYMENT_CHOICE_TEXTS] as const;
export type CheckoutStrings = IslandStrings<typeof CHECKOUT_TEXTS>;
