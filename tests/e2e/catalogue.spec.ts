import { expect, type Locator, test } from '@playwright/test';
import { dictionaries, localePrefix } from './support/locale';
import { newestDetails, productWithColours } from './support/products';

test('a shopper goes from the categories to a product page', async ({ page }) => {
  await page.goto('/categories/');
  await page.locator('main a[href^="/categories/"]').first().click();
  await expect(page).toHaveURL(/\/categories\/[a-z0-9-]+\/?$/);
  const card = page.locator('main a[href^="/product/"]').first();
  const name = (await card.innerText()).split('\n')[0]?.trim() ?? '';
  await card.click();
  await expect(page).toHaveURL(/\/product\/\d+\/?$/);
  await expect(page.locator('h1')).toContainText(name.slice(0, 20));
});

test('choosing a colour changes the gallery image', async ({ page }) => {
  const product = await productWithColours();
  await page.goto(`/product/${product.id}`);
  const main = page.locator('[data-gallery-main]');
  const before = await main.getAttribute('src');
  const colours = page.locator('input[data-option="color"]');
  const selected = await colours.evaluateAll((inputs) =>
    inputs.findIndex((input) => (input as HTMLInputElement).checked),
  );
  const other = selected === 0 ? 1 : 0;
  const otherColour = await colours.nth(other).getAttribute('value');
  await colours.nth(other).locator('xpath=..').click();
  await expect(main).not.toHaveAttribute('src', before ?? '');
  expect(await main.getAttribute('src')).toContain(`-${otherColour}`);
});

