import { expect, type Page, test } from '@playwright/test';
import { ORDER_FILTERS, type OrderCounts, type OrderDetail, type Reason } from '#contract';
import { fill } from '../../src/i18n/fill';
import { formatNumber } from '../../src/lib/money';
import { login, signInBrowser, verifiedShopper } from './support/account-session';
import { api, apiGet } from './support/api';
import { dictionaries, localeDigits, localePrefix } from './support/locale';
import {
  deliverThroughBackOffice,
  placeCodOrder,
  productForSlot,
  shopperReadyToOrder,
  stockOf,
} from './support/orders';

const noHorizontalScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);
/** The seeded shopper whose phone is not verified (README "Demo accounts"). */
const DEMO_UNVERIFIED = { login: '+8801711000002', password: 'haat-demo-2' };

for (const locale of ['en', 'bn'] as const) {
  const d = dictionaries[locale];
  const o = d.orders;
  const prefix = localePrefix(locale);

  test.describe(`orders (${locale})`, () => {
    test('the dashboard counts lead to the order list; list → detail → cancel with a reason and a comment → back on the list with a toast and the order cancelled, its stock back', async ({
      page,
    }) => {
      test.setTimeout(60_000);
      const pick = await productForSlot(`orders cancel ${locale}`, locale);
      const stockBefore = await stockOf(pick);
      const shopper = await shopperReadyToOrder(page, pick, 1);
      const [placed] = (await placeCodOrder(shopper)).orders;
      const invoice = placed!.invoice_number;
      const token = shopper.tokens.access_token;

      // The dashboard's counts are the API's; the order's group leads to a list that holds it.
      const counts = await api<OrderCounts>('/order/counts', undefined, token);
      const group = ORDER_FILTERS.find((filter) => counts[filter] === 1);
      expect(group).toBeDefined();
      await page.goto(`${prefix}/user/dashboard`);
      for (const filter of ORDER_FILTERS) {
        await expect(page.locator(`[data-order-count="${filter}"]`)).toContainText(
          formatNumber(counts[filter], locale),
        );
      }
      await page.locator(`[data-order-count="${group}"]`).click();
      await expect(page).toHaveURL(`${prefix}/user/orders?status=${group}`);
      await expect(page.getByRole('link', { name: o.filter[group!] })).toHaveAttribute('aria-current', 'page');
      const row = page.locator(`[data-order="${invoice}"]`);
      await expect(row.locator('[data-order-status="pending"]')).toContainText(o.status.pending);
      await expect(row.locator('[data-payment-status="unpaid"]')).toContainText(d.payments.statusLabel.unpaid);
      await expect(page.locator('[data-loader-message="noMore"]')).toHaveText(d.listing.noMore);

      await row.getByRole('link', { name: fill(o.card.invoice, { invoice }) }).click();
      await expect(page).toHaveURL(`${prefix}/user/orders/${placed!.id}`);
      const detail = page.locator(`[data-order-detail="${invoice}"]`);
      await expect(detail).toContainText(pick.product.name);
      await expect(detail.locator('[data-step="pending"][data-done="true"]')).toBeVisible();
      await expect(detail.locator('[data-step="delivered"][data-done="false"]')).toContainText(o.detail.upcoming);
      await expect(detail.locator('[data-action]')).toHaveCount(1);
      await expect(page.getByRole('button', { name: o.detail.print })).toBeVisible();

      await detail.getByRole('link', { name: o.detail.cancel }).click();
      await expect(page).toHaveURL(`${prefix}/user/orders/cancel/${placed!.id}`);
      const submit = page.getByRole('button', { name: o.cancel.submit });
      await submit.click();
      await expect(page.locator('[data-field-error="reason_id"]')).toHaveText(o.requestErrors.reason);

      const [reason] = await apiGet<Reason[]>('/order-cancel/reason', locale);
      await page.getByRole('radio', { name: reason!.name, exact: true }).check();
      await page.getByLabel(o.cancel.comment).fill('Ordered the wrong size');
      await submit.click();

      await expect(page).toHaveURL(`${prefix}/user/orders`);
      await expect(page.getByText(fill(o.cancel.done, { invoice }))).toBeVisible();
      await expect(page.locator(`[data-order="${invoice}"] [data-order-status="cancelled"]`)).toContainText(
        o.status.cancelled,
      );
      await page.locator(`[data-order="${invoice}"]`).getByRole('link').click();
      await expect(detail.locator('[data-fact="cancel-reason"]')).toHaveText(reason!.name);
      await expect(detail.locator('[data-step="cancelled"][data-done="true"]')).toBeVisible();
      await expect(detail.locator('[data-step][data-done="false"]')).toHaveCount(0);
      await expect(detail.locator('[data-action]')).toHaveCount(0);
      const cancelled = await api<OrderDetail>(`/order/${placed!.id}`, undefined, token);
      expect(cancelled).toMatchObject({ status: 'cancelled', can_cancel: false });
      expect(await stockOf(pick)).toBe(stockBefore);
    });

    test('a shopper without orders sees the loader\'s "No results", an order not theirs is not found, and an unverified shopper is sent to the OTP page', async ({
      page,
    }) => {
      await signInBrowser(page, await verifiedShopper());
      await page.goto(`${prefix}/user/orders`);
      await expect(page.locator('[data-loader-message="noResults"]')).toHaveText(d.listing.noResults);
      await page.getByRole('link', { name: o.status.cancelled }).click();
      await expect(page).toHaveURL(`${prefix}/user/orders?status=cancelled`);
      await expect(page.locator('[data-loader-message="noResults"]')).toHaveText(d.listing.noResults);

      await page.goto(`${prefix}/user/orders/999999`);
      await expect(page.getByTestId('order-not-found')).toContainText(o.detail.notFound);

      await signInBrowser(page, await login(DEMO_UNVERIFIED));
      await page.goto(`${prefix}/user/orders`);
      await expect(page).toHaveURL(`${prefix}/auth/otp`);
    });

    test('at 320 px: an order delivered through the back office → return one of two units with a wallet refund, errors beside their fields first → the detail shows the return requested', async ({
      page,
    }) => {
      test.setTimeout(90_000);
      await page.setViewportSize({ width: 320, height: 800 });
      const pick = await productForSlot(`orders return ${locale}`, locale);
      const shopper = await shopperReadyToOrder(page, pick, 2);
      const [placed] = (await placeCodOrder(shopper)).orders;
      const orderId = placed!.id;
      await deliverThroughBackOffice(orderId);

      await page.goto(`${prefix}/user/orders/${orderId}`);
      const detail = page.locator(`[data-order-detail="${placed!.invoice_number}"]`);
      await expect(detail.locator('[data-order-status="delivered"]')).toContainText(o.status.delivered);
      await expect(detail.locator('[data-payment-status="paid"]').first()).toContainText(d.payments.statusLabel.paid);
      await expect(detail.locator('[data-step][data-done="false"]')).toHaveCount(0);
      await expect(detail.locator('[data-fact="delivered"]')).toBeVisible();
      await expect(detail.locator('[data-fact="return-until"]')).toBeVisible();
      await expect(detail.locator('[data-rider]')).not.toBeEmpty();
      await expect(detail.getByRole('link', { name: o.detail.review })).toHaveAttribute(
        'href',
        `${prefix}/user/write-review/${orderId}`,
      );
      await expect(detail.getByRole('link', { name: o.detail.cancel })).toHaveCount(0);
      expect(await noHorizontalScroll(page)).toBeLessThanOrEqual(320);

      await detail.getByRole('link', { name: o.detail.return }).click();
      await expect(page).toHaveURL(`${prefix}/user/orders/return/${orderId}`);
      const submit = page.getByRole('button', { name: o.return.submit });
      await submit.click();
      for (const [field, text] of [
        ['items', o.requestErrors.items],
        ['reason_id', o.requestErrors.reason],
        ['wallet', o.requestErrors.wallet],
        ['account', o.requestErrors.account],
      ] as const) {
        await expect(page.locator(`[data-field-error="${field}"]`)).toHaveText(text);
      }
      expect(await noHorizontalScroll(page)).toBeLessThanOrEqual(320);

      const [item] = placed!.items;
      const qty = page.locator(`select[name="item-${item!.id}"]`);
      await expect(qty.locator('option')).toHaveCount(3);
      await qty.selectOption('1');
      const [reason] = await apiGet<Reason[]>('/order-return/reason', locale);
      await page.getByRole('radio', { name: reason!.name, exact: true }).check();
      await page.getByLabel(o.return.comment).fill('The seam is torn');
      await page.getByRole('radio', { name: d.payments.choices.bkash, exact: true }).check();
      await page.getByLabel(o.return.account).fill(localeDigits('01712345678', locale));
      await submit.click();

      await expect(page).toHaveURL(`${prefix}/user/orders`);
      await expect(page.getByText(fill(o.return.done, { invoice: placed!.invoice_number }))).toBeVisible();
      await expect(page.locator(`[data-order="${placed!.invoice_number}"]`)).toBeVisible();
      expect(await noHorizontalScroll(page)).toBeLessThanOrEqual(320);
      await page.goto(`${prefix}/user/orders/${orderId}`);
      await expect(detail.locator('[data-return-status="requested"]')).toHaveText(o.returnStatus.requested);
      await expect(detail.locator(`[data-order-item="${item!.id}"] [data-returned-qty="1"]`)).toBeVisible();
      const order = await api<OrderDetail>(`/order/${orderId}`, undefined, shopper.tokens.access_token);
      expect(order.returns).toMatchObject([
        { status: 'requested', refund_method: 'bkash', items: [{ order_item_id: item!.id, qty: 1 }] },
      ]);
      expect(await noHorizontalScroll(page)).toBeLessThanOrEqual(320);
    });
  });
}
