import { expect, type Page, test } from '@playwright/test';
import type { Locale } from '#contract';
import { E2E_API_URL } from './support/e2e-env';
import { dictionaries, localePrefix } from './support/locale';

const LOCALES: { lang: Locale; offline: string }[] = [
  { lang: 'en', offline: 'You are offline' },
  { lang: 'bn', offline: 'আপনি এখন অফলাইনে' },
];

/** Distance from the viewport top to an element's top edge. */
const topOf = (page: Page, selector: string) =>
  page.locator(selector).evaluate((element) => element.getBoundingClientRect().top);

for (const { lang, offline } of LOCALES) {
  const prefix = localePrefix(lang);
  test.describe(`navigation (${lang})`, () => {
    test('a click carries coupon_code to the next page', async ({ page }) => {
      await page.goto(`${prefix}/faq?coupon_code=EID25`);
      await page.locator(`footer a[href="${prefix}/about"]`).click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/about/?\\?coupon_code=EID25$`));
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
    });

    test('a hash target lands 74 px below the top, on load and on an in-page link', async ({ page }) => {
      await page.goto(`${prefix}/faq#returns`);
      await expect.poll(() => topOf(page, '#returns')).toBeCloseTo(74, 0);
      await page.locator('a[href="#payment"]').click();
      await expect(page).toHaveURL(/#payment$/);
      await expect.poll(() => topOf(page, '#payment')).toBeCloseTo(74, 0);
    });

    test('going offline shows a notice and coming back hides it', async ({ page, context }) => {
      await page.goto(`${prefix}/about`);
      const notice = page.getByRole('status').filter({ hasText: offline });
      await expect(notice).toBeHidden();
      await context.setOffline(true);
      await expect(notice).toBeVisible();
      await context.setOffline(false);
      await expect(notice).toBeHidden();
    });

    test('offline, a sign-in form refuses to send, saying why', async ({ page, context }) => {
      const texts = dictionaries[lang];
      const sent: string[] = [];
      page.on('request', (request) => {
        if (request.url().startsWith(E2E_API_URL) && request.method() === 'POST') sent.push(request.url());
      });
      await page.goto(`${prefix}/login`);
      const form = page.locator('#panel-sign-in');
      await form.getByLabel(texts.auth.login).fill('01712345678');
      await form.getByLabel(texts.auth.password).fill('password123');
      // The button waits, disabled, for the form's script; gone offline before it arrived, it would wait for good.
      const signIn = form.getByRole('button', { name: texts.auth.signIn });
      await expect(signIn).toBeEnabled();
      await context.setOffline(true);
      await signIn.click();
      await expect(page.getByText(texts.navigation.offlineRefused)).toBeVisible();
      expect(sent).toEqual([]);
      await context.setOffline(false);
    });

    test('a 400 answer from the API sends the browser to the 404 page of the language', async ({ page }) => {
      // The storefront never sends a malformed call itself: its live-price call is redirected to a call the real
      // API refuses with 400 (an image source on a host it does not serve; `.invalid` never resolves).
      const refused = `${new URL(E2E_API_URL).origin}/image-proxy/hero?w=640&url=https://foreign.invalid/x.png`;
      await page.route(
        (url) => url.href.startsWith(`${E2E_API_URL}/products/live`),
        (route) => route.continue({ url: refused }),
      );
      const answer = page.waitForResponse((response) => response.url().includes('foreign.invalid'));
      await page.goto(`${prefix}/`);
      expect((await answer).status()).toBe(400);
      await expect(page).toHaveURL(new RegExp(`${prefix}/pages/404/?$`));
      await expect(page.locator('h1')).toHaveText(
        lang === 'en' ? 'This page could not be found' : 'এই পাতাটি খুঁজে পাওয়া যায়নি',
      );
    });
  });
}

test('a script chunk that fails to load reloads the page once, not again within 60 seconds', async ({ page }) => {
  let documents = 0;
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) documents++;
  });
  // The add-to-cart control's own script: the page's shell script, which watches for failed chunks, still runs.
  await page.route('**/_astro/AddToCart*.js', (route) => route.abort());
  await page.goto('/product/1', { waitUntil: 'commit' });
  await expect.poll(() => documents).toBe(2);
  // The reloaded page fails the same way before its load event; the guard must keep it from reloading again.
  await page.waitForLoadState('load');
  expect(await page.evaluate(() => sessionStorage.getItem('haat:chunk-reload-at'))).toMatch(/^\d+$/);
  expect(documents).toBe(2);
});

test('the header’s scripts come after all of its links and controls: a paint where the parser meets one shows the whole header', async ({
  page,
}) => {
  for (const path of ['/', '/bn/', '/guest/checkout', '/login']) {
    await page.goto(path);
    const late = await page.evaluate(() => {
      const controls = [...document.querySelectorAll('header a, header button, header input, header ul')];
      return [...document.querySelectorAll('header script')].filter((script) =>
        controls.some((control) => control.compareDocumentPosition(script) & Node.DOCUMENT_POSITION_PRECEDING),
      ).length;
    });
    expect(late, path).toBe(0);
  }
});

test('the “বাংলা” link is as wide before its font arrives as after: the font cannot move the header', async ({
  page,
}) => {
  const { promise: released, resolve: release } = Promise.withResolvers<void>();
  await page.route('**/bangla-label.*.woff2', async (route) => {
    await released;
    await route.continue();
  });
  await page.goto('/categories/', { waitUntil: 'domcontentloaded' });
  const label = page.locator('header a[data-lang-switch="bn"]:visible');
  const fontState = () =>
    page.evaluate(() => [...document.fonts].find((font) => font.family.includes('Haat Bangla Label'))?.status);
  await expect.poll(fontState).toBe('loading');
  const before = await label.boundingBox();
  release();
  await expect.poll(fontState).toBe('loaded');
  expect(await label.boundingBox()).toEqual(before);
});
