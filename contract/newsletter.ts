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
