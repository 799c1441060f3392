import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * A subscriber's unsubscribe token: their id and an HMAC of it, so no table of tokens is kept and nobody can make
 * one for another subscriber. The key is derived from the app's secret for this one purpose.
 */
const PURPOSE = 'newsletter-unsubscribe';

const macOf = (secret: string, id: number) =>
  createHmac('sha256', secret).update(`${PURPOSE}:${id}`).digest('base64url');

export function unsubscribeToken(secret: string, id: number): string {
  return `${id}.${macOf(secret, id)}`;
}

/** The subscriber id a token stands for, or null when it was not made with `secret`. */
export function subscriberOfToken(secret: string, token: string): number | null {
  const match = /^([1-9]\d{0,9})\.([\w-]{43})$/.exec(token);
  if (!match) return null;
  const id = Number(match[1]);
  const expected = Buffer.from(macOf(secret, id));
  const given = Buffer.from(match[2] ?? '');
  return given.length === expected.length && timingSafeEqual(given, expected) ? id : null;
}
