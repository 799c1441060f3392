import type { NewsletterBody, NewsletterUnsubscribeBody } from '#contract';
import { apiPostAnswer } from '@/lib/api/api-client';

/** POST /newsletter: the answer is the same for a new and a known address; its message is shown. */
export async function subscribeToNewsletter(body: NewsletterBody): Promise<string> {
  return (await apiPostAnswer<null>('/newsletter', body)).message;
}

/** POST /newsletter/unsubscribe with the token of the e-mail's link. */
export async function unsubscribeFromNewsletter(body: NewsletterUnsubscribeBody): Promise<string> {
  return (await apiPostAnswer<null>('/newsletter/unsubscribe', body)).message;
}
