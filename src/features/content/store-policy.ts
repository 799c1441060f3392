import type { HomeInfo, Locale } from '#contract';
import { DELIVERY } from '#contract/cart-basics';
import { fill, placeholderNames } from '@/i18n/fill';
import { escapeHtml } from '@/lib/html';
import { formatNumber, formatPrice } from '@/lib/money';
import { telHref } from '@/lib/phone';

/**
 * The service promises the text pages make, in one place: the policy pages and the FAQ print them through
 * `{{placeholders}}` (the dictionaries' syntax), so a change here changes every page. Delivery fees and days are the contract's DELIVERY, which the
 * cart totals use too.
 */
const RETURN_WINDOW_DAYS = 7;
/** Working days from an approved return to the money: mobile wallets, and bank transfers. */
const REFUND_DAYS = { wallet: [3, 5], bank: [7, 10] } as const;

const range = ([from, to]: readonly [number, number], locale: Locale) =>
  `${formatNumber(from, locale)}–${formatNumber(to, locale)}`;

/** Plain-text values of the policy placeholders in the locale's digits. */
export function policyValues(locale: Locale): Record<string, string> {
  return {
    dhakaDays: range(DELIVERY.inside_dhaka.days, locale),
    dhakaFee: formatPrice(DELIVERY.inside_dhaka.fee, locale),
    outsideDays: range(DELIVERY.outside_dhaka.days, locale),
    outsideFee: formatPrice(DELIVERY.outside_dhaka.fee, locale),
    returnDays: formatNumber(RETURN_WINDOW_DAYS, locale),
    walletRefundDays: range(REFUND_DAYS.wallet, locale),
    bankRefundDays: range(REFUND_DAYS.bank, locale),
  };
}

/** The site facts from GET /home_info plus the policy figures, as plain text (JSON-LD) and as HTML (pages). */
export function placeholderValues(locale: Locale, info: HomeInfo, hours: string) {
  const text: Record<string, string> = {
    ...policyValues(locale),
    hotline: info.hotline ?? '',
    email: info.email ?? '',
    address: info.address ?? '',
    hours,
  };
  const html = Object.fromEntries(Object.entries(text).map(([name, value]) => [name, escapeHtml(value)]));
  if (info.hotline) html.hotline = `<a href="${escapeHtml(telHref(info.hotline))}">${html.hotline}</a>`;
  if (info.email) html.email = `<a href="mailto:${html.email}">${html.email}</a>`;
  return { text, html };
}

/** Fills each `{{name}}`; an unknown name fails the build rather than showing braces to shoppers. */
export function fillPlaceholders(template: string, values: Record<string, string>): string {
  const unknown = placeholderNames(template).find((name) => !(name in values));
  if (unknown !== undefined) throw new Error(`Unknown placeholder {{${unknown}}} in page text`);
  return fill(template, values);
}
