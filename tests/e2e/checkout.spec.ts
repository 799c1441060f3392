import { expect, type Page, test } from '@playwright/test';
import type { CartLine } from '#contract';
import { messages } from '../../server/src/i18n/messages';
import { makeLine } from '../../src/features/cart/cart';
import { formatPrice } from '../../src/lib/money';
import { codeSentTo, newPhone } from './support/account-session';
import { api } from './support/api';
import { stored, storeGuestCart } from './support/browser-storage';
import { dictionaries, localeDigits, localePrefix } from './support/locale';
import {
  DHANMONDI_NAMES,
  type OrderPick,
  ordersOf,
  productForSlot,
  quoteInsideDhaka,
  shopperReadyToOrder,
  stockOf,
} from './support/orders';

const ORDER_STORE = /\/api\/v1\/(guest\/)?order\/store$/;

/** Counts the browser's order placements from now on. */
function countPlacements(page: Page): () => number {
  let count = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && ORDER_STORE.test(new URL(request.url()).pathname)) count += 1;
  });
  return () => count;
}

const noHorizontalScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

for (const locale of ['en', 'bn'] as const) {
  const d = dictionaries[locale];
  const t = d.checkout;
  const fields = d.addresses.fields;
  const places = DHANMONDI_NAMES[locale];
  const prefix = localePrefix(locale);
  const price = (taka: number) => formatPrice(taka, locale);

  /** Fills a guest's details on the guest checkout, typing digits as the page's language writes them. */
  async function fillGuest(page: Page, phone: string) {
    await page.getByLabel(fields.name, { exact: true }).fill('Guest Buyer');
    await page.getByLabel(fields.division_id, { exact: true }).selectOption({ label: places.division });
    await page.getByLabel(fields.district_id, { exact: true }).selectOption({ label: places.district });
    await page.getByLabel(fields.upazila_id, { exact: true }).selectOption({ label: places.upazila });
    await page.getByLabel(fields.address_line, { exact: true }).fill('Flat 4B, Road 27');
    await page.getByLabel(fields.phone, { exact: true }).fill(localeDigits(phone, locale));
    await page.getByRole('button', { name: t.guest.sendCode }).click();
    return codeSentTo(phone);
  }

  const guestCart = (pick: OrderPick) => [makeLine(pick.product, pick.variant, 1)];

  test.describe(`checkout (${locale})`, () => {
    test('a signed-in shopper pays cash on delivery: the default address chosen, one package with its fee, one order however fast the clicks, stock taken, the dashboard lists it', async ({
      page,
    }) => {
      test.setTimeout(60_000);
      const pick = await productForSlot(`signed-in cod ${locale}`, locale);
      const qty = 2;
      const { tokens, address } = await shopperReadyToOrder(page, pick, qty);
      const stockBefore = await stockOf(pick);
      const { totals } = await quoteInsideDhaka(pick, qty);
      const placements = countPlacements(page);

      await page.goto(`${prefix}/shop/checkout`);
      await expect(page.locator(`[data-address-option="${address.id}"]`).getByRole('radio')).toBeChecked();
      await expect(page.getByText(t.zoneFromAddress)).toBeVisible();
      const pack = page.locator('[data-package]');
      await expect(pack).toHaveCount(1);
      await expect(pack).toContainText(pick.product.name);
      await expect(pack.locator('[data-package-delivery]')).toHaveText(price(totals.delivery_fee + totals.shipping));
      await expect(pack.locator('[data-package-total]')).toHaveText(price(totals.total));
      await expect(page.locator('[data-summary="total"]')).toHaveText(price(totals.total));
      await expect(page.getByRole('radio', { name: d.payments.choices.cod })).toBeChecked();

      // Two clicks in one task: the second comes while the first is in flight.
      await page.locator('[data-place-order]').evaluate((button: HTMLButtonElement) => {
        button.click();
        button.click();
      });
      await expect(page).toHaveURL(`${prefix}/user/dashboard`);
      const { data: orders, total_count } = await ordersOf(tokens);
      expect(total_count).toBe(1);
      const order = orders[0]!;
      expect(order).toMatchObject({ payment_status: 'unpaid', status: 'pending', total: totals.total });
      const card = page.locator(`[data-order="${order.invoice_number}"]`);
      await expect(card).toContainText(pick.product.name);
      await expect(card.locator('[data-order-total]')).toHaveText(price(totals.total));
      await expect(card.locator('[data-payment-status="unpaid"]')).toContainText(d.payments.statusLabel.unpaid);
      expect(placements()).toBe(1);
      expect(await stockOf(pick)).toBe(stockBefore - qty);
      expect(await api<CartLine[]>('/cart-item', undefined, tokens.access_token)).toEqual([]);
    });

    test('a guest orders with the code sent to the phone, sees the invoice, the stored carts are emptied, and tracks the order by invoice and phone', async ({
      page,
    }) => {
      test.setTimeout(60_000);
      const pick = await productForSlot(`guest ${locale}`, locale);
      const phone = newPhone();
      const stockBefore = await stockOf(pick);
      await storeGuestCart(page, guestCart(pick));
      await page.evaluate((line) => localStorage.setItem('guest_buy_now', JSON.stringify(line)), guestCart(pick)[0]);

      await page.goto(`${prefix}/guest/checkout`);
      const code = await fillGuest(page, phone);
      await page.getByLabel(t.guest.code, { exact: true }).fill(localeDigits(code, locale));
      await page.getByRole('button', { name: t.place }).click();

      const placed = page.locator('[data-order-placed]');
      await expect(placed.getByRole('heading', { name: t.placed.title })).toBeFocused();
      const invoice = (await placed.locator('[data-invoice]').getAttribute('data-invoice')) ?? '';
      expect(invoice).toMatch(/^HT\d+$/);
      await expect(placed).toContainText(invoice);
      expect(await stored(page, 'guest_cart')).toEqual([]);
      expect(await stored(page, 'guest_buy_now')).toBeNull();
      expect(await stockOf(pick)).toBe(stockBefore - 1);

      await placed.getByRole('link', { name: t.placed.track }).click();
      await expect(page).toHaveURL(`${prefix}/track-order?invoice=${invoice}`);
      await expect(page.getByLabel(d.orders.track.invoice, { exact: true })).toHaveValue(invoice);
      await page.getByLabel(d.orders.track.phone, { exact: true }).fill(phone);
      await page.getByRole('button', { name: d.orders.track.submit }).click();
      const card = page.locator(`[data-order="${invoice}"]`);
      await expect(card).toContainText(pick.product.name);
      await expect(card.locator('[data-order-status="pending"]')).toContainText(d.orders.status.pending);
    });

    test('at 320 px a guest sees each problem beside its field: blanks first, then a wrong code from the server; nothing is ordered', async ({
      page,
    }) => {
      test.setTimeout(60_000);
      await page.setViewportSize({ width: 320, height: 800 });
      // Read only: this test never orders, so it may share the guest test's product.
      const pick = await productForSlot(`guest ${locale}`, locale);
      const phone = newPhone();
      await storeGuestCart(page, guestCart(pick));
      const placements = countPlacements(page);

      await page.goto(`${prefix}/guest/checkout`);
      const place = page.getByRole('button', { name: t.place });
      await place.click();
      await expect(page.locator('[data-field-error="name"]')).toHaveText(t.errors.required);
      await expect(page.locator('[data-field-error="phone"]')).toHaveText(t.errors.required);
      await expect(page.getByLabel(fields.name, { exact: true })).toBeFocused();
      expect(await noHorizontalScroll(page)).toBeLessThanOrEqual(320);

      const code = await fillGuest(page, phone);
      const wrong = code.replace(/\d$/, (digit) => String((Number(digit) + 1) % 10));
      await page.getByLabel(t.guest.code, { exact: true }).fill(wrong);
      await place.click();
      await expect(page.locator('[data-field-error="otp"]')).toHaveText(messages[locale]['otp.wrong']);
      await expect(page.getByLabel(t.guest.code, { exact: true })).toBeFocused();
      await expect(page.locator('[data-field-error="name"]')).toHaveCount(0);
      expect(await noHorizontalScroll(page)).toBeLessThanOrEqual(320);
      expect(placements()).toBe(1);
      expect((await stored<CartLine[]>(page, 'guest_cart'))?.map((line) => line.variant_id)).toEqual([pick.variant.id]);
    });
  });
}

