import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  type ApiResponse,
  type Brand,
  type Category,
  type CategoryFlashSale,
  type Collection,
  type HomeBanner,
  type HomeInfo,
  type HomeSlide,
  LOCALES,
  type Locale,
  type Page,
  type ProductCard,
  type ProductDetailsResponse,
  type Vendor,
} from '@contract';
import { type CatalogueSnapshot, DEFAULT_CATALOGUE_DIR } from '../../src/lib/catalogue';

export interface FetchCatalogueOptions {
  /** API base including the version, e.g. http://localhost:4000/api/v1 */
  apiBase: string;
  outDir: string;
  /** Product detail requests in flight at once. */
  concurrency?: number;
  timeoutMs?: number;
}

const PER_PAGE = 100;

function failure(url: string, reason: string): Error {
  return new Error(`Catalogue fetch failed: GET ${url} → ${reason}`.replace(/\s*\n\s*/g, ' '));
}

async function getData<T>(url: string, locale: Locale, timeoutMs: number): Promise<T> {
  let response: Response;
  try {
    response = await fetch(url, {
      headers: { Accept: 'application/json', 'Accept-Language': locale },
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    const { cause, message } = error as Error & { cause?: { code?: string; message?: string } };
    throw failure(url, cause?.code ?? cause?.message ?? message);
  }
  if (!response.ok) throw failure(url, `${response.status} ${response.statusText}`.trim());
  let body: ApiResponse<T>;
  try {
    body = await response.json();
  } catch {
    throw failure(url, 'malformed JSON');
  }
  if (body?.success !== true) throw failure(url, `success:false (${body?.message ?? 'no message'})`);
  if (body.data === undefined) throw failure(url, 'no data in the response');
  return body.data;
}

/** Runs `task` over `items` with at most `limit` in flight; rejects on the first failure. */
async function mapLimit<T, R>(items: T[], limit: number, task: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  let failed = false;
  const worker = async () => {
    while (!failed && next < items.length) {
      const index = next++;
      try {
        results[index] = await task(items[index]);
      } catch (error) {
        failed = true;
        throw error;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

async function fetchProducts(get: <T>(path: string) => Promise<T>): Promise<ProductCard[]> {
  const path = (page: number) => `/products?per_page=${PER_PAGE}&page=${page}&sort=newest`;
  const first = await get<Page<ProductCard>>(path(1));
  const products = [...first.data];
  for (let page = 2; page <= first.last_page; page++) {
    products.push(...(await get<Page<ProductCard>>(path(page))).data);
  }
  return products;
}

async function fetchLocale(locale: Locale, options: Required<FetchCatalogueOptions>): Promise<CatalogueSnapshot> {
  const base = options.apiBase.replace(/\/+$/, '');
  const get = <T>(path: string) => getData<T>(`${base}${path}`, locale, options.timeoutMs);
  const [home_info, home_slider, home_banner, categories, brands, flash_sales, collections, vendors, products] =
    await Promise.all([
      get<HomeInfo>('/home_info'),
      get<HomeSlide[]>('/home_slider'),
      get<HomeBanner[]>('/home_banner'),
      get<Category[]>('/category'),
      get<Brand[]>('/brand'),
      get<CategoryFlashSale[]>('/category/category-wise-flash-sales'),
      get<Collection[]>('/category/collection'),
      get<Vendor[]>('/vendor'),
      fetchProducts(get),
    ]);
  const detailList = await mapLimit(products, options.concurrency, (product) =>
    get<ProductDetailsResponse>(`/products/${product.id}`),
  );
  const details = Object.fromEntries(detailList.map((detail) => [String(detail.product.id), detail]));
  return {
    locale,
    fetched_at: new Date().toISOString(),
    home_info,
    home_slider,
    home_banner,
    categories,
    brands,
    flash_sales,
    collections,
    vendors,
    products,
    details,
  };
}

/** Pulls the catalogue in every locale, then writes `${outDir}/${locale}.json`; nothing is written unless all calls succeed. */
export async function fetchCatalogue(options: FetchCatalogueOptions): Promise<void> {
  const settings = { concurrency: 16, timeoutMs: 30_000, ...options };
  const snapshots: CatalogueSnapshot[] = [];
  for (const locale of LOCALES) snapshots.push(await fetchLocale(locale, settings));
  await mkdir(settings.outDir, { recursive: true });
  for (const snapshot of snapshots) {
    const file = join(settings.outDir, `${snapshot.locale}.json`);
    await writeFile(`${file}.tmp`, JSON.stringify(snapshot));
    await rename(`${file}.tmp`, file);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const apiBase = process.env.HAAT_API_URL ?? 'http://localhost:4000/api/v1';
  const outDir = process.env.HAAT_CATALOGUE_DIR ?? DEFAULT_CATALOGUE_DIR;
  const started = Date.now();
  fetchCatalogue({ apiBase, outDir }).then(
    () => console.log(`Catalogue written to ${outDir} in ${Date.now() - started} ms`),
    (error: Error) => {
      console.error(error.message);
      process.exitCode = 1;
    },
  );
}
