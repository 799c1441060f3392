import { expect, type Page, test } from '@playwright/test';
import type { CartLine, CartQuote, Locale, ProductDetail, Variant } from '#contract';
import { messages } from '../../server/src/i18n/messages';
import { makeLine } from '../../src/features/cart/cart';
import { initialVariant } from '../../src/features/product/product';
import { formatNumber, formatPrice } from '../../src/lib/money';
import { signInBrowser, verifiedShopper } from './support/account-session';
import { api } from './support/api';
import { stored, storeGuestCart } from './support/browser-storage';
import { E2E_SITE_URL } from './support/e2e-env';
import { dictionaries, localePrefix } from './support/locale';
import { newestDetails } from './support/products';

interface Choice {
  product: ProductDetail;
  variant: Variant;
  /** The smallest qty whose subtotal reaches the wanted amount. */
  qty: number;
}

interface Wanted {
  /** The subtotal the qty must reach (1 for a single unit). */
  subtotal: number;
  /** Units of stock beyond that qty. */
  spare?: number;
  maxStock?: number;
  /** A product not to take (a test that needs two). */
  except?: number;
}

/** A product (named in `locale`) whose page opens on a variant (the one Add to cart takes) as wanted. */
async function productFor(
  locale: Locale,
  { subtotal, spare = 0, maxStock = Infinity, except }: Wanted,
): Promise<Choice> {
  for (const { product } of await newestDetails(locale)) {
    const variant = initialVariant(product.variants, product.selected_variant);
    if (!variant || product.id === except || variant.stock > maxStock) continue;
    const qty = Math.max(1, Math.ceil(subtotal / variant.sale_price));
    if (qty <= 10 && variant.stock >= qty + spare) return { product, variant, qty };
  }
  throw new Error(`The demo seed has no product for ${JSON.stringify({ subtotal, spare, maxStock })}`);
}

const guestLine = ({ product, variant, qty }: Choice, prices?: Partial<Variant>): CartLine =>
  makeLine({ ...product, shipping_cost: 0 }, { ...variant, ...prices }, qty);

/** The server's quote of this cart without a coupon, inside Dhaka (the page's default zone). */
const quoteOf = ({ product, variant, qty }: Choice) =>
  api<CartQuote>('/cart-item/quote', {
    cart_items: [{ product_id: product.id, variant_id: variant.id, qty }],
    delivery_zone: 'inside_dhaka',
  });

