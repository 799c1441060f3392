import { z } from 'zod';
import { zodMessage } from '../plugins/http-errors';
import { normalizeDigits } from './phone/phone';

/** A one-time code's field: six digits, typed in ASCII or Bengali digits, spaces around ignored. */
export const otpCode = z
  .string()
  .max(32)
  .transform((value) => normalizeDigits(value.trim()))
  .refine((value) => /^\d{6}$/.test(value), zodMessage('otp.format'));
