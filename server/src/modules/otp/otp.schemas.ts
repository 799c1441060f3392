import { z } from 'zod';
import type { OtpBody, PhoneBody, PhoneOtpBody, ResetPasswordBody } from '#contract';
import { newPasswordSchema } from '../../lib/passwords';
import { bdMobile, normalizeDigits } from '../../lib/phone/phone';
import { zodMessage } from '../../plugins/http-errors';

/** Six digits, typed in ASCII or Bengali digits, spaces around ignored. */
export const otpCode = z
  .string()
  .max(32)
  .transform((value) => normalizeDigits(value.trim()))
  .refine((value) => /^\d{6}$/.test(value), zodMessage('otp.format'));

export const otpBodySchema = z.object({ otp: otpCode }) satisfies z.ZodType<unknown, OtpBody>;
/** A phone to send a code to (password reset, phone change). */
export const phoneBodySchema = z.object({ phone: bdMobile }) satisfies z.ZodType<unknown, PhoneBody>;
/** A phone and the code sent to it. */
export const phoneCodeBodySchema = z.object({ phone: bdMobile, otp: otpCode }) satisfies z.ZodType<
  unknown,
  PhoneOtpBody
>;
export const resetPasswordBodySchema = z.object({
  reset_token: z.string().min(1).max(128),
  password: newPasswordSchema,
}) satisfies z.ZodType<unknown, ResetPasswordBody>;
