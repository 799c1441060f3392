import { expect, test } from '@playwright/test';
import type { Locale, SearchSuggestions } from '#contract';
import { normalizeSearchText } from '#contract';
import { apiGet } from './support/api';
import { localePrefix } from './support/locale';

const CASES: { locale: Locale; query: string }[] = [
  { locale: 'en', query: 'shirt' },
  { locale: 'bn', query: 'শার্ট' },
];

for (const { locale, query } of CASES) {
  const prefix = localePrefix(locale);
  test(`typing a product name shows suggestions; ArrowDown and Enter open the product (${locale})`, async ({
    page,
  }) => {
    const expected = await apiGet<SearchSuggestions>(`/products/suggest?q=${encodeURIComponent(query)}`, locale);
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

const ZWJ = '\u200D';

/** Misspelt queries (one letter dropped; in Bengali also with a zero-width joiner typed in) and the word meant. */
const TYPO_CASES: { locale: Locale; word: string; typos: string[] }[] = [
  { locale: 'en', word: 'panjabi', typos: ['panjbi'] },
  { locale: 'bn', word: 'পাঞ্জাবি', typos: ['পাঞ্জবি', `পাঞ্জ${ZWJ}বি`] },
];

for (const { locale, word, typos } of TYPO_CASES) {
  const prefix = localePrefix(locale);
  for (const typo of typos) {
    const label = typo.includes(ZWJ) ? `${typo.replace(ZWJ, '')} with a zero-width joiner` : typo;
    test(`a misspelt search (${label}) finds a ${word} in the suggestions and on the results page (${locale})`, async ({
      page,
    }) => {
      const suggested = await apiGet<SearchSuggestions>(`/products/suggest?q=${encodeURIComponent(typo)}`, locale);
      const product = suggested.products.find((candidate) => normalizeSearchText(candidate.name).includes(word));
      expect(product, `a product named with "${word}" among the suggestions for "${typo}"`).toBeDefined();
      await page.goto(`${prefix}/`);
      const input = page.getByRole('combobox');
      await input.fill(typo);
      await expect(page.locator('#site-search-listbox').getByRole('option', { name: product!.name })).toBeVisible();
      await input.press('Enter');
      await expect(page).toHaveURL(new RegExp(`${prefix}/shop/all-products/?\\?q=`));
      expect(new URL(page.url()).searchParams.get('q')).toBe(typo);
      await expect(page.locator(`[data-listing-grid] [data-product-id="${product!.id}"]`)).toBeVisible();
      await expect(page.locator('[data-listing-grid]')).toContainText(product!.name);
    });
  }
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
