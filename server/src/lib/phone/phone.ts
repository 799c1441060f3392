import { parsePhoneNumberFromString } from 'libphonenumber-js';
import { z } from 'zod';
import { nationalMobile } from '#contract';
import { zodMessage } from '../../plugins/http-errors';

export { normalizeDigits } from '#contract';

/**
 * A Bangladeshi mobile number in any usual form (`01712345678`, `+8801712345678`, `8801712345678`, with spaces
 * or dashes, in Bengali digits) as E.164 (`+8801712345678`); null when it is not one.
 */
export function parseBangladeshiMobile(input: string): string | null {
  const national = nationalMobile(input);
  const parsed = national ? parsePhoneNumberFromString(national, 'BD') : undefined;
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
