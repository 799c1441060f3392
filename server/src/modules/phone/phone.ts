import { parsePhoneNumberFromString } from 'libphonenumber-js';
import { z } from 'zod';
import { zodMessage } from '../../plugins/http-errors';

const BENGALI_ZERO = 0x09e6;

/** Bengali digits (০–৯) as ASCII digits; everything else unchanged. */
export function normalizeDigits(value: string): string {
  return value.replace(/[০-৯]/g, (digit) => String(digit.charCodeAt(0) - BENGALI_ZERO));
}

/** The national form of a Bangladeshi mobile: operator prefixes 013–019, 11 digits. */
const NATIONAL_MOBILE = /^01[3-9]\d{8}$/;
/** Separators people type inside a number. */
const SEPARATORS = /[\s\-().]/g;

/**
 * A Bangladeshi mobile number in any usual form (`01712345678`, `+8801712345678`, `8801712345678`, with spaces
 * or dashes, in Bengali digits) as E.164 (`+8801712345678`); null when it is not one.
 */
export function parseBangladeshiMobile(input: string): string | null {
  const compact = normalizeDigits(input.trim()).replace(SEPARATORS, '');
  const national = compact.replace(/^\+?88(?=01)/, '');
  if (!NATIONAL_MOBILE.test(national)) return null;
  const parsed = parsePhoneNumberFromString(national, 'BD');
  return parsed?.isValid() ? parsed.number : null;
}

/** A request field holding a Bangladeshi mobile: parses to E.164, or fails with a translated message. */
export const bdMobile = z
  .string()
  .max(32)
  .transform((value, ctx) => {
    const phone = parseBangladeshiMobile(value);
    if (phone) return phone;
    ctx.addIssue({ code: 'custom', input: value, ...zodMessage('phone.invalid') });
    return z.NEVER;
  });
