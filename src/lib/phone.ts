const BENGALI_ZERO = 0x09e6;

/** A `tel:` link for a phone number written in Latin or Bengali digits, e.g. '০৯৬১২-৩৪৫৬৭৮' → 'tel:09612345678'. */
export function telHref(phone: string): string {
  const latin = phone.replace(/[০-৯]/g, (digit) => String(digit.charCodeAt(0) - BENGALI_ZERO));
  return `tel:${latin.replace(/[^\d+]/g, '')}`;
}
