import { normalizeDigits } from '#contract/phone';

/** A `tel:` link for a phone number written in Latin or Bengali digits, e.g. '০৯৬১২-৩৪৫৬৭৮' → 'tel:09612345678'. */
export function telHref(phone: string): string {
  return `tel:${normalizeDigits(phone).replace(/[^\d+]/g, '')}`;
}
