const BENGALI_ZERO = 0x09e6;

/** Bengali digits to Latin ones, the rest unchanged: 'কোড ১২৩' → 'কোড 123'. */
export function normalizeDigits(input: string): string {
  return input.replace(/[০-৯]/g, (digit) => String(digit.charCodeAt(0) - BENGALI_ZERO));
}

/** A `tel:` link for a phone number written in Latin or Bengali digits, e.g. '০৯৬১২-৩৪৫৬৭৮' → 'tel:09612345678'. */
export function telHref(phone: string): string {
  return `tel:${normalizeDigits(phone).replace(/[^\d+]/g, '')}`;
}
