import { z } from 'zod';
import type { OtpBody, PhoneBody, PhoneOtpBody, ResetPasswordBody } from '#contract';
import { otpCode } from '../../lib/otp-code';
import { newPasswordSchema } from '../../lib/passwords';
import { bdMobile } from '../../lib/phone/phone';

export { otpCode };

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
