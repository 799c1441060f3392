import { expect, type Page, test } from '@playwright/test';
import { LOCALES } from '#contract';
import { PRODUCT_LAYOUTS } from '../../src/lib/product-layouts';
import { localePrefix } from './support/locale';
import { productWithColours } from './support/products';

/** Clicks a colour other than the chosen one; returns its value. */
async function chooseOtherColour(page: Page): Promise<string> {
  const colours = page.locator('input[data-option="color"]');
  const chosen = await colours.evaluateAll((inputs) =>
    inputs.findIndex((input) => (input as HTMLInputElement).checked),
  );
  const other = colours.nth(chosen === 0 ? 1 : 0);
  const value = (await other.getAttribute('value')) ?? '';
  await other.locator('xpath=..').click();
  return value;
}

for (const locale of LOCALES) {
  const prefix = localePrefix(locale);
  for (const layout of PRODUCT_LAYOUTS) {
    test(`${locale}: the ${layout} layout shows the product and follows the colour`, async ({ page }) => {
      const product = await productWithColours();
      const response = await page.goto(`${prefix}/product/${layout}/${product.slug}`);
      expect(response?.status()).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('data-product-layout', layout);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page.locator(`[data-product-id="${product.id}"] h1`)).toBeVisible();
      const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
      expect(new URL(canonical ?? '').pathname).toBe(`${prefix}/product/${product.id}/`);

      const main = page.locator('[data-gallery-main]');
      await expect(main).toBeVisible();
      const before = await main.getAttribute('src');
      const colour = await chooseOtherColour(page);
      await expect(main).not.toHaveAttribute('src', before ?? '');
      expect(await main.getAttribute('src')).toContain(`-${colour}`);
    });
  }

  test(`${locale}: a layout without a product name shows the featured product in that layout`, async ({ page }) => {
    const response = await page.goto(`${prefix}/product/masonry/`);
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('data-product-layout', 'masonry');
    await expect(page.locator('[data-product-id] h1')).toBeVisible();
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toMatch(/\/product\/\d+\/$/);
  });
}

test('a layout address of an unknown product answers the 404 page of its language', async ({ page }) => {
  const response = await page.goto('/bn/product/sticky/no-such-panjabi-987654');
  expect(response?.status()).toBe(404);
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
});

test('the information tabs work with the keyboard and every panel is there without JavaScript', async ({ browser }) => {
  const product = await productWithColours();
  const page = await browser.newPage();
  await page.goto(`/product/${product.id}`);
  const tabs = page.getByRole('tab');
  await expect(tabs).toHaveCount(4);
  await tabs.first().focus();
  await page.keyboard.press('ArrowRight');
  await expect(tabs.nth(1)).toBeFocused();
  await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel')).toHaveCount(1);
  await page.close();

  const noScript = await browser.newPage({ javaScriptEnabled: false });
  await noScript.goto(`/product/${product.id}`);
  await expect(noScript.locator('[data-tabs] section h2')).toHaveCount(4);
  await expect(noScript.locator('[data-tabs] section h2').last()).toBeVisible();
  await noScript.close();
});

test('a home page asks the API for live prices once, for all its products', async ({ page }) => {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.endsWith('/products/live')) calls.push(request.url());
  });
  const answered = page.waitForResponse((response) => new URL(response.url()).pathname.endsWith('/products/live'));
  await page.goto('/');
  const response = await answered;
  expect(response.status()).toBe(200);
  const cards = await page
    .locator('[data-product-id]')
    .evaluateAll((elements) => new Set(elements.map((element) => (element as HTMLElement).dataset.productId)).size);
  await page.waitForLoadState('networkidle');
  expect(calls).toHaveLength(1);
  const ids = new URL(calls[0] ?? '').searchParams.get('ids')?.split(',') ?? [];
  expect(ids.length).toBe(Math.min(cards, 100));
});

test('a stale price on a static page is corrected from the API after load', async ({ page }) => {
  // The e2e run does not expose the database, so the page is made stale instead of the data: as soon as the HTML
  // is parsed (before the idle-time refresh) the shown price is overwritten, and the refresh must put back the
  // API's real one. (Serving edited HTML through page.route would not do: Chromium then refuses the page's calls
  // to the API on the loopback address.)
  const product = await productWithColours();
  const stale = 'Tk 1';
  await page.addInitScript(
    ([id, text]) =>
      document.addEventListener('DOMContentLoaded', () => {
        const price = document.querySelector(`[data-product-id="${id}"] [data-product-price] [data-price-sale]`);
        if (price) price.textContent = text;
      }),
    [String(product.id), stale],
  );
  const live = page.waitForResponse((response) => new URL(response.url()).pathname.endsWith('/products/live'));
  await page.goto(`/product/${product.id}`);
  expect((await live).status()).toBe(200);
  const price = page.locator(`[data-product-id="${product.id}"] [data-product-price] [data-price-sale]`);
  const lowest = Math.min(...product.variants.map((variant) => variant.sale_price));
  await expect(price).not.toHaveText(stale);
  expect(Number((await price.innerText()).replace(/[^\d]/g, ''))).toBe(lowest);
});