/** What goes wrong on `page` from now on: failed requests, error answers, console errors and uncaught errors. */
function failuresOf(page: Page): string[] {
  const failures: string[] = [];
  page.on('requestfailed', (request) => failures.push(`${request.url()}: ${request.failure()?.errorText}`));
  page.on('response', (response) => {
    if (response.status() >= 400) failures.push(`${response.url()}: ${response.status()}`);
  });
  page.on('console', (message) => {
    if (message.type() === 'error') failures.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => failures.push(`page error: ${error.message}`));
  return failures;
}

for (const locale of ['en', 'bn'] as const) {
  const t = dictionaries[locale].cart;
  const toasts = dictionaries[locale].cartToasts;
  const price = (taka: number) => formatPrice(taka, locale);
  const digits = (value: number) => formatNumber(value, locale);
  const cartPath = (area: 'shop' | 'guest', query = '') => `${localePrefix(locale)}/${area}/cart${query}`;
  const summary = (page: Page, key: string) => page.locator(`[data-summary="${key}"]`);

  test.describe(`cart page (${locale})`, () => {
    test('a guest on the shop cart goes to the guest cart; the cart survives a reload and works at 320 px', async ({
      page,
    }) => {
      await page.setViewportSize({ width: 320, height: 800 });
      const pick = await productFor(locale, { subtotal: 1, spare: 2 });
      await page.goto(`${localePrefix(locale)}/product/${pick.product.id}`);
      await page.getByRole('button', { name: dictionaries[locale].addToCart.add }).click();
      await expect(page.locator('[data-count="cart"]').first()).toHaveText(digits(1));

      await page.goto(cartPath('shop', '?from=header#top'));
      await expect(page).toHaveURL(cartPath('guest', '?from=header#top'));
      const line = page.locator(`[data-cart-line="${pick.variant.id}"]`);
      await expect(line).toContainText(pick.product.name);
      await line.getByRole('button', { name: t.increase.replace('{{name}}', pick.product.name) }).click();
      const qty = line.getByRole('textbox', { name: t.quantity.replace('{{name}}', pick.product.name) });
      await expect(qty).toHaveValue(digits(2));

      await page.reload();
      await expect(qty).toHaveValue(digits(2));
      await expect(line.locator('[data-line-sum]')).toHaveText(price(pick.variant.sale_price * 2));
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);

      await qty.fill(locale === 'bn' ? '০' : '0');
      await qty.press('Enter');
      await expect(line.locator('[data-line-note]')).toHaveText(toasts.qtyInvalid.replace('{{max}}', digits(100)));
      await expect(qty).toHaveValue(digits(2));

      await line.getByRole('button', { name: t.removeLabel.replace('{{name}}', pick.product.name) }).click();
      await expect(page.getByText(toasts.removedFromCart)).toBeVisible();
      const empty = page.getByTestId('cart-empty');
      await expect(empty.getByRole('link', { name: t.browseCategories })).toHaveAttribute(
        'href',
        `${localePrefix(locale)}/categories`,
      );
      expect(await stored<CartLine[]>(page, 'guest_cart')).toEqual([]);
    });

    test('signing in merges the guest cart into the server cart (quantities added) and clears the local copy', async ({
      page,
    }) => {
      const pick = await productFor(locale, { subtotal: 1, spare: 3 });
      const shopper = await verifiedShopper('Cart Shopper');
      const item = { product_id: pick.product.id, variant_id: pick.variant.id };
      await api('/cart-item/modify', { cart_items: [{ ...item, qty: 1 }] }, shopper.access_token);

      await page.goto(`${localePrefix(locale)}/product/${pick.product.id}`);
      const add = page.getByRole('button', { name: dictionaries[locale].addToCart.add });
      await add.click();
      await expect(page.locator('[data-count="cart"]').first()).toHaveText(digits(1));
      await add.click();
      await expect(page.locator('[data-count="cart"]').first()).toHaveText(digits(2));

      await signInBrowser(page, shopper);
      await page.goto(cartPath('guest'));
      await expect(page).toHaveURL(cartPath('shop'));
      const qty = page.getByRole('textbox', { name: t.quantity.replace('{{name}}', pick.product.name) });
      await expect(qty).toHaveValue(digits(3));
      expect(await stored<CartLine[]>(page, 'guest_cart')).toEqual([]);
      const server = await api<CartLine[]>('/cart-item', undefined, shopper.access_token);
      expect(server.map((line) => [line.variant_id, line.qty])).toEqual([[pick.variant.id, 3]]);
    });

    test('signed in: one more than the stock is refused with the exact message and the real stock; one less reaches the server', async ({
      page,
    }) => {
      const pick = await productFor(locale, { subtotal: 1, spare: 1, maxStock: 100 });
      const shopper = await verifiedShopper('Stepper Shopper');
      const { stock } = pick.variant;
      const item = { product_id: pick.product.id, variant_id: pick.variant.id };
      await api('/cart-item/modify', { cart_items: [{ ...item, qty: stock }] }, shopper.access_token);
      await signInBrowser(page, shopper);

      await page.goto(cartPath('shop'));
      const line = page.locator(`[data-cart-line="${pick.variant.id}"]`);
      const qty = line.getByRole('textbox', { name: t.quantity.replace('{{name}}', pick.product.name) });
      await expect(qty).toHaveValue(digits(stock));
      await line.getByRole('button', { name: t.increase.replace('{{name}}', pick.product.name) }).click();
      await expect(page.getByText(toasts.amountRefused)).toBeVisible();
      await expect(line.locator('[data-line-note]')).toHaveText(t.inStock.replace('{{count}}', digits(stock)));
      await expect(qty).toHaveValue(digits(stock));

      await line.getByRole('button', { name: t.decrease.replace('{{name}}', pick.product.name) }).click();
      await expect(qty).toHaveValue(digits(stock - 1));
      await expect(line.locator('[data-line-note]')).toHaveCount(0);
      await expect
        .poll(async () => (await api<CartLine[]>('/cart-item', undefined, shopper.access_token))[0]?.qty)
        .toBe(stock - 1);
    });

    test('HAAT100 from the address takes exactly 100 off a subtotal of 500 or more; an unknown code is refused and resets it', async ({
      page,
    }) => {
      const pick = await productFor(locale, { subtotal: 500 });
      const base = (await quoteOf(pick)).totals;
      expect(base.subtotal).toBeGreaterThanOrEqual(500);
      await storeGuestCart(page, [guestLine(pick)]);

      await page.goto(cartPath('guest', '?coupon_code=HAAT100'));
      await expect(summary(page, 'discount')).toHaveText(`−${price(100)}`);
      await expect(summary(page, 'total')).toHaveText(price(base.total - 100));
      await expect(page.locator('[data-coupon-applied]')).toContainText('HAAT100');

      await page.goto(cartPath('guest', '?coupon_code=NO-SUCH-CODE'));
      await expect(page.getByText(messages[locale]['coupons.unknown']).first()).toBeVisible();
      await expect(summary(page, 'discount')).toHaveCount(0);
      await expect(summary(page, 'total')).toHaveText(price(base.total));
      expect(await stored(page, 'cart_coupon')).toMatchObject({ id: 0, affiliate_id: 0, amount: 0, commission: 0 });
    });

    test('a coupon_code in the address rides along the links to the cart, which applies it', async ({ page }) => {
      const pick = await productFor(locale, { subtotal: 500 });
      const base = (await quoteOf(pick)).totals;
      await page.goto(`${localePrefix(locale)}/product/${pick.product.id}?coupon_code=HAAT100`);
      await page.getByRole('textbox', { name: dictionaries[locale].addToCart.quantity }).fill(String(pick.qty));
      await page.getByRole('button', { name: dictionaries[locale].addToCart.add }).click();
      await expect(page.locator('[data-count="cart"]').first()).toHaveText(digits(pick.qty));

      await page.locator('header a[href$="/guest/cart"]').first().click();
      await expect(page).toHaveURL(cartPath('guest', '?coupon_code=HAAT100'));
      await expect(summary(page, 'discount')).toHaveText(`−${price(100)}`);
      await expect(summary(page, 'total')).toHaveText(price(base.total - 100));
    });

    test('the referral code RAHIM5 takes 5 % of the subtotal, truncated; the server says so in a top-right toast', async ({
      page,
    }) => {
      const pick = await productFor(locale, { subtotal: 300 });
      const base = (await quoteOf(pick)).totals;
      const discount = Math.trunc((base.subtotal * 5) / 100);
      await storeGuestCart(page, [guestLine(pick)]);
      const blocked: string[] = [];
      page.on('console', (message) => {
        if (/Content Security Policy/i.test(message.text())) blocked.push(message.text());
      });

      await page.goto(cartPath('guest'));
      await page.getByLabel(t.couponLabel).fill('rahim5');
      await page.getByRole('button', { name: t.applyCoupon }).click();
      await expect(summary(page, 'discount')).toHaveText(`−${price(discount)}`);
      await expect(summary(page, 'total')).toHaveText(price(base.total - discount));

      const toast = page.getByRole('status').filter({ hasText: messages[locale]['coupons.referralApplied'] });
      await expect(toast).toBeVisible();
      const width = page.viewportSize()?.width ?? 0;
      // Polled: the toast slides in, so its box moves for a moment.
      await expect
        .poll(async () => {
          const box = await toast.boundingBox();
          return box !== null && box.y >= 0 && box.y < 120 && box.x + box.width > width - 40;
        })
        .toBe(true);
      expect(blocked).toEqual([]);
    });

    test('a tampered guest cart is repaired from the server prices, and unreadable JSON is dropped', async ({
      page,
    }) => {
      const pick = await productFor(locale, { subtotal: 1 });
      await storeGuestCart(page, [guestLine(pick, { price: 1, sale_price: 1 })]);

      await page.goto(cartPath('guest'));
      const line = page.locator(`[data-cart-line="${pick.variant.id}"]`);
      await expect(line.locator('[data-line-sum]')).toHaveText(price(pick.variant.sale_price * pick.qty));
      await expect(page.locator('[data-prices-changed]')).toHaveText(t.pricesChanged);
      await expect(page.locator('[data-line-change="price_changed"]')).toContainText(price(pick.variant.sale_price));
      await expect(summary(page, 'subtotal')).toHaveText(price(pick.variant.sale_price * pick.qty));
      expect((await stored<CartLine[]>(page, 'guest_cart'))?.[0]?.sale_price).toBe(pick.variant.sale_price);

      await page.evaluate(() => localStorage.setItem('guest_cart', '[{"id":'));
      await page.reload();
      await expect(page.getByTestId('cart-empty')).toBeVisible();
    });
  });

  test.describe(`checkout page (${locale})`, () => {
    test('buy now shows only the set-aside item with its totals; without buy_now the cart', async ({ page }) => {
      const inCart = await productFor(locale, { subtotal: 1 });
      const boughtNow = await productFor(locale, { subtotal: 500, except: inCart.product.id });
      await storeGuestCart(page, [guestLine(inCart)]);
      await page.evaluate((line) => localStorage.setItem('guest_buy_now', JSON.stringify(line)), guestLine(boughtNow));

      await page.goto(`${localePrefix(locale)}/shop/checkout?buy_now=true`);
      await expect(page).toHaveURL(`${localePrefix(locale)}/guest/checkout?buy_now=true`);
      const lines = page.locator('[data-order-line]');
      await expect(lines).toHaveCount(1);
      await expect(lines).toContainText(boughtNow.product.name);
      await expect(summary(page, 'total')).toHaveText(price((await quoteOf(boughtNow)).totals.total));

      await page.getByRole('link', { name: t.backToCart }).click();
      await expect(page).toHaveURL(cartPath('guest'));
      await page.goto(`${localePrefix(locale)}/guest/checkout`);
      await expect(lines).toHaveCount(1);
      await expect(lines).toContainText(inCart.product.name);
      await expect(summary(page, 'total')).toHaveText(price((await quoteOf(inCart)).totals.total));
    });
  });

  test.describe(`empty cart before the island runs (${locale})`, () => {
    const pages = [
      { path: cartPath('guest'), empty: t.empty },
      { path: `${localePrefix(locale)}/guest/checkout`, empty: t.nothingToCheckout },
    ];

    test('a guest with an empty cart sees it empty at first paint, and the island keeps that very element', async ({
      page,
    }) => {
      for (const { path, empty } of pages) {
        const { promise: released, resolve: release } = Promise.withResolvers<void>();
        await page.route('**/_astro/*.js', async (route) => {
          await released;
          await route.continue();
        });
        await page.goto(path, { waitUntil: 'commit' });
        const shown = page.getByText(empty, { exact: true });
        await expect(shown).toBeVisible();
        await expect(page.getByText(t.loading)).toBeHidden();
        const before = await shown.boundingBox();
        await shown.evaluate((element) => Object.assign(element, { shownBeforeScripts: true }));

        release();
        await expect(page.locator('[data-cart-known-empty-view]')).toHaveCount(0);
        await expect(shown).toHaveCount(1);
        expect(await shown.evaluate((element) => 'shownBeforeScripts' in element)).toBe(true);
        expect(await shown.boundingBox()).toEqual(before);
        await page.unroute('**/_astro/*.js');
      }
    });

    test('a cart with a line, or a buy-now item, waits for the island behind the loading line', async ({ page }) => {
      const line = guestLine(await productFor(locale, { subtotal: 1 }));
      for (const stored of [{ guest_cart: [line] }, { guest_cart: [], guest_buy_now: line }]) {
        await page.goto('/pages/coming-soon');
        await page.evaluate((entries) => {
          localStorage.clear();
          for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, JSON.stringify(value));
        }, stored);
        await page.route('**/_astro/*.js', (route) => route.abort());
        for (const { path, empty } of pages) {
          await page.goto(path);
          await expect(page.getByText(t.loading)).toBeVisible();
          await expect(page.getByText(empty, { exact: true })).toBeHidden();
        }
        await page.unroute('**/_astro/*.js');
      }
    });
  });

  test.describe(`mini-cart (${locale})`, () => {
    test('a catalogue page loads no React until the shopper points at the cart, then the preview lists the cart', async ({
      page,
    }) => {
      const pick = await productFor(locale, { subtotal: 1 });
      await storeGuestCart(page, [guestLine(pick)]);
      const scripts: Promise<string>[] = [];
      page.on('response', (response) => {
        if (response.request().resourceType() === 'script') scripts.push(response.text());
      });
      await page.goto(`${localePrefix(locale)}/`);
      await page.waitForLoadState('networkidle');
      const preview = page.locator('[data-mini-cart-root]');
      await expect(preview).toBeEmpty();
      // React 19's element tag: in the React runtime and in every compiled component.
      const loadedReact = async () =>
        (await Promise.all(scripts)).some((body) => body.includes('react.transitional.element'));
      expect(await loadedReact()).toBe(false);

      const cartLink = page.locator('[data-mini-cart] > a');
      await expect(cartLink).toHaveAttribute('href', cartPath('guest'));
      await cartLink.hover();
      const panel = page.locator('[data-mini-cart-panel]');
      await expect(panel).toBeVisible();
      await expect(preview).not.toBeEmpty();
      expect(await loadedReact()).toBe(true);
      await expect(panel).toContainText(pick.product.name);
      await expect(panel.locator('[data-mini-subtotal]')).toHaveText(price(pick.variant.sale_price * pick.qty));
      await expect(panel.getByRole('link', { name: t.mini.viewCart })).toHaveAttribute('href', cartPath('guest'));
      await page.keyboard.press('Escape');
      await expect(panel).toBeHidden();
    });

    test('on a phone a tap on the cart icon takes a guest straight to the guest cart (linked in the HTML, no stop at the shop cart), where nothing fails', async ({
      browser,
    }) => {
      const context = await browser.newContext({
        hasTouch: true,
        isMobile: true,
        viewport: { width: 360, height: 740 },
      });
      const page = await context.newPage();
      const shopCartRequests: string[] = [];
      page.on('request', (request) => {
        if (new URL(request.url()).pathname.startsWith(cartPath('shop'))) shopCartRequests.push(request.url());
      });

      const served = await (await page.request.get(`${E2E_SITE_URL}${localePrefix(locale)}/categories`)).text();
      expect(served).toMatch(new RegExp(`data-mini-cart[^>]*>\\s*<a href="${cartPath('guest')}"`));
      await page.goto(`${E2E_SITE_URL}${localePrefix(locale)}/categories`);
      await page.locator('[data-mini-cart] > a').tap();
      await expect(page).toHaveURL(`${E2E_SITE_URL}${cartPath('guest')}`);
      await expect(page.getByTestId('cart-empty')).toBeVisible();
      expect(shopCartRequests).toEqual([]);

      // Only the cart page's own loading counts, in a tab of its own: the tap started loading the mini-cart's
      // preview, and the pages before may still be prefetching, which leaving them cuts short.
      const cartPage = await context.newPage();
      const failures = failuresOf(cartPage);
      await cartPage.goto(`${E2E_SITE_URL}${cartPath('guest')}`);
      await expect(cartPage.getByTestId('cart-empty')).toBeVisible();
      await cartPage.waitForLoadState('networkidle');
      expect(failures).toEqual([]);
      await context.close();
    });

    test('signed in, the cart icon opens the shop cart with no stop at the guest cart', async ({ page }) => {
      await signInBrowser(page, await verifiedShopper('Mini-cart Shopper'));
      const guestCartRequests: string[] = [];
      page.on('request', (request) => {
        if (new URL(request.url()).pathname.startsWith(cartPath('guest'))) guestCartRequests.push(request.url());
      });
      await page.goto(`${localePrefix(locale)}/categories`);
      const cartLink = page.locator('[data-mini-cart] > a');
      await expect(cartLink).toHaveAttribute('href', cartPath('shop'));
      await cartLink.click();
      await expect(page).toHaveURL(cartPath('shop'));
      await expect(page.getByTestId('cart-empty')).toBeVisible();
      expect(guestCartRequests).toEqual([]);
    });
  });
}
