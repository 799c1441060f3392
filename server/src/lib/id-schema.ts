import { z } from 'zod';
import { zodMessage } from '../plugins/http-errors';

/** The largest serial id: PostgreSQL's `integer`. */
export const MAX_ID = 2_147_483_647;

/** A serial id in a JSON body: a JSON integer, 1 to MAX_ID (never `"1"`, `true`, `[1]` or `1.5`). */
export const idSchema = z.number().int().min(1).max(MAX_ID);

/** Decimal digits only: no sign, no leading zero, no hex, no exponent, no spaces. */
const ID_DIGITS = /^[1-9][0-9]{0,9}$/;

/**
 * A serial id from the URL, the query or a form field, where every value is text: decimal digits, 1 to MAX_ID
 * (`0x10`, `+1`, `1e3`, ` 1`, `01` and a repeated parameter are refused with one translated message).
 */
export const idTextSchema = z
  .custom<string>(
    (value) => typeof value === 'string' && ID_DIGITS.test(value) && Number(value) <= MAX_ID,
    zodMessage('errors.idInvalid', { max: MAX_ID }),
  )
  .transform(Number);

/** A field a multipart form (decimal digits) or a JSON body (a JSON integer) may send; typed as the contract's number. */
export const formIdSchema = z.preprocess(
  (value: number) => (typeof value === 'string' && ID_DIGITS.test(value) ? Number(value) : value),
  idSchema,
);

export const idParamsSchema = z.object({ id: idTextSchema });
