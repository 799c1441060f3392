import { expect, test } from '@playwright/test';
import { E2E_SITE_URL } from './support/e2e-env';

const BENGALI = /[\u0980-\u09FF]/;

test('the English home page is English, with hreflang alternates and no Bengali font', async ({ page }) => {
  const fonts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'font') fonts.push(request.url());
  });
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.locator('main')).toBeVisible();
  await expect(page.locator('link[rel="alternate"][hreflang="bn"]')).toHaveAttribute('href', /\/bn\/?$/);
  expect(await page.locator('main').innerText()).toMatch(/Tk [\d,]+/);
  await page.waitForLoadState('networkidle');
  expect(fonts.filter((url) => /bengali/i.test(url))).toEqual([]);
  // The header's "বাংলা" has its own tiny font, so it never shows as boxes.
  const labelFontLoaded = await page.evaluate(() =>
    [...document.fonts].some((font) => font.family.includes('Haat Bangla Label') && font.status === 'loaded'),
  );
  expect(labelFontLoaded).toBe(true);
});

test('the Bengali home page is Bengali, with Bengali digits and the Bengali font, which comes once the page has loaded', async ({
  page,
}) => {
  const fontRequest = page.waitForRequest((request) => /bengali.*\.woff2/.test(request.url()));
  await page.goto('/bn/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
  const text = await page.locator('main').innerText();
  expect(text).toMatch(BENGALI);
  expect(text).toMatch(/[০-৯]+৳/);
  const font = new URL((await fontRequest).url()).pathname;
  // Never beside the LCP picture on a thin link: asked for only after the load event.
  const [loadEnd, fontStart] = await page.evaluate(
    (path) =>
      new Promise<[number | undefined, number]>((resolve) => {
        const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
        new PerformanceObserver((list, observer) => {
          const entry = list.getEntries().find(({ name }) => new URL(name).pathname === path);
          if (!entry) return;
          observer.disconnect();
          resolve([navigation?.loadEventEnd, entry.startTime]);
        }).observe({ type: 'resource', buffered: true });
      }),
    font,
  );
  expect(loadEnd).toBeGreaterThan(0);
  expect(fontStart).toBeGreaterThanOrEqual(loadEnd ?? Number.POSITIVE_INFINITY);
});

test('the language switch keeps the page', async ({ page }) => {
  await page.goto('/categories/');
  await page.locator('header a[data-lang-switch="bn"]:visible').first().click();
  await expect(page).toHaveURL(/\/bn\/categories\/?$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
  await page.locator('header a[data-lang-switch="en"]:visible').first().click();
  await expect(page).toHaveURL(/\/categories\/?$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('the language switch remembers the choice for 365 days, yet every address keeps its own language', async ({
  page,
  context,
}) => {
  await page.goto('/about');
  await page.locator('header a[data-lang-switch="bn"]:visible').first().click();
  await expect(page).toHaveURL(/\/bn\/about\/?$/);
  const cookie = (await context.cookies()).find(({ name }) => name === 'locale');
  expect(cookie?.value).toBe('bn');
  expect(Math.round(((cookie?.expires ?? 0) - Date.now() / 1000) / 86_400)).toBe(365);
  // What search engines see: an English address stays English, whatever the cookie says.
  const english = await page.goto('/');
  expect(english?.status()).toBe(200);
  await expect(page).toHaveURL(/localhost:\d+\/$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('a social sign-in that returns with no page remembered goes on in the language the shopper chose', async ({
  page,
  context,
}) => {
  await context.addCookies([{ name: 'locale', value: 'bn', url: E2E_SITE_URL }]);
  await page.goto('/auth/social-callback');
  await expect(page).toHaveURL(/\/bn\/auth\/social-callback\/?$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
});

test('an unknown path answers 404 with the not-found page, in the language of its prefix', async ({ page }) => {
  const english = await page.goto('/no/such/page');
  expect(english?.status()).toBe(404);
  await expect(page.getByText('This page could not be found').first()).toBeVisible();

  const bengali = await page.goto('/bn/no/such/page');
  expect(bengali?.status()).toBe(404);
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn');

  await page.goto('/pages/404');
  await expect(page.getByText('This page could not be found').first()).toBeVisible();
});

test('pages obey the Content-Security-Policy (no violations)', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content.Security.Policy/i.test(message.text())) violations.push(message.text());
  });
  for (const path of ['/', '/bn/', '/categories/', '/bn/pages/404']) await page.goto(path);
  expect(violations).toEqual([]);
});
