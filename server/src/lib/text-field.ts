import { z } from 'zod';
import { zodMessage } from '../plugins/http-errors';

/** PostgreSQL text cannot hold U+0000: refused here with a translated 422 instead of failing in the database. */
const withoutNul = (value: string) => !value.includes('\u0000');

/** A string of at most `max` characters, trimmed, without U+0000; empty allowed. */
export const plainText = (max: number) =>
  z.string().trim().max(max).refine(withoutNul, zodMessage('errors.nulCharacter'));

/** Typed text: trimmed, not empty, at most `max` characters, in NFC (Bengali from different keyboards compares equal), without U+0000. */
export const textField = (max: number) =>
  plainText(max)
    .pipe(z.string().min(1))
    .transform((value) => value.normalize('NFC'));
