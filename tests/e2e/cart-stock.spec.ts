import { expect, test } from '@playwright/test';
import { fill } from '../../src/i18n/fill';
import { formatNumber } from '../../src/lib/money';
import { apiRequest } from './support/api';
import { storeGuestCart } from './support/browser-storage';
import { dictionaries, localePrefix } from './support/locale';
import {
  type OrderPick,
  placeCodOrder,
  productForSlot,
  quoteInsideDhaka,
  shopperReadyToOrder,
  stockOf,
} from './support/orders';
import { E2E_ADMIN_TOKEN } from './support/rebuild-env';

/** Sets the pick's stock as the back office does (PATCH /admin/products/{id} with the run's ADMIN_TOKEN). */
const setStock = ({ product, variant }: OrderPick, stock: number) =>
  apiRequest('PATCH', `/admin/products/${product.id}`, {
    body: { variants: [{ id: variant.id, stock }] },
    token: E2E_ADMIN_TOKEN,
  });

// English signed in (the server cart), Bengali as a guest (the cart in local storage): both keep the qty and mark it.
for (const locale of ['en', 'bn'] as const) {
  const t = dictionaries[locale].cart;
  const digits = (value: number) => formatNumber(value, locale);
  const area = locale === 'en' ? 'shop' : 'guest';

  test(`(${locale}) a line above a stock the back office lowered is marked capped, then sold out; checkout refuses it until it is reduced`, async ({
    page,
  }) => {
    const pick = await productForSlot(`cart stock ${locale}`, locale);
    const original = await stockOf(pick);
    const name = pick.product.name;
    try {
      const shopper = locale === 'en' ? await shopperReadyToOrder(page, pick, 3) : null;
      if (!shopper) await storeGuestCart(page, (await quoteInsideDhaka(pick, 3)).items);
      await setStock(pick, 1);

      await page.goto(`${localePrefix(locale)}/${area}/cart`);
      const line = page.locator(`[data-cart-line="${pick.variant.id}"]`);
      const capped = fill(t.lineCapped, { count: digits(1), qty: digits(3) });
      await expect(line.locator('[data-stock-warning="capped"]')).toHaveText(capped);
      await expect(page.getByRole('button', { name: t.checkout })).toBeDisabled();
      await expect(page.locator('[data-checkout-blocked]')).toHaveText(t.checkoutBlocked);

      await page.goto(`${localePrefix(locale)}/${area}/checkout`);
      await expect(page.locator(`[data-line-error="${pick.variant.id}"]`)).toHaveText(capped);
      await expect(page.locator('[data-place-order]')).toBeDisabled();
      await expect(page.locator('[data-checkout-blocked]')).toHaveText(t.checkoutBlocked);
      if (shopper) await expect(placeCodOrder(shopper)).rejects.toThrow(`422 Only 1 left of ${name}`);

      await setStock(pick, 0);
      await page.goto(`${localePrefix(locale)}/${area}/cart`);
      await expect(line.locator('[data-stock-warning="unavailable"]')).toHaveText(t.lineUnavailable);
      await expect(page.getByRole('button', { name: t.checkout })).toBeDisabled();

      await setStock(pick, 1);
      await page.reload();
      const reduce = fill(t.reduceToLabel, { name, count: digits(1) });
      await line.getByRole('button', { name: reduce }).click();
      await expect(line.getByRole('textbox', { name: fill(t.quantity, { name }) })).toHaveValue(digits(1));
      await expect(line.locator('[data-stock-warning="capped"]')).toHaveCount(0);
      await expect(page.locator('[data-checkout-blocked]')).toHaveCount(0);
      await page.getByRole('link', { name: t.checkout }).click();
      await expect(page).toHaveURL(new RegExp(`/${area}/checkout$`));
      await expect(page.locator('[data-place-order]')).toBeEnabled();
      await expect(page.locator(`[data-line-error="${pick.variant.id}"]`)).toHaveCount(0);
    } finally {
      await setStock(pick, original);
    }
  });
}
