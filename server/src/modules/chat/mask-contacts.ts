/**
 * Daraz's rule: contact details written in a chat are hidden from the other side, so buyer and seller keep talking
 * (and paying) on the marketplace. What was written is stored as it is; this runs when a message is shown.
 */

export const MASK = '•••';

const DIGIT = '[0-9০-৯]';
/** Between two digits of a number: at most one space, dash, dot or bracket ("01711-000 010", "(+880) 1711…"). */
const GAP = '[\\s.\\-–()]?';

/**
 * A Bangladeshi mobile in any form: 01XXXXXXXXX, the same with +880, 880 or 00880 in front, or without the 0
 * (1XXXXXXXXX), in ASCII or Bengali digits, with spaces or dashes anywhere; not a part of a longer number.
 */
const MOBILE = new RegExp(
  `(?<!${DIGIT})(?:\\(?(?:\\+|00)?${GAP}[8৮]${GAP}[8৮]${GAP}(?:[0০]${GAP})?\\)?${GAP})?(?:[0০]${GAP})?[1১]${GAP}[3-9৩-৯](?:${GAP}${DIGIT}){8}(?!${DIGIT})`,
  'gu',
);

/** An e-mail address (local part, @, a domain with at least one dot); Unicode letters and their vowel signs allowed. */
const EMAIL = /[\p{L}\p{M}\p{N}._%+-]+@[\p{L}\p{M}\p{N}-]+(?:\.[\p{L}\p{M}\p{N}-]+)+/gu;

/** `text` with every phone number and e-mail address replaced by MASK. */
export function maskContacts(text: string): string {
  return text.replace(EMAIL, MASK).replace(MOBILE, MASK);
}
