import { z } from 'zod';
import { zodMessage } from '../plugins/http-errors';

/**
 * Whether a text shows anything: a character other than white space, control and format characters and the
 * default-ignorable ones (zero-width space, joiner and non-joiner, word joiner, BOM, the Hangul fillers...).
 * ZWJ and ZWNJ inside a Bengali word are fine; a name of nothing else is not.
 */
export const hasVisibleCharacter = (text: string) =>
  /[^\p{White_Space}\p{Z}\p{Cc}\p{Cf}\p{Default_Ignorable_Code_Point}\u2800]/u.test(text);

/** Embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069): they can make a name read as another. */
export const hasDirectionControl = (text: string) => /[\u202A-\u202E\u2066-\u2069]/.test(text);

/** Control characters (a newline, an escape) have no place in a one-line name. */
const hasControlCharacter = (text: string) => /\p{Cc}/u.test(text);

/** The name rules on a text schema (already trimmed), each refusal a translated message on the field. */
export const withNameRules = <T extends z.ZodType<string, unknown>>(schema: T) =>
  schema
    .refine(hasVisibleCharacter, { ...zodMessage('errors.nameInvisible'), abort: true })
    .refine((text) => !hasDirectionControl(text), { ...zodMessage('errors.nameDirection'), abort: true })
    .refine((text) => !hasControlCharacter(text), { ...zodMessage('errors.textControl'), abort: true });

/**
 * A name (a person's, a shop's, an address's, a product's, a ticket's subject): trimmed, with something visible,
 * without control or direction-changing characters, `min` to `max` characters, in NFC (Bengali typed on different
 * keyboards compares equal).
 */
export const nameText = (max: number, min = 1) =>
  withNameRules(z.string().trim())
    .min(min)
    .max(max)
    .transform((text) => text.normalize('NFC'));
