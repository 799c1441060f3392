import { expect, type Page, test } from '@playwright/test';
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

/** When the page asked for this file (ms since the navigation began). */
const requestStart = (page: Page, path: string) =>
  page.evaluate(
    (filePath) =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list, observer) => {
          const entry = list.getEntries().find(({ name }) => new URL(name).pathname === filePath);
          if (!entry) return;
          observer.disconnect();
          resolve(entry.startTime);
        }).observe({ type: 'resource', buffered: true });
      }),
    path,
  );

/** When the page's load event ended, once it has. */
const loadEnd = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const ended = () => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventEnd;
        if (ended()) resolve(ended());
        else addEventListener('load', () => setTimeout(() => resolve(ended())), { once: true });
      }),
  );

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
  expect(await requestStart(page, font)).toBeGreaterThanOrEqual(await loadEnd(page));
});

test('where the system draws Bengali as boxes, every page after the first has the Bengali font from the start', async ({
  page,
}) => {
  const fontRequest = page.waitForRequest((request) => /bengali.*\.woff2/.test(request.url()));
  await page.goto('/bn/');
  const font = new URL((await fontRequest).url()).pathname;
  await expect.poll(() => page.evaluate(() => localStorage.getItem('bengali_font.needed'))).toBe('1');

  await page.goto('/bn/categories/');
  expect(await requestStart(page, font)).toBeLessThan(await loadEnd(page));
  const loaded = () =>
    page.evaluate(() => [...document.fonts].some((face) => face.family.includes('Noto') && face.status === 'loaded'));
  await expect.poll(loaded).toBe(true);
});

test('where the system draws Bengali itself, a Bengali page downloads no font', async ({ page }) => {
  // A system with a Bengali face of its own: its letters measure unlike the missing-glyph box of U+0984.
  await page.addInitScript(() => {
    const measure = CanvasRenderingContext2D.prototype.measureText;
    CanvasRenderingContext2D.prototype.measureText = function (text) {
      document.documentElement.dataset.measured = 'yes';
      const width = [...text].reduce((sum, letter) => sum + (letter === '\u0984' ? 6 : 9), 0);
      return Object.assign(Object.create(measure.call(this, text)), { width });
    };
  });
  const fonts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'font') fonts.push(request.url());
  });
  await page.goto('/bn/');
  await expect(page.locator('html')).toHaveAttribute('data-measured', 'yes');
  await page.waitForLoadState('networkidle');
  expect(fonts.filter((url) => /noto-sans-bengali/.test(url))).toEqual([]);
  const faces = await page.evaluate(() => [...document.fonts].filter((font) => font.family.includes('Noto')).length);
  expect(faces).toBe(1);
  expect(await page.evaluate(() => localStorage.getItem('bengali_font.needed'))).toBeNull();
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
