import { z } from 'zod';
import {
  type AdminAffiliateApproveBody,
  type AdminAffiliateRejectBody,
  type AdminWithdrawalPayBody,
  type AdminWithdrawalRejectBody,
  AFFILIATE_STATUSES,
  WITHDRAWAL_STATUSES,
} from '#contract';
import { plainText } from '../../lib/plain-text';
import { zodMessage } from '../../plugins/http-errors';

const NOTE_MAX_LENGTH = 500;
/** A note the back office must write (a reason, a transfer's reference). */
const requiredNote = plainText(NOTE_MAX_LENGTH)
  .refine((value) => value !== undefined, zodMessage('affiliates.noteRequired'))
  .transform((value) => value ?? '');

const page = z.coerce.number().int().min(1).max(100_000).default(1);

export const adminAffiliateListQuerySchema = z.object({ status: z.enum(AFFILIATE_STATUSES).optional(), page });

export const adminWithdrawalListQuerySchema = z.object({ status: z.enum(WITHDRAWAL_STATUSES).optional(), page });

const approveBody = z
  .object({ discount_percent: z.number().int().min(1).max(50).optional() })
  .strict() satisfies z.ZodType<unknown, AdminAffiliateApproveBody>;

/** The approval's body is optional: none takes the default discount. */
export const adminAffiliateApproveBodySchema = z.preprocess((body) => body ?? {}, approveBody);

export const adminAffiliateRejectBodySchema = z.object({ reason: requiredNote }) satisfies z.ZodType<
  unknown,
  AdminAffiliateRejectBody
>;

export const adminWithdrawalPayBodySchema = z.object({ reference: requiredNote }) satisfies z.ZodType<
  unknown,
  AdminWithdrawalPayBody
>;

export const adminWithdrawalRejectBodySchema = z.object({ reason: requiredNote }) satisfies z.ZodType<
  unknown,
  AdminWithdrawalRejectBody
>;
