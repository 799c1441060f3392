import { expect, test } from '@playwright/test';
import { type HomeInfo, LOCALES } from '#contract';
import { apiGet } from './support/api';
import { localePrefix } from './support/locale';

const PAGES = [
  '/about',
  '/contact',
  '/delivery-policy',
  '/faq',
  '/how-to-shop',
  '/privacy-policy',
  '/return-and-refund',
  '/sell-on-haat',
  '/terms-and-conditions',
  '/pages/coming-soon',
];
for (const lang of LOCALES) {
  const prefix = localePrefix(lang);
  test(`every content page exists in ${lang}, with canonical, hreflang and the sitemap entry`, async ({
    page,
    request,
  }) => {
    const sitemap = await (await request.get('/sitemap-0.xml')).text();
    for (const path of PAGES) {
      const response = await page.goto(`${prefix}${path}`);
      expect(response?.status(), path).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.locator('main h1')).toHaveCount(1);
      await expect(page.locator('main')).not.toContainText(/\{\w+\}/); // every placeholder filled
      const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
      expect(canonical, path).toMatch(new RegExp(`${prefix}${path}/$`));
      await expect(page.locator('link[rel="alternate"][hreflang="bn"]')).toHaveAttribute('href', /\/bn\//);
      expect(sitemap, path).toContain(`<loc>${canonical}</loc>`);
    }
    for (const personal of [
      '/shop/cart/',
      '/guest/cart/',
      '/shop/checkout/',
      '/shop/wishlist/',
      '/compare/',
      '/sell-on-haat/registration/',
    ]) {
      expect(sitemap, personal).not.toContain(`${prefix}${personal}</loc>`);
    }
  });

  test(`the footer links every content page in ${lang}`, async ({ page }) => {
    await page.goto(`${prefix}/about`);
    for (const path of PAGES.filter((path) => !path.startsWith('/pages/'))) {
      await expect(page.locator(`footer a[href="${prefix}${path}"]`)).toHaveCount(1);
    }
  });

  test(`the delivery promise reads the same on the delivery page and in the FAQ (${lang})`, async ({ page }) => {
    const fee = lang === 'en' ? 'Tk 60' : '৬০৳';
    const days = lang === 'en' ? '1–2' : '১–২';
    await page.goto(`${prefix}/delivery-policy`);
    await expect(page.locator('main table')).toContainText(fee);
    await expect(page.locator('main table')).toContainText(days);
    await page.goto(`${prefix}/faq`);
    await expect(page.locator('main')).toContainText(fee);
    await expect(page.locator('main')).toContainText(days);
  });
}

test('the FAQ accordion opens and closes with the keyboard, and describes itself as FAQPage data', async ({ page }) => {
  await page.goto('/faq');
  const first = page.locator('main details').first();
  const answer = first.locator('p');
  await expect(answer).toBeHidden();
  await first.locator('summary').focus();
  await page.keyboard.press('Enter');
  await expect(first).toHaveAttribute('open', '');
  await expect(answer).toBeVisible();
  await page.keyboard.press('Space');
  await expect(answer).toBeHidden();

  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
  const data = scripts.map((text) => JSON.parse(text)).find((item) => item['@type'] === 'FAQPage');
  expect(data.mainEntity).toHaveLength(await page.locator('main details').count());
  expect(data.mainEntity[0]).toMatchObject({ '@type': 'Question', acceptedAnswer: { '@type': 'Answer' } });
});

test('the FAQ groups ordering, delivery, payment, returns and account questions in both languages', async ({
  page,
}) => {
  for (const locale of LOCALES) {
    await page.goto(`${localePrefix(locale)}/faq`);
    const ids = await page
      .locator('main details')
      .evaluateAll((items) => [...new Set(items.map((item) => item.closest('section')?.querySelector('h2')?.id))]);
    expect(ids).toEqual(['ordering', 'delivery', 'payment', 'returns', 'account']);
  }
});

test('the contact page gives the hotline and email from the API as links, in both languages', async ({ page }) => {
  for (const locale of LOCALES) {
    const info = await apiGet<HomeInfo>('/home_info', locale);
    await page.goto(`${localePrefix(locale)}/contact`);
    const details = page.locator('#contact-details').locator('..');
    await expect(details.locator('a[href^="tel:"]')).toHaveText(info.hotline);
    await expect(details.locator(`a[href="mailto:${info.email}"]`)).toHaveText(info.email);
    await expect(details).toContainText(info.address);
    await expect(page.locator('main form')).toHaveCount(0);
  }
});

test('the 404 page under /pages says the page could not be found, in both languages', async ({ page }) => {
  await page.goto('/pages/404');
  await expect(page.locator('h1')).toHaveText('This page could not be found');
  await page.goto('/bn/pages/404');
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
  await expect(page.locator('h1')).toHaveText('এই পাতাটি খুঁজে পাওয়া যায়নি');
});
