import { ApiError } from '@/lib/api/api-client';
import { failureOutcome } from './newsletter';
import { unsubscribeFromNewsletter } from './newsletter.api';
import type { NewsletterTexts } from './newsletter-strings';

/** The unsubscribe page (NewsletterUnsubscribe.astro): sends the link's token once and shows the server's answer. */
export async function unsubscribeWithLink(root: HTMLElement): Promise<void> {
  const texts: NewsletterTexts = JSON.parse(root.querySelector('script[type="application/json"]')?.textContent ?? '');
  const message = root.querySelector<HTMLElement>('[data-unsubscribe-message]')!;
  const show = (kind: 'done' | 'error', text: string) => {
    message.dataset.kind = kind;
    message.textContent = text;
  };
  const token = new URLSearchParams(location.search).get('token')?.trim();
  if (!token) return show('error', texts.newsletter.unsubscribeMissing);
  try {
    show('done', await unsubscribeFromNewsletter({ token }));
  } catch (error) {
    const failure = error instanceof ApiError ? error.failure : undefined;
    show('error', failureOutcome(failure, 'token', texts.newsletter.serverError).message);
  }
}
