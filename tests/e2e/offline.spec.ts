import { mkdtemp, readFile, realpath, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import type { ProductDetailsResponse } from '#contract';
import { hardLinkCopy } from '../../scripts/site-build/overlay';
import { newBuildDir, publish } from '../../scripts/site-build/publish';
import { writeServiceWorker } from '../../scripts/site-build/service-worker';
import { createSiteServer } from '../../scripts/site-server/site-server';
import { makeLine } from '../../src/features/cart/cart';
import { formatPrice } from '../../src/lib/money';
import { apiGet } from './support/api';
import { storeGuestCart } from './support/browser-storage';
import { E2E_API_URL, E2E_SITE_DIR_VARIABLE } from './support/e2e-env';
import { dictionaries, localePrefix } from './support/locale';
import { productForSlot } from './support/orders';
import { newestDetails } from './support/products';
import { E2E_ADMIN_TOKEN } from './support/rebuild-env';

// Every other spec blocks the worker (playwright.config.ts); these test it.
test.use({ serviceWorkers: 'allow' });

/** Whether the site's worker has stored the page at `path` (a page key: no trailing slash, no query). */
const stores = (page: Page, path: string) =>
  page.evaluate(async (key) => (await caches.match(new URL(key, location.origin).href)) !== undefined, path);

/**
 * The worker registers once the page is idle after load, then precaches before it takes control: on a CI machine
 * busy with the other worker's tests that once took longer than expect's default 5 s.
 */
const WORKER_READY = { timeout: 20_000 };

/** Waits until the worker controls the page and has stored each of `paths`. */
async function workerKeeps(page: Page, ...paths: string[]) {
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), WORKER_READY).toBe(true);
  for (const path of paths) await expect.poll(() => stores(page, path), { message: path, ...WORKER_READY }).toBe(true);
}

/** The names of the worker's caches, and every address stored in them. */
const cachedAddresses = (page: Page) =>
  page.evaluate(async () => {
    const names = await caches.keys();
    const addresses = await Promise.all(
      names.map(async (name) => (await (await caches.open(name)).keys()).map((request) => request.url)),
    );
    return { names, addresses: addresses.flat() };
  });

/** Whether the page's stylesheet applied (the body is a flex column only with it). */
const styled = (page: Page) => page.evaluate(() => getComputedStyle(document.body).display === 'flex');

test('after a first visit, visited product pages open offline in both languages; an unvisited page shows the offline page in its language', async ({
  page,
  context,
}) => {
  const [first, second, unvisited] = await newestDetails();
  const [bnFirst] = await newestDetails('bn');
  await page.goto(`/product/${first!.product.id}`);
  await workerKeeps(page, `/product/${first!.product.id}`);
  await page.goto(`/bn/product/${second!.product.id}`);
  await workerKeeps(page, `/bn/product/${second!.product.id}`);
  await page.goto(`/bn/product/${first!.product.id}`);
  await workerKeeps(page, `/bn/product/${first!.product.id}`);

  await context.setOffline(true);
  const english = await page.goto(`/product/${first!.product.id}`);
  expect(english?.fromServiceWorker()).toBe(true);
  await expect(page.getByRole('heading', { level: 1, name: first!.product.name })).toBeVisible();
  expect(await styled(page)).toBe(true);
  await page.goto(`/bn/product/${first!.product.id}/`);
  await expect(page.getByRole('heading', { level: 1, name: bnFirst!.product.name })).toBeVisible();
  expect(await styled(page)).toBe(true);

  for (const locale of ['en', 'bn'] as const) {
    const t = dictionaries[locale].offline;
    await page.goto(`${localePrefix(locale)}/product/${unvisited!.product.id}`);
    await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    await expect(page.getByRole('link', { name: t.cart })).toHaveAttribute(
      'href',
      `${localePrefix(locale)}/guest/cart`,
    );
    expect(await styled(page)).toBe(true);
  }
});

test('the guest cart shows its lines without a network, though the shopper never opened it online', async ({
  page,
  context,
}) => {
  const [{ product }] = (await newestDetails()).filter(({ product }) => product.variants.some((v) => v.stock > 0));
  const variant = product.variants.find((one) => one.stock > 0)!;
  await storeGuestCart(page, [makeLine(product, variant, 1)]);
  // The worker precaches the cart on a 4g-class link without data-saver, as a test browser reports.
  await workerKeeps(page, '/guest/cart', '/bn/guest/cart');

  await context.setOffline(true);
  for (const locale of ['en', 'bn'] as const) {
    await page.goto(`${localePrefix(locale)}/guest/cart`);
    // The lines as stored on the device (named in the language they were added in): no quote without a network.
    await expect(page.getByRole('list', { name: dictionaries[locale].cart.title })).toContainText(product.name);
    await expect(page.getByRole('heading', { level: 1, name: dictionaries[locale].offline.title })).toHaveCount(0);
  }
});

