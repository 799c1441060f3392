import { z } from 'zod';
import { type AdminVendorRejectBody, VENDOR_REJECT_REASON_MAX_LENGTH, VENDOR_STATUSES } from '#contract';
import { zodMessage } from '../../plugins/http-errors';

export const adminVendorListQuerySchema = z.object({
  status: z.enum(VENDOR_STATUSES).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});

/** Why a shop is refused: sent to the applicant by SMS and shown on their dashboard, so plain text, no NUL. */
export const adminVendorRejectBodySchema = z
  .object({
    reason: z
      .string()
      .trim()
      .min(1)
      .max(VENDOR_REJECT_REASON_MAX_LENGTH)
      .refine((value) => !value.includes('\u0000'), zodMessage('errors.textControl'))
      .transform((value) => value.normalize('NFC')),
  })
  .strict() satisfies z.ZodType<unknown, AdminVendorRejectBody>;
