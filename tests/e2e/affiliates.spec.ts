import { expect, type Page, test } from '@playwright/test';
import { AFFILIATE_DEFAULT_DISCOUNT_PERCENT, type AffiliateRate } from '#contract';
import { messages } from '../../server/src/i18n/messages';
import { fill } from '../../src/i18n/fill';
import { formatNumber, formatPrice } from '../../src/lib/money';
import { signInBrowser, verifiedShopper } from './support/account-session';
import { APPLICATION, applyOverApi, approveOverApi, approveWithCli, dashboardOf } from './support/affiliates';
import { apiGet } from './support/api';
import { dictionaries, localeDigits, localePrefix } from './support/locale';
import { ordersOf, productForSlot, quoteInsideDhaka, shopperReadyToOrder } from './support/orders';

/** Fills the application form as a partner would (the name comes from the account). */
async function fillApplication(page: Page, locale: 'en' | 'bn', promotion = APPLICATION.promotion) {
  const t = dictionaries[locale].affiliate.registration;
  const form = page.getByTestId('affiliate-form');
  await expect(form.getByLabel(t.name)).toHaveValue('Test Shopper');
  await form.getByLabel(t.email).fill(APPLICATION.email);
  await form.getByLabel(t.payoutType).selectOption('nagad');
  const wallet = dictionaries[locale].affiliate.payoutTypes.nagad;
  await form.getByLabel(fill(t.walletNumber, { wallet })).fill(localeDigits('01712345678', locale));
  await form.getByLabel(t.promotion).fill(promotion);
  return form;
}

for (const locale of ['en', 'bn'] as const) {
  test(`/affiliate (${locale}) shows each top category’s rate from the build, how it works and the rules, and leads to the form`, async ({
    page,
  }) => {
    const t = dictionaries[locale].affiliate.landing;
    const rates = await apiGet<AffiliateRate[]>('/affiliate/rates', locale);
    expect(rates.length).toBeGreaterThan(0);
    await page.goto(`${localePrefix(locale)}/affiliate`);
    await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
    await expect(page.locator('[data-affiliate-rate]')).toHaveCount(rates.length);
    for (const rate of rates) {
      const row = page.locator(`[data-affiliate-rate="${rate.slug}"]`);
      await expect(row).toContainText(rate.name);
      await expect(row).toContainText(fill(t.percent, { percent: formatNumber(rate.percent, locale, 1) }));
    }
    await expect(page.getByText(t.rules.selfReferral)).toBeVisible();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/affiliate\/?$/);
    await page.locator('[data-affiliate-apply]').click();
    await expect(page).toHaveURL(new RegExp(`^[^?]*${localePrefix(locale)}/login/?$`));
  });
}

