import type { IslandStrings } from '@/i18n';

/** The four payment choices with their hints, as the checkout shows them. */
export const PAYMENT_CHOICE_TEXTS = ['payments.choices', 'payments.hints', 'payments.legend'] as const;
export type PaymentChoiceStrings = IslandStrings<typeof PAYMENT_CHOICE_TEXTS>;

/** The payment-response page: the whole `payments` group and the network toast. */
export const PAYMENT_RESPONSE_TEXTS = ['payments', 'cartToasts.network'] as const;
export type PaymentResponseStrings = IslandStrings<typeof PAYMENT_RESPONSE_TEXTS>;

/** A payment's status in words (the order lists). */
export const PAYMENT_STATUS_TEXTS = ['payments.statusLabel'] as const;
export type PaymentStatusStrings = IslandStrings<typeof PAYMENT_STATUS_TEXTS>;
