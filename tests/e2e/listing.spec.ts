import { expect, type Page, test } from '@playwright/test';
import { type Page as ApiPage, type Category, LOCALES, type ProductCard, type ProductFacets } from '#contract';
import { apiGet } from './support/api';
import { dictionaries, localePrefix } from './support/locale';

const cardIds = (page: Page) =>
  page
    .locator('[data-listing-grid] [data-product-id]')
    .evaluateAll((cards) => cards.map((card) => Number(card.getAttribute('data-product-id'))));

const ids = (answer: ApiPage<ProductCard>) => answer.data.map((card) => card.id);

const status = (page: Page) => page.locator('[data-listing-status]');

/** Scrolls the sentinel into view until the loader says there is nothing more. */
async function scrollToEnd(page: Page, noMore: string) {
  await expect
    .poll(
      async () => {
        await page.locator('[data-listing-sentinel]').scrollIntoViewIfNeeded();
        return status(page).innerText();
      },
      { timeout: 20_000 },
    )
    .toBe(noMore);
}

for (const locale of LOCALES) {
  const prefix = localePrefix(locale);
  const strings = dictionaries[locale].listing;
  test(`a filter and a sort go into the URL, match the API, scroll to the end and come back (${locale})`, async ({
    page,
  }) => {
    const facets = await apiGet<ProductFacets>('/products/facets', locale);
    // More than one page, few enough to scroll through.
    const colour = facets.colors.find((value) => value.count > 24 && value.count <= 100);
    if (!colour) throw new Error('The demo seed has no colour with 25 to 100 products');

    await page.goto(`${prefix}/shop/all-products`);
    await page.locator('label', { has: page.locator(`input[name="color"][value="${colour.value}"]`) }).click();
    await expect(page).toHaveURL(new RegExp(`/shop/all-products/?\\?color=${colour.value}$`));
    await page.locator('select[name="sort"]').selectOption('price_asc');
    await expect(page).toHaveURL(new RegExp(`\\?color=${colour.value}&sort=price_asc$`));
    await expect(page.locator('[data-listing-chips]')).toContainText(colour.label);

    const sorted = await apiGet<ApiPage<ProductCard>>(
      `/products?color=${colour.value}&sort=price_asc&per_page=100`,
      locale,
    );
    await expect.poll(() => cardIds(page)).toEqual(ids(sorted).slice(0, 24));
    await scrollToEnd(page, strings.noMore);
    expect(await cardIds(page)).toEqual(ids(sorted));
    expect(sorted.total_count).toBe(colour.count);

    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`\\?color=${colour.value}$`));
    await expect(page.locator('select[name="sort"]')).toHaveValue('newest');
    const newest = await apiGet<ApiPage<ProductCard>>(`/products?color=${colour.value}&per_page=24`, locale);
    await expect.poll(() => cardIds(page)).toEqual(ids(newest));
    await expect(page.locator(`input[name="color"][value="${colour.value}"]`)).toBeChecked();
  });

  test(`a page past the end says there is no more, and bogus filters do not break the page (${locale})`, async ({
    page,
  }) => {
    await page.goto(`${prefix}/shop/all-products?page=999`);
    await expect(status(page)).toHaveText(strings.noMore);
    expect(await cardIds(page)).toEqual([]);

    const { colors } = await apiGet<ProductFacets>('/products/facets', locale);
    const colour = colors[0]!.value;
    await page.goto(`${prefix}/shop/all-products?brand=no-such-brand&color=${colour}&rating=banana&sort=cheapest`);
    await expect(page).toHaveURL(new RegExp(`\\?color=${colour}$`));
    const expected = await apiGet<ApiPage<ProductCard>>(`/products?color=${colour}&per_page=24`, locale);
    await expect.poll(() => cardIds(page)).toEqual(ids(expected));
    await expect(status(page)).not.toHaveText(strings.error);
  });

  test(`the header search finds a product by name and shows the filters (${locale})`, async ({ page }) => {
    const product = (await apiGet<ApiPage<ProductCard>>('/products?per_page=1&page=40', locale)).data[0]!;
    await page.goto(`${prefix}/`);
    const input = page.locator('#site-search');
    await input.fill(product.name);
    await input.press('Enter');
    await expect(page).toHaveURL(/\/shop\/all-products\/?\?q=/);
    await expect(page.locator('[data-listing-search]')).toHaveText(strings.resultsFor.replace('{{q}}', product.name));
    await expect(page.locator(`[data-listing-grid] [data-product-id="${product.id}"]`)).toBeVisible();
    await expect(page.locator('[data-listing-form]')).toBeAttached();
  });
}

test('a category page filters within its category, from the drawer at 320 px (bn)', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 700 });
  const categories = await apiGet<Category[]>('/category', 'bn');
  const category = categories[0]!;
  const { brands } = await apiGet<ProductFacets>(`/products/facets?category=${category.slug}`, 'bn');
  const brand = brands[0]!;
  await page.goto(`/bn/categories/${category.slug}`);
  await expect(page.locator('h1')).toHaveText(category.name);
  await page.getByText(dictionaries.bn.listing.filters, { exact: true }).click();
  await page.locator('label', { has: page.locator(`input[name="brand"][value="${brand.value}"]`) }).click();
  await expect(page).toHaveURL(new RegExp(`/bn/categories/${category.slug}/?\\?brand=${brand.value}$`));
  const expected = await apiGet<ApiPage<ProductCard>>(
    `/products?category=${category.slug}&brand=${brand.value}&per_page=24`,
    'bn',
  );
  await expect.poll(() => cardIds(page)).toEqual(ids(expected));
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBe(0);
});

test('the layout pages and category ids show the listing, canonical at its one address', async ({ page }) => {
  const [category] = await apiGet<Category[]>('/category', 'bn');
  const canonicals = {
    '/shop/sidebar/list': '/shop/all-products/',
    '/shop/nosidebar/fullwidth': '/shop/all-products/',
    '/bn/shop/sidebar': '/bn/shop/all-products/',
    [`/bn/shop/all-products/${category!.id}`]: `/bn/categories/${category!.slug}/`,
  };
  for (const [path, canonical] of Object.entries(canonicals)) {
    await page.goto(path);
    await expect(page.locator('[data-listing-grid] [data-product-id]')).toHaveCount(24);
    const href = await page.locator('link[rel="canonical"]').getAttribute('href');
    expect(new URL(href ?? '').pathname).toBe(canonical);
  }
});

test('a failed load shows the error and Retry, which loads the page (bn)', async ({ page }) => {
  await page.goto('/bn/shop/all-products');
  await expect(page.locator('[data-listing-grid] [data-product-id]')).toHaveCount(24);
  const products = /\/api\/v1\/products\?/;
  await page.route(products, (route) => route.abort());
  await page.locator('[data-listing-sentinel]').scrollIntoViewIfNeeded();
  await expect(status(page)).toHaveText(dictionaries.bn.listing.error);
  const retry = page.getByRole('button', { name: dictionaries.bn.listing.retry });
  await expect(retry).toBeVisible();
  await page.unroute(products);
  await retry.click();
  await expect.poll(() => page.locator('[data-listing-grid] [data-product-id]').count()).toBeGreaterThanOrEqual(48);
  await expect(retry).toBeHidden();
});
