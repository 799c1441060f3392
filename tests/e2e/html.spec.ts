import { expect, test } from '@playwright/test';
import { LOCALES } from '#contract';
import { firstPages } from './support/first-pages';
import { htmlErrors } from './support/html-checker';
import { localePrefix } from './support/locale';

test('each page a shopper meets first is the same page whether served as brotli, as gzip or plain (copies written while rendering)', async ({
  request,
}) => {
  const paths = await firstPages();
  for (const locale of LOCALES) {
    for (const [kind, path] of Object.entries(paths)) {
      const served = async (encoding: string) => {
        const response = await request.get(`${localePrefix(locale)}${path}`, {
          headers: { 'accept-encoding': encoding },
        });
        expect(response.headers()['content-encoding'], `${locale} ${kind} as ${encoding}`).toBe(
          encoding === 'identity' ? undefined : encoding,
        );
        return response.text();
      };
      const plain = await served('identity');
      expect(await served('br'), `${locale} ${kind}`).toBe(plain);
      expect(await served('gzip'), `${locale} ${kind}`).toBe(plain);
    }
  }
});

test('home, a listing, a product, the cart, sign-in and the offline page have no HTML error, in English and Bengali', async ({
  request,
}) => {
  test.setTimeout(120_000);
  const paths = await firstPages();
  const pages = await Promise.all(
    LOCALES.flatMap((locale) =>
      Object.entries(paths).map(async ([kind, path]) => {
        const response = await request.get(`${localePrefix(locale)}${path}`);
        expect(response.status(), `${locale} ${kind}`).toBe(200);
        return { name: `${locale}-${kind}`, html: await response.text() };
      }),
    ),
  );
  expect(await htmlErrors(pages)).toEqual([]);
});

test.describe('the LCP image', () => {
  // The page as its HTML has it, on a phone: no script runs, so no image here was put there by the lazy loader.
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });

  for (const locale of LOCALES) {
    for (const [kind, candidate] of [
      ['home', 'main img'],
      ['listing', '[data-listing-grid] img'],
      ['product', '[data-gallery-main]'],
    ] as const) {
      test(`${locale} ${kind}: the LCP image is in the HTML, loaded at once with high priority, the only such image`, async ({
        page,
      }) => {
        const paths = await firstPages();
        await page.goto(`${localePrefix(locale)}${paths[kind]}`);
        const lcp = page.locator(candidate).first();
        await expect(lcp).toHaveAttribute('fetchpriority', 'high');
        await expect(lcp).toHaveAttribute('loading', 'eager');
        await expect(lcp).toHaveAttribute('src', /\/image-proxy\/hero|\/image-proxy\/thumbnail/);
        await expect(lcp).not.toHaveAttribute('data-lazy-src');
        // Its box is reserved before it loads: no layout shift.
        await expect(lcp).toHaveAttribute('width', /^\d+$/);
        await expect(lcp).toHaveAttribute('height', /^\d+$/);
        await expect(lcp).toBeInViewport();
        await expect(page.locator('img[fetchpriority="high"]')).toHaveCount(1);
        // Nothing else (the Bengali font was) is preloaded ahead of it.
        await expect(page.locator('link[rel="preload"]:not([as="image"])')).toHaveCount(0);
      });
    }

    test(`${locale} listing: the rest of a phone's first row loads at once too, at normal priority`, async ({
      page,
    }) => {
      const paths = await firstPages();
      await page.goto(`${localePrefix(locale)}${paths.listing}`);
      const second = page.locator('[data-listing-grid] img').nth(1);
      await expect(second).toHaveAttribute('loading', 'eager');
      await expect(second).toHaveAttribute('src', /\/image-proxy\/thumbnail/);
      await expect(second).not.toHaveAttribute('fetchpriority');
      await expect(page.locator('[data-listing-grid] img[data-lazy-src]').first()).toBeAttached();
    });
  }
});
