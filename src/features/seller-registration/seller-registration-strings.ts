import type { IslandStrings } from '@/i18n';

/** /sell-on-haat/registration: the form's own texts and the place pickers' (the address form's). */
export const SELLER_REGISTRATION_TEXTS = [
  'sellOnHaat.registration',
  'addresses.fields.division_id',
  'addresses.fields.district_id',
  'addresses.fields.upazila_id',
  'addresses.choose',
  'addresses.errors.places',
] as const;
export type SellerRegistrationStrings = IslandStrings<typeof SELLER_REGISTRATION_TEXTS>;

/** The dashboard's box about the user's shop. */
export const SHOP_STATUS_TEXTS = ['sellOnHaat.status'] as const;
export type ShopStatusStrings = IslandStrings<typeof SHOP_STATUS_TEXTS>;