test('a product page with options hands the browser its variants once, in the picker, for the buy box too', async ({
  request,
}) => {
  const product = await productWithColours();
  const html = await (await request.get(`/product/${product.id}/`)).text();
  const scriptData = [...html.matchAll(/<script type="application\/json">(.*?)<\/script>/gs)].map((match) => match[1]);
  const skus = scriptData.flatMap((json) => [...(json ?? '').matchAll(/"sku":"([^"]+)"/g)].map((match) => match[1]));
  expect(product.variants.length).toBeGreaterThan(1);
  expect(skus.sort()).toEqual(product.variants.map((variant) => variant.sku).sort());
});

test('a rating shows its stars filled to the rounded average, and each review to its own', async ({ page }) => {
  const details = (await newestDetails()).find(
    ({ product }) => product.reviews.length > 0 && Math.round(product.rating) % 5 !== 0,
  );
  if (!details) throw new Error('The demo seed has no reviewed product with a rating between 1 and 4');
  const { product } = details;
  await page.goto(`/product/${product.id}/`);
  const filledWidth = (stars: Locator) =>
    stars.evaluate((element) => Number.parseFloat(getComputedStyle(element, '::before').width));
  const starWidth = 16;
  expect(await filledWidth(page.locator('.product-details .stars'))).toBe(Math.round(product.rating) * starWidth);
  const reviewStars = page.locator('[data-reviews] .stars');
  await expect(reviewStars).toHaveCount(product.reviews.length);
  for (const [index, review] of product.reviews.entries()) {
    expect(await filledWidth(reviewStars.nth(index))).toBe(review.rating * starWidth);
  }
});

for (const locale of ['en', 'bn'] as const) {
  const prefix = localePrefix(locale);
  test(`${locale}: on a desktop the gallery's previous and next buttons step through the pictures by keyboard`, async ({
    page,
  }) => {
    const texts = dictionaries[locale].product;
    await page.setViewportSize({ width: 1280, height: 900 });
    const product = await productWithColours();
    await page.goto(`${prefix}/product/${product.id}`);
    const thumbs = page.locator('[data-gallery-thumb]');
    const pressed = () =>
      thumbs.evaluateAll((buttons) => buttons.findIndex((button) => button.getAttribute('aria-pressed') === 'true'));
    const count = await thumbs.count();
    const start = await pressed();
    const next = page.getByRole('button', { name: texts.nextImage });
    await next.focus();
    await page.keyboard.press('Enter');
    await expect.poll(pressed).toBe((start + 1) % count);
    // The main picture is the proxied copy of the thumbnail's picture: its file name is in the address.
    const file = (await thumbs.nth((start + 1) % count).getAttribute('data-gallery-thumb'))?.split('/').pop() ?? '';
    await expect(page.locator('[data-gallery-main]')).toHaveAttribute(
      'src',
      new RegExp(encodeURIComponent(file).replace(/[.]/g, '\\.')),
    );
    await page.getByRole('button', { name: texts.previousImage }).press('Enter');
    await page.getByRole('button', { name: texts.previousImage }).press('Enter');
    await expect.poll(pressed).toBe((start - 1 + count) % count);
  });

  test(`${locale}: a product page shows the API's related products and links its previous and next products`, async ({
    page,
  }) => {
    const details = (await newestDetails(locale)).find(
      (detail) => detail.relatedProducts.length > 1 && detail.prevProduct && detail.nextProduct,
    );
    if (!details) throw new Error('The demo seed has no product with related products and both neighbours');
    const { product, relatedProducts, prevProduct, nextProduct } = details;
    await page.goto(`${prefix}/product/${product.id}`);
    const related = page.locator('section[aria-labelledby="related-products"]');
    const shown = await related
      .locator('a[href*="/product/"]')
      .evaluateAll((links) => [...new Set(links.map((link) => new URL((link as HTMLAnchorElement).href).pathname))]);
    expect(shown).toEqual(relatedProducts.map((card) => `${prefix}/product/${card.id}`));
    for (const card of relatedProducts) await expect(related).toContainText(card.name);
    for (const [rel, card] of [
      ['prev', prevProduct],
      ['next', nextProduct],
    ] as const) {
      const link = page.locator(`a[rel="${rel}"]`);
      await expect(link).toHaveAttribute('href', `${prefix}/product/${card!.id}`);
      await expect(link).toContainText(card!.name);
    }
  });
}

test('a product page carries Product JSON-LD from the real product', async ({ page }) => {
  const product = await productWithColours();
  await page.goto(`/bn/product/${product.id}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}');
  const entries = Array.isArray(jsonLd['@graph']) ? jsonLd['@graph'] : [jsonLd];
  const data = entries.find((entry: { '@type'?: string }) => entry['@type'] === 'Product');
  expect(data.offers.priceCurrency).toBe('BDT');
  expect(Number(data.offers.price)).toBe(product.sale_price);
  expect(data.offers.url).toContain(`/product/${product.id}`);
  expect(data.name).toMatch(/[\u0980-\u09FF]/);
});

test('the product page starts at the lowest-priced variant', async ({ page }) => {
  const product = await productWithColours();
  const lowest = Math.min(...product.variants.map((variant) => variant.sale_price));
  await page.goto(`/product/${product.id}`);
  // Product cards (related products) carry data-product-price too.
  const price = await page.locator('[data-product-price]:not(article *) [data-price-sale]').innerText();
  expect(Number(price.replace(/[^\d]/g, ''))).toBe(lowest);
});

test('an image that fails to load shows the placeholder', async ({ page }) => {
  await page.route('**/uploads/products/**', (route) => route.abort());
  const product = await productWithColours();
  await page.goto(`/product/${product.id}`);
  await expect(page.locator('[data-gallery-main]')).toHaveAttribute('src', /^data:image\/svg\+xml/);
});

test('the hero image loads at once and the images below it lazily', async ({ page }) => {
  await page.goto('/');
  const images = page.locator('main img');
  await expect(images.first()).toHaveAttribute('loading', 'eager');
  await expect(images.first()).toHaveAttribute('fetchpriority', 'high');
  await expect(images.last()).toHaveAttribute('loading', 'lazy');
});
