import { expect, type Locator, test } from '@playwright/test';
import type { CartLine } from '#contract';
import { formatNumber } from '../../src/lib/money';
import { stored } from './support/browser-storage';
import { dictionaries, localePrefix } from './support/locale';
import { productOpeningWithStock, productWithSoldOutChoice } from './support/products';

for (const locale of ['en', 'bn'] as const) {
  const t = dictionaries[locale];
  const digits = (value: number) => formatNumber(value, locale);

  test.describe(`add to cart on the product page (${locale}, guest)`, () => {
    test('adding the same product twice makes one line of qty 2', async ({ page }) => {
      const { product, variant } = await productOpeningWithStock(2, 1000);
      await page.goto(`${localePrefix(locale)}/product/${product.id}`);
      const add = page.getByRole('button', { name: t.addToCart.add });
      const counter = page.locator('[data-count="cart"]');

      await add.click();
      await expect(page.getByRole('status').filter({ hasText: t.cartToasts.addedToCart })).toBeVisible();
      await expect(counter).toHaveText(digits(1));
      await add.click();
      await expect(counter).toHaveText(digits(2));

      const lines = await stored<CartLine[]>(page, 'guest_cart');
      expect(lines?.map((line) => [line.id, line.variant_id, line.qty])).toEqual([[product.id, variant.id, 2]]);
    });

    test('adding past the stock is refused with the exact message, and a bad quantity is explained', async ({
      page,
    }) => {
      const { product, variant } = await productOpeningWithStock(1, 3);
      await page.goto(`${localePrefix(locale)}/product/${product.id}`);
      const quantity = page.getByRole('textbox', { name: t.addToCart.quantity });
      const add = page.getByRole('button', { name: t.addToCart.add });
      const counter = page.locator('[data-count="cart"]');
      const maxQty = formatNumber(100, locale);

      await quantity.fill(digits(0));
      await add.click();
      await expect(page.getByText(t.cartToasts.qtyInvalid.replace('{{max}}', maxQty))).toBeVisible();
      await expect(quantity).toHaveAttribute('aria-invalid', 'true');
      await expect(counter).toHaveText(digits(0));

      // The whole stock, typed in the page's digits, then one more.
      await quantity.fill(digits(variant.stock));
      await add.click();
      await expect(counter).toHaveText(digits(variant.stock));
      await quantity.fill(digits(1));
      await add.click();
      await expect(page.getByRole('alert').filter({ hasText: t.cartToasts.amountRefused })).toHaveText(
        t.cartToasts.amountRefused,
      );
      await expect(counter).toHaveText(digits(variant.stock));
      const lines = await stored<CartLine[]>(page, 'guest_cart');
      expect(lines?.map((line) => line.qty)).toEqual([variant.stock]);
    });

    test('buy now takes a guest straight to the guest checkout (no stop at the shop one) with only that item set aside', async ({
      page,
    }) => {
      const { product, variant } = await productOpeningWithStock(2, 1000);
      await page.goto(`${localePrefix(locale)}/product/${product.id}`);
      await page.getByRole('button', { name: t.addToCart.increase }).click();
      await expect(page.getByRole('textbox', { name: t.addToCart.quantity })).toHaveValue(digits(2));

      const shopCheckout: string[] = [];
      page.on('request', (request) => {
        const { pathname } = new URL(request.url());
        if (pathname.startsWith(`${localePrefix(locale)}/shop/checkout`)) shopCheckout.push(request.url());
      });
      await page.getByRole('button', { name: t.addToCart.buyNow }).click();
      await page.waitForURL(new RegExp(`${localePrefix(locale)}/guest/checkout/?\\?buy_now=true$`));
      expect(shopCheckout).toEqual([]);

      const item = await stored<CartLine>(page, 'guest_buy_now');
      expect([item?.id, item?.variant_id, item?.qty]).toEqual([product.id, variant.id, 2]);
      expect((await stored<CartLine[]>(page, 'guest_cart')) ?? []).toEqual([]);
    });

    test('a sold-out choice disables Add and Buy and says why', async ({ page }) => {
      const { product, soldOut } = await productWithSoldOutChoice();
      await page.goto(`${localePrefix(locale)}/product/${product.id}`);
      const add = page.getByRole('button', { name: t.addToCart.add });
      const reason = page.getByText(t.addToCart.unavailable);
      await expect(add).toBeEnabled();
      await expect(reason).toBeHidden();
      for (const [name, value] of Object.entries(soldOut.options)) {
        await page.locator(`label:has(input[data-option="${name}"][value="${value}"])`).click();
      }
      await expect(page.locator('[data-variant-picker]')).toHaveAttribute('data-variant-id', String(soldOut.id));
      await expect(add).toBeDisabled();
      await expect(page.getByRole('button', { name: t.addToCart.buyNow })).toBeDisabled();
      await expect(reason).toBeVisible();
    });

    test('the compare button adds once, then says the product is already there', async ({ page }) => {
      const { product } = await productOpeningWithStock(1, 1000);
      await page.goto(`${localePrefix(locale)}/product/${product.id}`);
      const compare = page.getByRole('button', { name: t.addToCart.compare });
      await compare.click();
      await expect(page.getByRole('status').filter({ hasText: t.cartToasts.addedToCompare })).toBeVisible();
      await expect(page.locator('[data-count="compare"]')).toHaveText(digits(1));
      await compare.click();
      await expect(page.getByRole('alert').filter({ hasText: t.cartToasts.compareDuplicate })).toHaveText(
        t.cartToasts.compareDuplicate,
      );
      await expect(page.locator('[data-count="compare"]')).toHaveText(digits(1));
    });
  });
}

