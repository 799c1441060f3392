import { expect, type Page, test } from '@playwright/test';
import type { AdminNewsletterSubscriber, Page as ListPage, Locale } from '#contract';
import { apiRequest } from './support/api';
import { dictionaries, localePrefix } from './support/locale';
import { E2E_ADMIN_TOKEN } from './support/rebuild-env';

const SERVER = {
  en: {
    subscribed: 'Thank you! You are subscribed to our newsletter.',
    unsubscribed: 'You are unsubscribed. We will send you no more newsletters.',
    invalidToken: 'This unsubscribe link is not valid. Please use the link in our latest e-mail.',
  },
  bn: {
    subscribed: 'ধন্যবাদ! আপনি আমাদের নিউজলেটারে সাবস্ক্রাইব করেছেন।',
    unsubscribed: 'আপনার আনসাবস্ক্রাইব সম্পন্ন হয়েছে। আমরা আপনাকে আর কোনো নিউজলেটার পাঠাব না।',
    invalidToken: 'আনসাবস্ক্রাইব লিংকটি সঠিক নয়। আমাদের সর্বশেষ ইমেইলের লিংকটি ব্যবহার করুন।',
  },
};

const uniqueEmail = (label: string) => `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

/** The footer's sign-up form and what it shows. */
const footerForm = (page: Page, locale: Locale) => {
  const texts = dictionaries[locale].newsletter;
  const form = page.locator('footer form[data-newsletter]');
  return {
    email: form.getByLabel(texts.email),
    submit: form.getByRole('button', { name: texts.submit }),
    message: form.getByRole('status'),
    fieldError: form.locator('#newsletter-email-error'),
  };
};

/** Counts the sign-up calls the page makes. */
const countSignUps = (page: Page) => {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (/\/newsletter$/.test(new URL(request.url()).pathname)) calls.push(request.method());
  });
  return calls;
};

for (const locale of ['en', 'bn'] as const) {
  const prefix = localePrefix(locale);
  const texts = dictionaries[locale];

  test.describe(`newsletter (${locale})`, () => {
    test("signs up from the footer with the server's message, the same again for a known address", async ({ page }) => {
      await page.goto(`${prefix}/`);
      const form = footerForm(page, locale);
      const email = uniqueEmail(`footer-${locale}`);
      for (const attempt of [1, 2]) {
        await form.email.fill(email);
        await form.submit.click();
        await expect(form.message).toHaveText(SERVER[locale].subscribed);
        await expect(form.email).toHaveValue('');
        await expect(form.fieldError).toBeHidden();
        if (attempt === 1) await page.reload();
      }
    });

    test('an invalid address is refused beside the field and nothing is sent', async ({ page }) => {
      const calls = countSignUps(page);
      await page.goto(`${prefix}/about`);
      const form = footerForm(page, locale);
      await form.email.fill('rahim@');
      await form.submit.click();
      await expect(form.fieldError).toHaveText(texts.newsletter.invalidEmail);
      await expect(form.email).toHaveAttribute('aria-invalid', 'true');
      await expect(form.email).toBeFocused();
      expect(calls).toEqual([]);
    });

    test('offline, the banner shows and the form refuses with the message, sending nothing', async ({
      page,
      context,
    }) => {
      const calls = countSignUps(page);
      await page.goto(`${prefix}/faq`);
      await context.setOffline(true);
      await expect(page.getByRole('status').filter({ hasText: texts.navigation.offline })).toBeVisible();
      const form = footerForm(page, locale);
      await form.email.fill(uniqueEmail('offline'));
      await form.submit.click();
      const refused = page.getByText(texts.navigation.offlineRefused);
      await expect(refused).toBeVisible();
      expect(calls).toEqual([]);
      await context.setOffline(false);
      await expect(refused).toBeHidden();
    });

    test("the unsubscribe link the back office lists unsubscribes, in the subscriber's language", async ({ page }) => {
      const email = uniqueEmail(`leaving-${locale}`);
      await apiRequest('POST', '/newsletter', { body: { email }, headers: { 'accept-language': locale } });
      const list = await apiRequest<ListPage<AdminNewsletterSubscriber>>('GET', '/admin/newsletter', {
        token: E2E_ADMIN_TOKEN,
      });
      const link = new URL(list.data.find((subscriber) => subscriber.email === email)!.unsubscribe_url);
      expect(link.pathname).toBe(`${prefix}/newsletter/unsubscribe`);
      await page.goto(`${link.pathname}${link.search}`);
      await expect(page.locator('h1')).toHaveText(texts.newsletter.unsubscribeTitle);
      await expect(page.locator('[data-unsubscribe-message]')).toHaveText(SERVER[locale].unsubscribed);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');

      await page.goto(`${prefix}/newsletter/unsubscribe?token=1.forged`);
      await expect(page.locator('[data-unsubscribe-message]')).toHaveText(SERVER[locale].invalidToken);
      await page.goto(`${prefix}/newsletter/unsubscribe`);
      await expect(page.locator('[data-unsubscribe-message]')).toHaveText(texts.newsletter.unsubscribeMissing);
    });
  });
}
