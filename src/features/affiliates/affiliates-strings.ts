import type { IslandStrings } from '@/i18n';

/** /affiliate/registration: the form, the account's field errors, and the status of an earlier application. */
export const REGISTRATION_TEXTS = [
  'affiliate.registration',
  'affiliate.payoutTypes',
  'affiliate.status',
  'account.errors',
] as const;
export type RegistrationStrings = IslandStrings<typeof REGISTRATION_TEXTS>;

/** /user/affiliate: every state of the partner's dashboard, the orders' statuses in words, the spec's network error. */
export const DASHBOARD_TEXTS = [
  'affiliate.dashboard',
  'affiliate.registration.serverError',
  'affiliate.payoutTypes',
  'affiliate.status',
  'orders.status',
  'account.loading',
] as const;
export type DashboardStrings = IslandStrings<typeof DASHBOARD_TEXTS>;
