/** The newsletter's rules (spec: showNewsletter; POST /newsletter and its unsubscribe link), pure. */
import type { ApiFailure } from '#contract';

/** The footer shows the sign-up unless the site is built with PUBLIC_SHOW_NEWSLETTER=false (spec: default on). */
export function showNewsletter(flag: string | boolean | undefined): boolean {
  return (
    String(flag ?? '')
      .trim()
      .toLowerCase() !== 'false'
  );
}

/** An address worth sending: the server decides for good (422 beside the field); this saves the obvious trip. */
export function plausibleEmail(typed: string): boolean {
  const email = typed.trim();
  return email.length <= 254 && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email);
}

/** What the form shows after a call: a message for the whole form, or one beside the address field. */
export type NewsletterOutcome = { kind: 'done' | 'error'; message: string } | { kind: 'field'; message: string };

/**
 * A failed sign-up or unsubscribe as the form shows it: the server's message for `field` beside it, any other
 * answer's message for the form, and `serverError` when no answer came (the spec's network failure text).
 */
export function failureOutcome(failure: ApiFailure | undefined, field: string, serverError: string): NewsletterOutcome {
  const beside = failure?.errors?.[field]?.[0];
  if (beside) return { kind: 'field', message: beside };
  return { kind: 'error', message: failure?.message || serverError };
}
