import { z } from 'zod';
import { NID_LENGTHS, normalizeDigits, SHOP_NAME_MAX_LENGTH, type VendorRegistrationBody } from '#contract';
import { emailSchema } from '../../lib/email';
import { idSchema } from '../../lib/id-schema';
import { nameText } from '../../lib/name-text';
import { newPasswordSchema } from '../../lib/passwords';
import { payoutSchema } from '../../lib/payout';
import { bdMobile } from '../../lib/phone/phone';
import { zodMessage } from '../../plugins/http-errors';

const MAX_OWNER_NAME_LENGTH = 100;
const MAX_ADDRESS_LINE_LENGTH = 300;
const MAX_REGISTRATION_NUMBER_LENGTH = 50;
const MAX_CATEGORIES = 10;

/** Plain text: trimmed, NFC (Bengali typed on different keyboards compares equal), `min` to `max` characters, no NUL. */
const text = (min: number, max: number) =>
  z
    .string()
    .trim()
    .min(min)
    .max(max)
    .refine((value) => !value.includes('\u0000'), zodMessage('errors.textControl'))
    .transform((value) => value.normalize('NFC'));

/** An optional field: a form's empty (or blank) text means none. */
const blankAsNone = <T extends z.ZodType>(schema: T) =>
  z.preprocess(
    (value: string | undefined) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    schema.optional(),
  );

/** A national ID number in ASCII or Bengali digits (spaces and dashes allowed), kept as ASCII digits. */
const nidSchema = z
  .string()
  .max(40)
  .transform((value, ctx) => {
    const digits = normalizeDigits(value).replace(/[\s-]/g, '');
    if (/^\d+$/.test(digits) && (NID_LENGTHS as readonly number[]).includes(digits.length)) return digits;
    ctx.addIssue({ code: 'custom', input: value, ...zodMessage('sellerRegistration.nidInvalid') });
    return z.NEVER;
  });

export const vendorRegistrationBodySchema = z.object({
  shop_name: nameText(SHOP_NAME_MAX_LENGTH, 2),
  /** The English name when not given. */
  shop_name_bn: blankAsNone(nameText(SHOP_NAME_MAX_LENGTH, 2)),
  name: nameText(MAX_OWNER_NAME_LENGTH),
  phone: bdMobile,
  otp: z.string().regex(/^\d{6}$/),
  email: emailSchema,
  password: newPasswordSchema,
  nid: nidSchema,
  trade_licence: blankAsNone(text(1, MAX_REGISTRATION_NUMBER_LENGTH)),
  dbid: blankAsNone(text(1, MAX_REGISTRATION_NUMBER_LENGTH)),
  division_id: idSchema,
  district_id: idSchema,
  upazila_id: idSchema,
  address_line: text(1, MAX_ADDRESS_LINE_LENGTH),
  /** The registered mobile when not given. */
  pickup_phone: blankAsNone(bdMobile),
  payout: payoutSchema,
  category_ids: z
    .array(idSchema)
    .max(MAX_CATEGORIES)
    .transform((ids) => [...new Set(ids)])
    .optional(),
}) satisfies z.ZodType<unknown, VendorRegistrationBody>;

export type VendorRegistrationInput = z.output<typeof vendorRegistrationBodySchema>;