test.describe('partner programme (en)', () => {
  const d = dictionaries.en;
  const t = d.affiliate;
  const price = (taka: number) => formatPrice(taka, 'en');

  test('apply → thanks page → approved with the back office CLI → a shopper’s order through the link gets the discount → the partner sees the order and its pending commission', async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    const partner = await verifiedShopper();
    await signInBrowser(page, partner);

    await page.goto('/affiliate/registration');
    const form = await fillApplication(page, 'en', 'Short');
    await form.getByRole('button', { name: t.registration.submit }).click();
    // The API wants at least 10 characters: its 422 shows beside the field, and nothing is sent on.
    await expect(form.locator('[data-field-error="promotion"]')).toBeVisible();
    await expect(form.getByLabel(t.registration.promotion)).toBeFocused();
    await form.getByLabel(t.registration.promotion).fill(APPLICATION.promotion);
    await expect(form.locator('[data-promotion-count]')).toHaveText(
      fill(t.registration.counter, { count: String(APPLICATION.promotion.length), max: '500' }),
    );
    await form.getByRole('button', { name: t.registration.submit }).click();
    await expect(page).toHaveURL(/\/affiliate\/success\/?$/);
    await expect(page.getByRole('heading', { level: 1, name: t.success.title })).toBeVisible();

    const { application } = await dashboardOf(partner.access_token);
    expect(application).toMatchObject({ status: 'pending', code: null });
    await page.getByRole('link', { name: t.success.dashboard }).click();
    await expect(page.locator('[data-affiliate-view="pending"]')).toContainText(t.dashboard.pendingTitle);
    await expect(page.getByRole('navigation', { name: d.account.areaMenu })).toContainText(t.menu);

    const printed = await approveWithCli(application!.id);
    const approved = await dashboardOf(partner.access_token);
    const code = approved.code!;
    expect(printed).toContain(`Referral code: ${code}`);

    const shopperPage = await browser.newPage();
    const pick = await productForSlot('affiliate referral', 'en');
    const shopper = await shopperReadyToOrder(shopperPage, pick, 1);
    const { totals } = await quoteInsideDhaka(pick, 1);
    const discount = Math.trunc((totals.subtotal * AFFILIATE_DEFAULT_DISCOUNT_PERCENT) / 100);
    await shopperPage.goto(`/?coupon_code=${code}`);
    await shopperPage.locator('header a[href$="/shop/cart"]').first().click();
    await expect(shopperPage).toHaveURL(new RegExp(`/shop/cart/?\\?coupon_code=${code}$`));
    await expect(shopperPage.locator('[data-summary="discount"]')).toHaveText(`−${price(discount)}`);
    await shopperPage.getByRole('link', { name: d.cart.checkout }).click();
    await expect(shopperPage.getByRole('radio', { name: d.payments.choices.cod })).toBeChecked();
    await expect(shopperPage.locator('[data-summary="total"]')).toHaveText(price(totals.total - discount));
    // The placement's own answer, so a refusal says what it was (a CI run once stayed on the checkout with no trace).
    const placement = shopperPage.waitForResponse(
      (response) => response.request().method() === 'POST' && response.url().endsWith('/order/store'),
    );
    await shopperPage.locator('[data-place-order]').click();
    expect((await placement).status()).toBe(201);
    await expect(shopperPage).toHaveURL(/\/user\/dashboard\/?$/);
    const [order] = (await ordersOf(shopper.tokens)).data;
    expect(order).toMatchObject({ discount, total: totals.total - discount });
    await shopperPage.close();

    const referred = (await dashboardOf(partner.access_token)).orders;
    expect(referred).toEqual([
      expect.objectContaining({ invoice_number: order!.invoice_number, commission_status: 'pending' }),
    ]);
    expect(referred[0]!.commission).toBeGreaterThan(0);
    await page.goto('/user/affiliate');
    await expect(page.locator('[data-affiliate-code]')).toHaveText(code);
    await expect(page.locator('[data-affiliate-link]')).toHaveValue(new RegExp(`\\?coupon_code=${code}$`));
    const row = page.locator(`[data-referred-order="${order!.invoice_number}"]`);
    await expect(row.locator('[data-commission="pending"]')).toContainText(price(referred[0]!.commission));
    await expect(page.locator('[data-commission-total="pending"] [data-amount]')).toHaveText(
      price(referred[0]!.commission),
    );
    await expect(page.locator('[data-withdrawal-blocked="minimum"]')).toBeVisible();
    await expect(page.getByRole('button', { name: t.dashboard.withdraw })).toHaveCount(0);
  });
});

test.describe('partner programme (bn)', () => {
  const d = dictionaries.bn;
  const t = d.affiliate;

  test('a signed-out visitor signs in first; offline the form sends nothing; a second application shows the server’s refusal, then the status; approved, the dashboard shows the code, the discount in Bengali digits and copies the link', async ({
    page,
    context,
  }) => {
    test.setTimeout(90_000);
    await page.goto('/bn/affiliate/registration');
    await expect(page).toHaveURL(/\/bn\/login\/?$/);

    const partner = await verifiedShopper();
    await signInBrowser(page, partner);
    await page.goto('/bn/affiliate/registration');
    const form = await fillApplication(page, 'bn');
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/affiliate/registration')) sent.push(request.url());
    });
    await context.setOffline(true);
    await form.getByRole('button', { name: t.registration.submit }).click();
    await expect(page.getByText(d.navigation.offlineRefused)).toBeVisible();
    expect(sent).toEqual([]);
    await context.setOffline(false);

    const { id } = await applyOverApi(partner.access_token);
    await form.getByRole('button', { name: t.registration.submit }).click();
    await expect(page.locator('[data-form-alert]')).toHaveText(messages.bn['affiliates.alreadyApplied']);
    await expect(page).toHaveURL(/\/bn\/affiliate\/registration\/?$/);

    await page.reload();
    await expect(page.locator('[data-affiliate-applied="pending"]')).toContainText(t.registration.alreadyApplied);
    await page.getByRole('link', { name: t.registration.dashboard }).click();
    await expect(page).toHaveURL(`${localePrefix('bn')}/user/affiliate`);
    await expect(page.locator('[data-affiliate-view="pending"]')).toContainText(t.dashboard.pendingTitle);

    const code = await approveOverApi(id);
    await page.reload();
    await expect(page.locator('[data-affiliate-code]')).toHaveText(code);
    const percent = formatNumber(AFFILIATE_DEFAULT_DISCOUNT_PERCENT, 'bn');
    await expect(page.getByText(fill(t.dashboard.discount, { percent }))).toBeVisible();
    await expect(page.locator('[data-affiliate-available]')).toHaveText(formatPrice(0, 'bn'));
    await expect(page.getByText(t.dashboard.ordersEmpty)).toBeVisible();

    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.getByRole('button', { name: t.dashboard.copy }).click();
    await expect(page.getByRole('button', { name: t.dashboard.copied })).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(await page.locator('[data-affiliate-link]').inputValue());
    expect(copied).toMatch(new RegExp(`\\?coupon_code=${code}$`));
  });
});
