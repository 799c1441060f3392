import type { CartLine } from '@contract';
import { expect, type Page, test } from '@playwright/test';
import bn from '../../src/i18n/bn.json' with { type: 'json' };
import en from '../../src/i18n/en.json' with { type: 'json' };
import { formatNumber } from '../../src/lib/money';
import { productOpeningWithStock } from './api';

const dictionaries = { en, bn };
type Locale = keyof typeof dictionaries;
const prefix = (locale: Locale) => (locale === 'bn' ? '/bn' : '');

/** What the page stored under `key` (a guest's cart lives in localStorage). */
async function stored<T>(page: Page, key: string): Promise<T | null> {
  return JSON.parse((await page.evaluate((name) => localStorage.getItem(name), key)) ?? 'null');
}

for (const locale of ['en', 'bn'] as const) {
  const t = dictionaries[locale];
  const digits = (value: number) => formatNumber(value, locale);

  test.describe(`add to cart on the product page (${locale}, guest)`, () => {
    test('adding the same product twice makes one line of qty 2', async ({ page }) => {
      const { product, variant } = await productOpeningWithStock(2, 1000);
      await page.goto(`${prefix(locale)}/product/${product.id}`);
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
      await page.goto(`${prefix(locale)}/product/${product.id}`);
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

    test('buy now goes to the checkout with only that item set aside', async ({ page }) => {
      const { product, variant } = await productOpeningWithStock(2, 1000);
      await page.goto(`${prefix(locale)}/product/${product.id}`);
      await page.getByRole('button', { name: t.addToCart.increase }).click();
      await expect(page.getByRole('textbox', { name: t.addToCart.quantity })).toHaveValue(digits(2));

      // The first page reached (the checkout page may send a guest on from there).
      const checkout = new RegExp(`^[^?]*//[^/]+${prefix(locale)}/shop/checkout/?\\?buy_now=true$`);
      const navigated = page.waitForURL(checkout, { waitUntil: 'commit' });
      await page.getByRole('button', { name: t.addToCart.buyNow }).click();
      await navigated;

      const item = await stored<CartLine>(page, 'guest_buy_now');
      expect([item?.id, item?.variant_id, item?.qty]).toEqual([product.id, variant.id, 2]);
      expect((await stored<CartLine[]>(page, 'guest_cart')) ?? []).toEqual([]);
    });
  });
}
