/**
 * The newsletter (issue 15): POST /newsletter answers the same success for an address already subscribed (nobody
 * learns who is), 422 for an invalid one, 429 past the per-address-of-the-caller limit. Each subscriber's e-mails
 * carry an unsubscribe link with a token (`/newsletter/unsubscribe?token=`), which POST /newsletter/unsubscribe
 * takes.
 */
export interface NewsletterBody {
  email: string;
}

export interface NewsletterUnsubscribeBody {
  token: string;
}

/** Where a subscriber's e-mails send them to unsubscribe, below the storefront's locale prefix, with `?token=`. */
export const NEWSLETTER_UNSUBSCRIBE_PATH = '/newsletter/unsubscribe';

/** A subscriber as the back office lists them (`GET /admin/newsletter`), with the link their e-mails carry. */
export interface AdminNewsletterSubscriber {
  id: number;
  email: string;
  locale: 'en' | 'bn';
  subscribed_at: string;
  unsubscribed_at: string | null;
  unsubscribe_url: string;
}
