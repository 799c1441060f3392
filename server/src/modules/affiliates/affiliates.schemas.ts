import { z } from 'zod';
import { AFFILIATE_PROMOTION_MAX_LENGTH, type AffiliateRegistrationBody } from '#contract';
import { emailSchema } from '../../lib/email';
import { nameText } from '../../lib/name-text';
import { payoutSchema } from '../../lib/payout';
import { zodMessage } from '../../plugins/http-errors';

export const AFFILIATE_NAME_MAX_LENGTH = 100;
export const AFFILIATE_WEBSITE_MAX_LENGTH = 200;
const PROMOTION_MIN_LENGTH = 10;

/** Plain text as the applicant typed it: trimmed, NFC, `min` to `max` characters; U+0000 refused on its field. */
const applicantText = (min: number, max: number) =>
  z
    .string()
    .max(max * 4)
    .trim()
    .transform((value) => value.normalize('NFC'))
    .refine((value) => !value.includes('\u0000'), zodMessage('errors.textControl'))
    .refine((value) => value.length >= min, zodMessage('affiliates.textTooShort', { min }))
    .refine((value) => value.length <= max, zodMessage('affiliates.textTooLong', { max }));

/** Where they promote: an http(s) address of at most AFFILIATE_WEBSITE_MAX_LENGTH characters; empty means none. */
const websiteSchema = z
  .string()
  .max(AFFILIATE_WEBSITE_MAX_LENGTH * 4)
  .trim()
  .refine(
    (value) => value.length <= AFFILIATE_WEBSITE_MAX_LENGTH,
    zodMessage('affiliates.textTooLong', { max: AFFILIATE_WEBSITE_MAX_LENGTH }),
  )
  .refine((value) => value === '' || isWebAddress(value), zodMessage('affiliates.websiteInvalid'))
  .transform((value) => value || undefined);

function isWebAddress(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.');
}

export const affiliateRegistrationBodySchema = z.object({
  name: nameText(AFFILIATE_NAME_MAX_LENGTH, 2),
  email: emailSchema,
  payout: payoutSchema,
  website: websiteSchema.optional(),
  promotion: applicantText(PROMOTION_MIN_LENGTH, AFFILIATE_PROMOTION_MAX_LENGTH),
}) satisfies z.ZodType<unknown, AffiliateRegistrationBody>;

export type AffiliateRegistrationInput = z.output<typeof affiliateRegistrationBodySchema>;
