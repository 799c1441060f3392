import type { IslandStrings } from '@/i18n';

/** What the footer's sign-up and the unsubscribe page say in the browser. */
export const NEWSLETTER_TEXTS = [
  'newsletter.invalidEmail',
  'newsletter.serverError',
  'newsletter.sending',
  'newsletter.submit',
  'newsletter.unsubscribeMissing',
] as const;
export type NewsletterTexts = IslandStrings<typeof NEWSLETTER_TEXTS>;
