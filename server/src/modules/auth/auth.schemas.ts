import { z } from 'zod';
import type { ChangePasswordBody, LoginBody, RefreshBody, RegisterBody, UpdateProfileBody } from '#contract';
import { emailSchema } from '../../lib/email';
import { nameText } from '../../lib/name-text';
import { otpCode } from '../../lib/otp-code';
import { newPasswordSchema, PASSWORD_MAX } from '../../lib/passwords';
import { bdMobile } from '../../lib/phone/phone';

const nameSchema = nameText(100);
const givenPassword = z.string().min(1).max(PASSWORD_MAX);
/** An optional email field: empty means none. */
const optionalEmail = z.union([z.literal('').transform(() => null), emailSchema]).nullish();

export const registerBodySchema = z.object({
  name: nameSchema,
  phone: bdMobile,
  /** The code POST /v1/auth/register/otp texted to the phone. */
  otp: otpCode,
  email: optionalEmail,
  password: newPasswordSchema,
}) satisfies z.ZodType<unknown, RegisterBody>;

export const loginBodySchema = z.object({
  /** A phone in any Bangladeshi form, or an email. */
  login: z.string().trim().min(1).max(254),
  password: givenPassword,
}) satisfies z.ZodType<unknown, LoginBody>;

/** Without a refresh_token the refresh cookie is used (refresh-cookie.ts). */
export const refreshBodySchema = z.object({ refresh_token: z.string().min(1).max(512).optional() }) satisfies z.ZodType<
  unknown,
  RefreshBody
>;

export const updateProfileBodySchema = z.object({ name: nameSchema, email: optionalEmail }) satisfies z.ZodType<
  unknown,
  UpdateProfileBody
>;

export const changePasswordBodySchema = z.object({
  /** Not needed by an account made by social sign-in, which has no password yet. */
  current_password: givenPassword.optional(),
  password: newPasswordSchema,
}) satisfies z.ZodType<unknown, ChangePasswordBody>;

export type RegisterInput = z.infer<typeof registerBodySchema>;
export type UpdateProfileInput = z.infer<typeof updateProfileBodySchema>;
export type ChangePasswordInput = z.infer<typeof changePasswordBodySchema>;
