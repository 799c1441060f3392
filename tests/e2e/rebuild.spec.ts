import { type APIRequestContext, expect, test } from '@playwright/test';
import type { Page, ProductCard, ProductDetailsResponse } from '#contract';
import type { RebuildStatus } from '../../scripts/site-server/rebuild-runner';
import { formatPrice } from '../../src/lib/money';
import { apiGet } from './support/api';
import { E2E_API_URL } from './support/e2e-env';
import { rebuildAuth, rebuildUntil, waitForBuild } from './support/rebuild';
import { E2E_ADMIN_TOKEN } from './support/rebuild-env';

/** The oldest product: the last one other tests pick, so moving its price disturbs nobody. */
async function oldestProduct(): Promise<ProductDetailsResponse['product']> {
  const { last_page } = await apiGet<Page<ProductCard>>('/products?per_page=100&sort=newest');
  const last = await apiGet<Page<ProductCard>>(`/products?per_page=100&sort=newest&page=${last_page}`);
  const card = last.data.at(-1)!;
  return (await apiGet<ProductDetailsResponse>(`/products/${card.id}`)).product;
}

test.describe.configure({ mode: 'serial', timeout: 180_000 });

test("a content editor's price change shows on the page after a rebuild, in both languages", async ({ request }) => {
  const product = await oldestProduct();
  const price = Math.max(...product.variants.map((variant) => variant.price)) + 37;
  const edit = await request.patch(`${E2E_API_URL}/admin/products/${product.id}`, {
    headers: { authorization: `Bearer ${E2E_ADMIN_TOKEN}` },
    data: { variants: product.variants.map((variant) => ({ id: variant.id, price })) },
  });
  expect(edit.status()).toBe(200);
  const before = await (await request.get(`/product/${product.id}`)).text();
  expect(before).not.toContain(formatPrice(price, 'en'));

  const [first, second] = await Promise.all([
    request.post('/_haat/rebuild', { headers: rebuildAuth }),
    request.post('/_haat/rebuild', { headers: rebuildAuth }),
  ]);
  expect([first.status(), second.status()]).toEqual([202, 202]);
  const { id } = await first.json();
  expect((await second.json()).id).toBe(id);

  const status = await waitForBuild(request, id);
  expect(status.last).toMatchObject({ status: 'succeeded', mode: 'incremental' });
  // A build another test started before the edit is joined, not restarted: then one more shows the edit.
  const english = async () => (await request.get(`/product/${product.id}`)).text();
  if (!(await english()).includes(formatPrice(price, 'en'))) {
    const again = await rebuildUntil(request, async () => (await english()).includes(formatPrice(price, 'en')));
    expect(again.last).toMatchObject({ status: 'succeeded', mode: 'incremental' });
  }

  // The static HTML, as a browser without JavaScript gets it.
  const bengali = await (await request.get(`/bn/product/${product.id}`)).text();
  expect(await english()).toContain(formatPrice(price, 'en'));
  expect(bengali).toContain(formatPrice(price, 'bn'));
});

/** Ids of the builds (their start times) that started while only refused requests were being sent. */
async function buildsStartedWhileRefused(request: APIRequestContext): Promise<string[]> {
  const asId = (at: Date) => at.toISOString().replace(/[:.]/g, '-');
  const from = asId(new Date());
  const strangers: Record<string, string>[] = [{}, { authorization: 'Bearer not-the-token' }];
  for (const headers of strangers) {
    expect((await request.post('/_haat/rebuild', { headers })).status()).toBe(401);
    expect((await request.get('/_haat/rebuild/status', { headers })).status()).toBe(401);
  }
  const until = asId(new Date());
  const after: RebuildStatus = await (await request.get('/_haat/rebuild/status', { headers: rebuildAuth })).json();
  return [after.current?.id, after.last?.id].filter((id): id is string => !!id && id >= from && id <= until);
}

test('a rebuild request without the token is refused and starts nothing', async ({ request }) => {
  // Other tests start builds at any moment, so one may start inside a window by chance: the window is tried again,
  // and only a build in every one of five windows blames the refused requests.
  let started: string[] = [];
  for (let window = 0; window < 5; window += 1) {
    started = await buildsStartedWhileRefused(request);
    if (started.length === 0) break;
  }
  expect(started, 'builds started while only refused requests were sent').toEqual([]);
});
