import { expect, type Page, test } from '@playwright/test';
import {
  type CartLine,
  type Page as ListPage,
  type Locale,
  MAX_COMPARE,
  type ProductCard,
  type ProductDetailsResponse,
} from '#contract';
import { fill } from '../../src/i18n/fill';
import { formatNumber, formatPrice } from '../../src/lib/money';
import { SHOPPER_PASSWORD, signInBrowser, verifiedShopper } from './support/account-session';
import { api, apiGet } from './support/api';
import { dictionaries, localePrefix } from './support/locale';

/** In-stock products with a brand, as the page's language names them. */
async function brandedProducts(locale: Locale, count: number): Promise<ProductDetailsResponse['product'][]> {
  const page = await apiGet<ListPage<ProductCard>>('/products?per_page=40&in_stock=true&sort=newest', locale);
  const ids = page.data.filter((card) => card.brand !== null).map((card) => card.id);
  const details = await apiGet<ProductDetailsResponse[]>(`/products/details?ids=${ids.join(',')}`, locale);
  return details.map(({ product }) => product).slice(0, count);
}

/** The header's cart counter (the same store drives every copy of it). */
const cartCounter = (page: Page) => page.locator('[data-count="cart"]').first();

for (const locale of ['en', 'bn'] as const) {
  const t = dictionaries[locale];
  const toasts = t.cartToasts;

  test.describe(`wishlist and compare (${locale})`, () => {
    test('a signed-in shopper saves a product from its page, finds it on the wishlist and moves it to the cart', async ({
      page,
    }) => {
      test.setTimeout(90_000);
      const [product] = await brandedProducts(locale, 1);
      const shopper = await verifiedShopper();
      await signInBrowser(page, shopper);

      await page.goto(`${localePrefix(locale)}/product/${product.id}`);
      const heart = page.getByRole('button', { name: t.addToCart.wishlist });
      await heart.click();
      await expect(page.getByText(toasts.addedToWishlist)).toBeVisible();
      await expect(heart).toHaveAttribute('aria-pressed', 'true');

      await page.goto(`${localePrefix(locale)}/shop/wishlist`);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
      const card = page.locator(`[data-product-id="${product.id}"]`);
      await expect(card).toContainText(product.name);
      await expect(card).toContainText(formatPrice(product.sale_price, locale));
      await expect(cartCounter(page)).toHaveText(formatNumber(0, locale));

      await card.getByRole('button', { name: t.wishlist.moveToCart }).click();
      await expect(page.getByText(toasts.movedToCart)).toBeVisible();
      await expect(page.getByTestId('wishlist-empty')).toContainText(t.wishlist.empty);
      await expect(cartCounter(page)).toHaveText(formatNumber(1, locale));

      const cart = await api<CartLine[]>('/cart-item', undefined, shopper.access_token);
      expect(cart.map(({ id, qty }) => ({ id, qty }))).toEqual([{ id: product.id, qty: 1 }]);
      expect(await api<ProductCard[]>('/wishlist', undefined, shopper.access_token)).toEqual([]);
    });

    test('a guest pressing the heart signs in first, then the product is in the wishlist', async ({ page }) => {
      test.setTimeout(90_000);
      const [product] = await brandedProducts(locale, 1);
      const shopper = await verifiedShopper();
      const productPath = `${localePrefix(locale)}/product/${product.id}`;
      const wishlistPath = `${localePrefix(locale)}/shop/wishlist`;

      await page.goto(wishlistPath);
      await expect(page).toHaveURL(`${localePrefix(locale)}/login`);
      expect(await page.evaluate(() => sessionStorage.getItem('auth.redirect'))).toBe(wishlistPath);

      await page.goto(productPath);
      await page.getByRole('button', { name: t.addToCart.wishlist }).click();
      await expect(page.getByText(toasts.signInForWishlist)).toBeVisible();
      await expect(page).toHaveURL(`${localePrefix(locale)}/login`);

      const form = page.locator('#panel-sign-in');
      await form.getByLabel(t.auth.login).fill(shopper.user.phone ?? '');
      await form.getByLabel(t.auth.password).fill(SHOPPER_PASSWORD);
      await form.getByRole('button', { name: t.auth.signIn }).click();

      await expect(page).toHaveURL(productPath);
      await expect(page.getByRole('button', { name: t.addToCart.wishlist })).toHaveAttribute('aria-pressed', 'true');
      await expect
        .poll(async () => (await api<ProductCard[]>('/wishlist', undefined, shopper.access_token)).map(({ id }) => id))
        .toEqual([product.id]);
      await page.goto(wishlistPath);
      await expect(page.locator(`[data-product-id="${product.id}"]`)).toContainText(product.name);
    });

    test('compare refuses a duplicate and sets two products side by side on a 320 px phone', async ({ page }) => {
      test.setTimeout(60_000);
      await page.setViewportSize({ width: 320, height: 720 });
      const [first, second] = await brandedProducts(locale, 2);
      const compareButton = page.getByRole('button', { name: t.addToCart.compare });

      await page.goto(`${localePrefix(locale)}/product/${first.id}`);
      await compareButton.click();
      await expect(page.getByText(toasts.addedToCompare)).toBeVisible();
      await compareButton.click();
      await expect(page.getByText(toasts.compareDuplicate)).toBeVisible();
      await page.goto(`${localePrefix(locale)}/product/${second.id}`);
      await compareButton.click();
      await expect(page.getByText(toasts.addedToCompare)).toBeVisible();

      await page.goto(`${localePrefix(locale)}/compare`);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
      const table = page.getByRole('table', { name: t.compare.caption });
      const columns = table.getByRole('columnheader');
      await expect(columns).toHaveCount(3);
      await expect(columns.nth(1)).toContainText(first.name);
      await expect(columns.nth(2)).toContainText(second.name);
      const row = (label: string) =>
        table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: label, exact: true }) });
      const brands = row(t.product.brand).getByRole('cell');
      await expect(brands).toHaveText([first.brand?.name ?? '', second.brand?.name ?? '']);
      const prices = row(t.compare.price).getByRole('cell');
      await expect(prices.nth(0)).toContainText(formatPrice(first.sale_price, locale));
      await expect(prices.nth(1)).toContainText(formatPrice(second.sale_price, locale));
      await expect(page.getByTestId('compare-count')).toHaveText(
        fill(t.compare.count, { count: formatNumber(2, locale), max: formatNumber(4, locale) }),
      );

      // The product columns scroll inside the table's box; the page itself never scrolls sideways.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
      const scroller = page.getByTestId('compare-scroller');
      expect(await scroller.evaluate((box) => box.scrollWidth > box.clientWidth)).toBe(true);
      await scroller.evaluate((box) => box.scrollBy({ left: box.scrollWidth }));
      await expect(row(t.product.brand).getByRole('rowheader')).toBeInViewport();

      await columns.nth(1).getByRole('button', { name: t.compare.remove }).click();
      await expect(page.getByText(toasts.removedFromCompare)).toBeVisible();
      await expect(columns).toHaveCount(2);
      await page.getByRole('button', { name: t.compare.clear }).click();
      await expect(page.getByText(toasts.compareCleared)).toBeVisible();
      await expect(page.getByTestId('compare-empty')).toContainText(t.compare.empty);
    });

    test('a fifth product is refused with the cap, and the full view says so without widening the phone page', async ({
      page,
    }) => {
      await page.setViewportSize({ width: 320, height: 720 });
      const products = await brandedProducts(locale, MAX_COMPARE + 1);
      const compared = products.slice(0, MAX_COMPARE).map(({ id, name, slug, image }) => ({ id, name, slug, image }));
      const max = formatNumber(MAX_COMPARE, locale);
      await page.goto(`${localePrefix(locale)}/`);
      await page.evaluate((items) => localStorage.setItem('compare', items), JSON.stringify(compared));

      await page.goto(`${localePrefix(locale)}/product/${products[MAX_COMPARE].id}`);
      await page.getByRole('button', { name: t.addToCart.compare }).click();
      await expect(page.getByText(fill(toasts.compareFull, { max }))).toBeVisible();

      await page.goto(`${localePrefix(locale)}/compare`);
      await expect(page.getByRole('columnheader')).toHaveCount(MAX_COMPARE + 1);
      await expect(page.getByTestId('compare-full')).toHaveText(fill(t.compare.full, { max }));
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
      await page.getByRole('columnheader').nth(1).getByRole('button', { name: t.compare.remove }).click();
      await expect(page.getByTestId('compare-full')).toHaveCount(0);
    });
  });
}
