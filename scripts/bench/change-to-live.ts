import { setTimeout as sleep } from 'node:timers/promises';
import type { Page, ProductCard, ProductDetailsResponse } from '#contract';
import { formatPrice } from '../../src/lib/money';
import { apiGetter } from '../catalogue/api-client';
import { type BuildResult, buildSite, endPrepared, nextChangePrepared } from '../site-build/build-site';
import type { SiteConfig } from '../site-config';

export interface ChangeToLive {
  productId: number;
  /** From the editor's PATCH to the served page showing the new price. */
  seconds: number;
  build: BuildResult;
}

async function pageShows(url: string, text: string, deadline: number): Promise<boolean> {
  while (performance.now() < deadline) {
    if ((await (await fetch(url)).text()).includes(text)) return true;
    await sleep(50);
  }
  return false;
}

/**
 * One content editor's price change, end to end: PATCH through the editors' API, an incremental rebuild, and
 * the page the site server answers. The site must be served at `site.siteUrl` from `live`.
 */
export async function benchChangeToLive(site: SiteConfig, live: string, adminToken: string): Promise<ChangeToLive> {
  const get = apiGetter(site.apiBase, 'en', 30_000);
  const [card] = (await get<Page<ProductCard>>('/products?per_page=1&sort=newest')).data;
  const { product } = await get<ProductDetailsResponse>(`/products/${card!.id}`);
  const price = Math.max(...product.variants.map((variant) => variant.price)) + 11;

  // Steady state: a first rebuild publishes whatever the seed wrote during the full build's fetch window, and what
  // the next change needs (a spare copy of the site, Astro waiting) is ready, as on a server at rest.
  await buildSite(site, { live, mode: 'auto', prepareNext: true });
  await nextChangePrepared(live);
  const start = performance.now();
  const response = await fetch(`${site.apiBase}/admin/products/${product.id}`, {
    method: 'PATCH',
    headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({ variants: product.variants.map((variant) => ({ id: variant.id, price })) }),
  });
  if (!response.ok) throw new Error(`PATCH /admin/products/${product.id} → ${response.status}`);
  const build = await buildSite(site, { live, mode: 'auto', prepareNext: true });
  const shown = await pageShows(`${site.siteUrl}/product/${product.id}/`, formatPrice(price, 'en'), start + 60_000);
  const seconds = (performance.now() - start) / 1000;
  // The bench removes the site next: the Astro started for the next change must have ended by then.
  await endPrepared(live);
  if (!shown) throw new Error(`the new price of product ${product.id} is not on its page after the rebuild`);
  return { productId: product.id, seconds, build };
}
