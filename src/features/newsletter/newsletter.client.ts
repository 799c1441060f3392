import { ApiError } from '@/lib/api/api-client';
import { refuseWhenOffline } from '@/lib/offline';
import { failureOutcome, type NewsletterOutcome, plausibleEmail } from './newsletter';
import { subscribeToNewsletter } from './newsletter.api';
import type { NewsletterTexts } from './newsletter-strings';

const sending = new WeakSet<HTMLFormElement>();

/** Sends the footer's sign-up form (NewsletterSignUp.astro): offline refused, the address checked, the answer shown. */
export async function submitNewsletter(form: HTMLFormElement): Promise<void> {
  const texts: NewsletterTexts = JSON.parse(form.querySelector('script[type="application/json"]')?.textContent ?? '');
  const input = form.querySelector<HTMLInputElement>('input[name="email"]')!;
  const fieldError = form.querySelector<HTMLElement>('[data-newsletter-field-error]')!;
  const message = form.querySelector<HTMLElement>('[data-newsletter-message]')!;
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]')!;

  const show = (outcome: NewsletterOutcome | null) => {
    const beside = outcome?.kind === 'field' ? outcome.message : '';
    fieldError.textContent = beside;
    fieldError.hidden = !beside;
    input.setAttribute('aria-invalid', String(Boolean(beside)));
    message.textContent = outcome && outcome.kind !== 'field' ? outcome.message : '';
    message.dataset.kind = outcome?.kind ?? '';
    if (beside) input.focus();
  };

  if (sending.has(form)) return;
  if (!plausibleEmail(input.value)) return show({ kind: 'field', message: texts.newsletter.invalidEmail });
  show(null);
  if (refuseWhenOffline()) return;
  sending.add(form);
  button.disabled = true;
  button.textContent = texts.newsletter.sending;
  try {
    show({ kind: 'done', message: await subscribeToNewsletter({ email: input.value.trim() }) });
    input.value = '';
  } catch (error) {
    const failure = error instanceof ApiError ? error.failure : undefined;
    show(failureOutcome(failure, 'email', texts.newsletter.serverError));
  } finally {
    sending.delete(form);
    button.disabled = false;
    button.textContent = texts.newsletter.submit;
  }
}
