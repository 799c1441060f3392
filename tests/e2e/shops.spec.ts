import { expect, test } from '@playwright/test';
import { type Category, LOCALES, type ProductDetailsResponse, type Vendor } from '#contract';
import { apiGet } from './support/api';
import { localePrefix } from './support/locale';
import { rebuildUntil } from './support/rebuild';

const flatten = (tree: Category[]): Category[] => tree.flatMap((c) => [c, ...flatten(c.children)]);

for (const locale of LOCALES) {
  const prefix = localePrefix(locale);

  test(`the shops page lists every shop with its rating and products (${locale})`, async ({ page, request }) => {
    // A shop another test has just approved is in the API before a rebuild puts it on the page, and a rebuild that
    // read one language before the approval and the other after shows it in one language only until the next
    // rebuild: when the page and the API differ, this test asks for rebuilds until they agree.
    test.setTimeout(180_000);
    const cards = page.locator('[data-shop-list] article');
    let vendors: Vendor[] = [];
    let attempt = 0;
    const agrees = async () => {
      vendors = await apiGet<Vendor[]>('/vendor', locale);
      attempt += 1;
      await page.goto(`${prefix}/shops?attempt=${attempt}`);
      return (await cards.count()) === vendors.length;
    };
    if (!(await agrees())) await rebuildUntil(request, agrees);
    await expect(cards).toHaveCount(vendors.length);
    const first = vendors[0]!;
    const card = cards.filter({ hasText: first.name });
    await expect(card.locator('a')).toHaveAttribute('href', `${prefix}/shop/profile/${first.id}`);
    await expect(card).toContainText(first.address);
    if (locale === 'bn') await expect(card).toContainText(/[০-৯]টি পণ্য/);
    else await expect(card).toContainText(`${first.product_count} products`);
  });

  test(`a shop profile shows the shop, its categories and its products (${locale})`, async ({ page }) => {
    const vendor = (await apiGet<Vendor[]>('/vendor', locale)).find((candidate) => candidate.product_count > 0)!;
    const categories = await apiGet<Category[]>(`/vendor/${vendor.id}/categories`, locale);
    await page.goto(`${prefix}/shops`);
    await page.locator('[data-shop-list] a', { hasText: vendor.name }).click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/shop/profile/${vendor.id}/?$`));
    await expect(page.locator('h1')).toHaveText(vendor.name);
    await expect(page.locator('main')).toContainText(vendor.description);
    const links = page.locator('[data-shop-categories] a');
    await expect(links).toHaveCount(flatten(categories).length + 1);
    for (const { slug, name } of flatten(categories)) {
      await expect(links.and(page.locator(`[href$="?category=${slug}"]`))).toContainText(name);
    }
    const productLinks = page.locator('[data-listing] a[href*="/product/"]');
    await expect(productLinks.first()).toBeVisible();
    const id = (await productLinks.first().getAttribute('href'))?.match(/\/product\/(\d+)/)?.[1];
    const { product } = await apiGet<ProductDetailsResponse>(`/products/${id}`, locale);
    expect(product.seller.id).toBe(vendor.id);
  });
}

test('a category link on a shop profile filters its listing to that category', async ({ page }) => {
  const vendor = (await apiGet<Vendor[]>('/vendor')).find((candidate) => candidate.product_count > 0)!;
  const [top] = await apiGet<Category[]>(`/vendor/${vendor.id}/categories`);
  const leaf = flatten([top!]).findLast((category) => category.product_count > 0)!;
  await page.goto(`/shop/profile/${vendor.id}`);
  await page.locator(`[data-shop-categories] a[href$="?category=${leaf.slug}"]`).click();
  await expect(page).toHaveURL(new RegExp(`\\?category=${leaf.slug}$`));
  const count = page.locator('[data-listing-count]');
  await expect(count).toHaveText(new RegExp(`^${leaf.product_count} products?$`));
  const href = await page.locator('[data-listing] a[href*="/product/"]').first().getAttribute('href');
  const { product } = await apiGet<ProductDetailsResponse>(`/products/${href?.match(/\/product\/(\d+)/)?.[1]}`);
  expect(product.seller.id).toBe(vendor.id);
  expect(product.category.slug).toBe(leaf.slug);
});

test('the bare shop profile address shows the list of shops', async ({ page }) => {
  await page.goto('/bn/shop/profile');
  await expect(page.locator('h1')).toHaveText('দোকানসমূহ');
  await expect(page.locator('[data-shop-list] article').first()).toBeVisible();
});
