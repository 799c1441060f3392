import { z } from 'zod';
import { zodMessage } from '../plugins/http-errors';

/**
 * Free text from a request (a comment, a note): trimmed, at most `max` characters, empty meaning none. U+0000 cannot
 * be stored in PostgreSQL's text, so it is refused on its field instead of failing the insert.
 */
export const plainText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .refine((value) => !value.includes('\u0000'), zodMessage('errors.textControl'))
    .transform((value) => value || undefined);
