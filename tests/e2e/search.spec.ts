import type { Locale, SearchSuggestions } from '@contract';
import { expect, test } from '@playwright/test';
import { apiGetter } from '../../scripts/catalogue/api-client';
import { E2E_API_URL } from './e2e-env';

const CASES: { locale: Locale; prefix: string; query: string }[] = [
  { locale: 'en', prefix: '', query: 'shirt' },
  { locale: 'bn', prefix: '/bn', query: 'শার্ট' },
];

for (const { locale, prefix, query } of CASES) {
  test(`typing a product name shows suggestions; ArrowDown and Enter open the product (${locale})`, async ({
    page,
  }) => {
    const apiGet = apiGetter(E2E_API_URL, locale, 10_000);
    const expected = await apiGet<SearchSuggestions>(`/products/suggest?q=${encodeURIComponent(query)}`);
    expect(expected.products.length).toBeGreaterThan(0);
    await page.goto(`${prefix}/`);
    const input = page.getByRole('combobox');
    await input.pressSequentially(query, { delay: 30 });
    const listbox = page.locator('#site-search-listbox');
    await expect(input).toHaveAttribute('aria-expanded', 'true');
    const options = listbox.getByRole('option');
    await expect(options.first()).toContainText(expected.products[0]!.name);
    if (locale === 'bn') await expect(options.first()).toContainText(/[০-৯]/);
    await input.press('ArrowDown');
    await expect(options.first()).toHaveAttribute('aria-selected', 'true');
    const activeId = await options.first().getAttribute('id');
    await expect(input).toHaveAttribute('aria-activedescendant', activeId ?? '');
    await input.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${prefix}/product/${expected.products[0]!.id}/?$`));
  });
}

test('one character asks nothing, Escape closes the list and "See all results" submits the search', async ({
  page,
}) => {
  await page.goto('/');
  const input = page.getByRole('combobox');
  const requests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/products/suggest')) requests.push(request.url());
  });
  await input.fill('s');
  await page.waitForTimeout(600);
  expect(requests).toEqual([]);
  await expect(input).toHaveAttribute('aria-expanded', 'false');
  await input.pressSequentially('hirt', { delay: 30 });
  await expect(input).toHaveAttribute('aria-expanded', 'true');
  await input.press('Escape');
  await expect(input).toHaveAttribute('aria-expanded', 'false');
  await input.press('ArrowUp');
  const seeAll = page.locator('#site-search-listbox [role="option"]').last();
  await expect(seeAll).toHaveAttribute('aria-selected', 'true');
  await expect(seeAll).toContainText('shirt');
  await input.press('Enter');
  await expect(page).toHaveURL(/\/shop\/all-products\/?\?q=shirt$/);
});