/** Width and height of every button of the control, in CSS pixels. */
const buttonSizes = (control: Locator) =>
  control.locator('button').evaluateAll((buttons) => buttons.map((button) => button.getBoundingClientRect()));

test.describe('the add-to-cart control on a 320 px phone', () => {
  test.use({ viewport: { width: 320, height: 640 } });

  test('fits without sideways scrolling and every button is a 40 px touch target (bn)', async ({ page }) => {
    const { product } = await productOpeningWithStock(2, 1000);
    await page.goto(`/bn/product/${product.id}`);
    const control = page.locator('[data-add-to-cart]');
    await expect(control.getByRole('button', { name: dictionaries.bn.addToCart.add })).toBeEnabled();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    for (const box of await buttonSizes(control)) {
      expect(box.width).toBeGreaterThanOrEqual(40);
      expect(box.height).toBeGreaterThanOrEqual(40);
      expect(box.right).toBeLessThanOrEqual(320);
    }
  });
});

for (const layout of ['sticky', 'sidebar', 'centered'] as const) {
  test(`the ${layout} layout shows the control beside the pictures and it adds to the cart`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const { product } = await productOpeningWithStock(2, 1000);
    await page.goto(`/product/${layout}/${product.slug}`);
    const control = page.locator('[data-add-to-cart]');
    const details = await page.locator('.product-details').boundingBox();
    const box = await control.boundingBox();
    expect(box && details && box.x >= details.x && box.x + box.width <= details.x + details.width + 1).toBe(true);
    await control.getByRole('button', { name: dictionaries.en.addToCart.add }).click();
    await expect(page.locator('[data-count="cart"]')).toHaveText('1');
  });
}

test('without JavaScript the control stays disabled and carries the note that JavaScript is needed', async ({
  browser,
  request,
}) => {
  const { product } = await productOpeningWithStock(1, 1000);
  const page = await browser.newPage({ javaScriptEnabled: false });
  await page.goto(`/product/${product.id}`);
  await expect(page.getByRole('button', { name: dictionaries.en.addToCart.add })).toBeDisabled();
  await expect(page.getByRole('button', { name: dictionaries.en.addToCart.buyNow })).toBeDisabled();
  await page.close();
  // Chromium's emulated "JavaScript off" leaves <noscript> empty, so the note is read from the served page.
  const html = await (await request.get(`/product/${product.id}/`)).text();
  expect(html).toMatch(new RegExp(`<noscript><p[^>]*>${dictionaries.en.addToCart.needsJs}</p></noscript>`));
});
