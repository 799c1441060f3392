import { expect, type Page, test } from '@playwright/test';
import type { CategoryFlashSale, Locale } from '#contract';
import { apiGet } from './support/api';
import { localePrefix } from './support/locale';

const LOCALES: { locale: Locale; digits: RegExp; summary: RegExp }[] = [
  { locale: 'en', digits: /^[0-9]{2,}$/, summary: /^Ends in / },
  { locale: 'bn', digits: /^[০-৯]{2,}$/, summary: /শেষ হবে$/ },
];

/** The latest end among the sales on the page, as epoch ms. */
async function latestEnd(page: Page): Promise<number> {
  const ends = await page
    .locator('[data-flash-sale]')
    .evaluateAll((items) => items.map((item) => Date.parse((item as HTMLElement).dataset.endsAt ?? '')));
  expect(ends.length).toBeGreaterThan(0);
  return Math.max(...ends);
}

for (const { locale, digits, summary } of LOCALES) {
  const prefix = localePrefix(locale);
  test(`flash-sale countdown ticks (${locale})`, async ({ page }) => {
    await page.goto(`${prefix}/flash-sales`);
    const sale = page.locator('[data-flash-sale]').first();
    const seconds = sale.locator('[data-countdown-part="seconds"]');
    await expect(seconds).toHaveText(digits);
    const first = await seconds.innerText();
    await expect(seconds).not.toHaveText(first);
    await expect(seconds).toHaveText(digits);
    await expect(sale.locator('[data-countdown-part="days"]')).toHaveText(digits);
    await expect(sale.locator('[data-countdown-summary]')).toHaveText(summary);
    await expect(sale.locator('[aria-live="polite"]')).toHaveCount(1);
  });

  test(`an ended flash sale drops out without a reload (${locale})`, async ({ page }) => {
    await page.clock.install();
    await page.goto(`${prefix}/flash-sales`);
    await expect(page.locator('[data-flash-sales-empty]')).toBeHidden();
    await page.evaluate(() => {
      (window as unknown as { stillHere: boolean }).stillHere = true;
    });
    const end = await latestEnd(page);
    await page.clock.fastForward(end - (await page.evaluate(() => Date.now())) + 1000);
    await expect(page.locator('[data-flash-sale]')).toHaveCount(0);
    await expect(page.locator('[data-flash-sales-empty]')).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true);
  });
}

test('the home flash sales tick and leave once ended', async ({ page }) => {
  await page.clock.install();
  await page.goto('/');
  const seconds = page.locator('[data-flash-sale] [data-countdown-part="seconds"]').first();
  await expect(seconds).toHaveText(/^[0-9]{2}$/);
  const sales = await apiGet<CategoryFlashSale[]>('/category/category-wise-flash-sales');
  const saleCount = new Set(sales.map((entry) => entry.flash_sale.id)).size;
  await expect(page.locator('[data-flash-sale] [aria-live="polite"]')).toHaveCount(saleCount);
  const first = await seconds.innerText();
  await page.clock.runFor(1000);
  await expect(seconds).not.toHaveText(first);
  const end = await latestEnd(page);
  await page.clock.fastForward(end - (await page.evaluate(() => Date.now())) + 1000);
  await expect(page.locator('[data-flash-sales]')).toHaveCount(0);
  await expect(page.locator('[data-flash-sale]')).toHaveCount(0);
});

test('a sale that ended since the build is gone on load', async ({ page }) => {
  await page.goto('/flash-sales');
  const end = await latestEnd(page);
  await page.clock.install({ time: end + 60_000 });
  await page.reload();
  await expect(page.locator('[data-flash-sale]')).toHaveCount(0);
  await expect(page.locator('[data-flash-sales-empty]')).toBeVisible();
});