test('checkout never comes from the worker: a price changed in the API shows at checkout on the next visit; offline the checkout shows the offline page', async ({
  page,
  context,
}) => {
  const pick = await productForSlot('offline checkout', 'en');
  const line = page.locator(`[data-order-line="${pick.variant.id}"]`);
  await storeGuestCart(page, [makeLine(pick.product, pick.variant, 1)]);
  await workerKeeps(page);
  await page.goto('/guest/checkout');
  await expect(line).toContainText(formatPrice(pick.variant.sale_price, 'en'));

  const patch = (price: number) =>
    page.request.patch(`${E2E_API_URL}/admin/products/${pick.product.id}`, {
      headers: { authorization: `Bearer ${E2E_ADMIN_TOKEN}` },
      data: { variants: [{ id: pick.variant.id, price }] },
    });
  expect((await patch(pick.variant.price + 41)).status()).toBe(200);
  try {
    const { product } = await apiGet<ProductDetailsResponse>(`/products/${pick.product.id}`);
    const salePrice = product.variants.find(({ id }) => id === pick.variant.id)!.sale_price;
    expect(salePrice).not.toBe(pick.variant.sale_price);
    await page.goto('/guest/checkout');
    await expect(line).toContainText(formatPrice(salePrice, 'en'));

    // Hashed scripts may be kept (one is named after the contract's checkout.ts); the page and API answers never are.
    const { addresses } = await cachedAddresses(page);
    const pagesAndAnswers = addresses.filter((address) => !new URL(address).pathname.startsWith('/_astro/'));
    expect(pagesAndAnswers.filter((address) => /checkout|\/api\//.test(address))).toEqual([]);
    await context.setOffline(true);
    await page.goto('/guest/checkout');
    await expect(page.getByRole('heading', { level: 1, name: dictionaries.en.offline.title })).toBeVisible();
  } finally {
    expect((await patch(pick.variant.price)).status()).toBe(200);
  }
});

test("a new build's worker replaces the old caches on the next page view, and its offline page is the one shown", async ({
  page,
  context,
}) => {
  // A site of its own (a copy of the run's build, served by the same server code), so publishing a build here
  // disturbs no other test.
  const work = await mkdtemp(join(tmpdir(), 'haat-offline-'));
  const live = join(work, 'site');
  const first = await newBuildDir(`${live}-builds`);
  await hardLinkCopy(await realpath(process.env[E2E_SITE_DIR_VARIABLE]!), first);
  await publish(first, live);
  const server = createSiteServer({ root: live, apiOrigin: new URL(E2E_API_URL).origin });
  const address = await server.listen({ port: 0, host: 'localhost' });
  try {
    const [{ product }] = await newestDetails();
    await page.goto(`${address}/product/${product.id}`);
    await workerKeeps(page, `/product/${product.id}`);
    const before = await cachedAddresses(page);
    expect(before.names).toHaveLength(2);

    // The next build: a new offline text (a file of the shell) and so a new worker.
    const next = await newBuildDir(`${live}-builds`);
    await hardLinkCopy(await realpath(live), next);
    const offline = join(next, 'offline', 'index.html');
    const text = (await readFile(offline, 'utf8')).replace(dictionaries.en.offline.body, 'Not saved here yet.');
    await rm(`${offline}.br`);
    await rm(`${offline}.gz`);
    await writeFile(`${offline}.next`, text);
    await rename(`${offline}.next`, offline);
    await writeServiceWorker(next);
    await publish(next, live);

    // The next page view checks /sw.js (revalidated, no-cache); the new worker installs, takes over and clears up.
    await page.reload();
    await expect
      .poll(async () => (await cachedAddresses(page)).names.filter((name) => before.names.includes(name)), {
        timeout: 30_000,
      })
      .toEqual([]);
    await workerKeeps(page, `/product/${product.id}`);
    expect((await cachedAddresses(page)).names).toHaveLength(2);

    await context.setOffline(true);
    await page.goto(`${address}/product/${product.id}`);
    await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
    await page.goto(`${address}/categories/no-such-category`);
    await expect(page.getByText('Not saved here yet.')).toBeVisible();
  } finally {
    await server.close();
    await rm(work, { recursive: true, force: true });
  }
});
