import { expect, type Page, test } from '@playwright/test';
import type { AuthTokens, PaymentState } from '#contract';
import { formatPrice } from '../../src/lib/money';
import { api } from './support/api';
import { E2E_SITE_URL } from './support/e2e-env';
import { dictionaries, localePrefix } from './support/locale';
import { type ORDER_SLOTS, ordersOf, productForSlot, shopperReadyToOrder } from './support/orders';

/** The simulators' hosted pages (simulators/): English, each with Pay / Fail / Cancel. */
const GATEWAY_PAGE = {
  bkash: /\/bkash\/redirect\/tokenized\/\?paymentID=/,
  nagad: /\/sslcommerz\/EasyCheckOut\//,
} as const;

for (const locale of ['en', 'bn'] as const) {
  const d = dictionaries[locale];
  const p = d.payments;
  const responsePage = new RegExp(`^${E2E_SITE_URL}${localePrefix(locale)}/shop/payment-response\\?checkout_id=`);

  /** A signed-in shopper orders one item with a wallet and reaches that gateway's page (bKash's, or SSLCommerz's). */
  async function orderWith(
    page: Page,
    wallet: keyof typeof GATEWAY_PAGE,
    slot: keyof typeof ORDER_SLOTS,
  ): Promise<AuthTokens> {
    const pick = await productForSlot(slot, locale);
    const { tokens } = await shopperReadyToOrder(page, pick, 1);
    await page.goto(`${localePrefix(locale)}/shop/checkout`);
    // The choice's name then its hint, as a screen reader reads it: in Bengali "নগদ" (Nagad) also means cash.
    await page.getByRole('radio', { name: `${p.choices[wallet]} ${p.hints[wallet]}`, exact: true }).check();
    await page.getByRole('button', { name: d.checkout.place }).click();
    await expect(page).toHaveURL(GATEWAY_PAGE[wallet]);
    return tokens;
  }

  /** On the gateway's page: the shopper's answer, then back at the payment-response page. */
  async function answerGateway(page: Page, button: 'Pay' | 'Fail' | 'Cancel') {
    await page.getByRole('button', { name: button, exact: true }).click();
    await expect(page).toHaveURL(responsePage);
  }

  /** What the API says of the checkout on the payment-response page. */
  const paymentOn = (page: Page) =>
    api<PaymentState>(`/payments/${new URL(page.url()).searchParams.get('checkout_id')}`);

  const view = (page: Page, name: keyof typeof p.status) => page.locator(`[data-payment-view="${name}"]`);

  test.describe(`payments (${locale})`, () => {
    test('bKash through the gateway page: Pay brings the shopper back to a paid payment-response page, and the order is paid', async ({
      page,
    }) => {
      test.setTimeout(60_000);
      const tokens = await orderWith(page, 'bkash', `bkash paid ${locale}`);
      const [order] = (await ordersOf(tokens)).data;
      expect(order).toMatchObject({ payment_status: 'pending' });

      await answerGateway(page, 'Pay');
      await expect(view(page, 'paid')).toContainText(p.status.paid.title);
      await expect(page.locator('[data-invoices]')).toHaveText(order!.invoice_number);
      await expect(page.locator('[data-pay-again]')).toHaveCount(0);
      expect(await paymentOn(page)).toMatchObject({ payment_status: 'paid', wallet: 'bkash' });
      expect((await ordersOf(tokens)).data[0]).toMatchObject({ payment_status: 'paid' });
    });

    test('a cancelled bKash payment says so and offers to pay again; paying again gets it paid', async ({ page }) => {
      test.setTimeout(60_000);
      const tokens = await orderWith(page, 'bkash', `bkash cancelled ${locale}`);

      await answerGateway(page, 'Cancel');
      const cancelled = view(page, 'cancelled');
      await expect(cancelled).toContainText(p.status.cancelled.title);
      const { grand_total } = await paymentOn(page);
      await expect(cancelled).toContainText(formatPrice(grand_total, locale));
      await expect(page.getByRole('button', { name: p.switchToCod })).toBeVisible();
      await page.getByRole('link', { name: p.payAgain }).click();
      await expect(page).toHaveURL(GATEWAY_PAGE.bkash);

      await answerGateway(page, 'Pay');
      await expect(view(page, 'paid')).toContainText(p.status.paid.title);
      expect(await paymentOn(page)).toMatchObject({ payment_status: 'paid' });
      expect((await ordersOf(tokens)).data.map((order) => order.payment_status)).toEqual(['paid']);
    });

    test('after a failed Nagad payment (SSLCommerz) the dashboard offers to pay; the shopper turns to cash on delivery instead', async ({
      page,
    }) => {
      test.setTimeout(60_000);
      const tokens = await orderWith(page, 'nagad', `nagad failed ${locale}`);

      await answerGateway(page, 'Fail');
      await expect(view(page, 'failed')).toContainText(p.status.failed.title);
      const checkoutId = new URL(page.url()).searchParams.get('checkout_id');
      await page.goto(`${localePrefix(locale)}/user/dashboard`);
      const [order] = (await ordersOf(tokens)).data;
      const card = page.locator(`[data-order="${order!.invoice_number}"]`);
      await expect(card.locator('[data-payment-status="failed"]')).toContainText(p.statusLabel.failed);
      await card.getByRole('link', { name: d.orders.recent.payNow }).click();
      await expect(page).toHaveURL(responsePage);
      expect(new URL(page.url()).searchParams.get('checkout_id')).toBe(checkoutId);

      await page.getByRole('button', { name: p.switchToCod }).click();
      await expect(view(page, 'cod')).toContainText(p.status.cod.title);
      await expect(page.getByText(p.switchedToCod)).toBeVisible();
      await expect(page.locator('[data-pay-again]')).toHaveCount(0);
      expect(await paymentOn(page)).toMatchObject({ payment_method_id: 1, payment_status: 'unpaid' });
      expect((await ordersOf(tokens)).data[0]).toMatchObject({ payment_status: 'unpaid', status: 'pending' });
    });
  });
}