test('while the shopper’s addresses are on their way the checkout waits for them, then shows whole and orders to the default address', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const pick = await productForSlot('slow addresses', 'en');
  const { tokens, address } = await shopperReadyToOrder(page, pick, 1);
  // The real answer, held back as a slow network would.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/api\/v1\/user\/addresses$/, async (route) => {
    await held;
    await route.continue();
  });

  // Asked once the cart is quoted, after the page has drawn that state: the form would be there by now.
  const quoted = page.waitForRequest(/\/api\/v1\/payment-methods\?/);
  await page.goto('/shop/checkout');
  const place = page.locator('[data-place-order]');
  // The form would be pushed down when the addresses came: the loading line stays instead.
  await quoted;
  await expect(page.locator('[data-cart-loading]')).toBeVisible();
  await expect(page.locator('[data-package]')).toHaveCount(0);
  await expect(place).toHaveCount(0);
  await expect(page.locator('[data-field-error="shipping"]')).toHaveCount(0);

  release();
  await expect(page.locator('[data-package]')).toHaveCount(1);
  await expect(page.locator(`[data-address-option="${address.id}"]`).getByRole('radio')).toBeChecked();
  await expect(page.locator('[data-cart-loading]')).toHaveCount(0);
  await place.click();
  await expect(page).toHaveURL('/user/dashboard');
  const { data: orders } = await ordersOf(tokens);
  expect(orders).toHaveLength(1);
  expect(orders[0]).toMatchObject({ status: 'pending' });
});
