import type { Locale } from './envelope';

const bengaliTaka = new Intl.NumberFormat('bn-BD', { style: 'currency', currency: 'BDT', maximumFractionDigits: 0 });
// English uses en-IN for lakh grouping (1,00,000): en-BD has no data of its own and groups like en-US.
const englishTaka = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });

/**
 * Integer taka as shown to shoppers, by the storefront and in the API's messages: `১,৯৬০৳` in Bengali, `Tk 1,960` in
 * English. English avoids the ৳ sign: it lives in the Bengali Unicode block and would pull the Bengali font (or tofu).
 */
export function formatPrice(taka: number, locale: Locale): string {
  return locale === 'bn' ? bengaliTaka.format(taka) : `Tk ${englishTaka.format(taka)}`;
}
