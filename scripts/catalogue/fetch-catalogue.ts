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
  /** Listing and product detail requests in flight at once. */
  concurrency?: number;
  timeoutMs?: number;
}

const PER_PAGE = 100;
/** Products per call of our batch extension, GET /products/details?ids=… (its maximum). */
const DETAILS_PER_CALL = 100;

/** A failed call, on one line; `status` is the HTTP status when the server answered one. */
class FetchFailure extends Error {
  constructor(
    url: string,
    reason: string,
    readonly status?: number,
  ) {
    super(`Catalogue fetch failed: GET ${url} → ${reason}`.replace(/\s*\n\s*/g, ' '));
  }
}

type Get = <T>(path: string) => Promise<T>;

async function getData<T>(url: string, locale: Locale, timeoutMs: number): Promise<T> {
  let response: Response;
  try {
    response = await fetch(url, {
      headers: { Accept: 'application/json', 'Accept-Language': locale },
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    const { cause, message } = error as Error & { cause?: { code?: string; message?: string } };
    throw new FetchFailure(url, cause?.code ?? cause?.message ?? message);
  }
  if (!response.ok) throw new FetchFailure(url, `${response.status} ${response.statusText}`.trim(), response.status);
  let body: ApiResponse<T>;
  try {
    body = await response.json();
  } catch {
    throw new FetchFailure(url, 'malformed JSON');
  }
  if (body?.success !== true) throw new FetchFailure(url, `success:false (${body?.message ?? 'no message'})`);
  if (body.data === undefined) throw new FetchFailure(url, 'no data in the response');
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

async function fetchProducts(get: Get, concurrency: number): Promise<ProductCard[]> {
  const path = (page: number) => `/products?per_page=${PER_PAGE}&page=${page}&sort=newest`;
  const first = await get<Page<ProductCard>>(path(1));
  const pages = Array.from({ length: first.last_page - 1 }, (_, i) => i + 2);
  const rest = await mapLimit(pages, concurrency, (page) => get<Page<ProductCard>>(path(page)));
  return [first, ...rest].flatMap((page) => page.data);
}

/** One batch of product pages; every product asked must be in the answer. */
async function fetchDetailsBatch(get: Get, base: string, ids: number[]): Promise<ProductDetailsResponse[]> {
  const path = `/products/details?ids=${ids.join(',')}`;
  const details = await get<ProductDetailsResponse[]>(path);
  const answered = new Set(details.map((detail) => detail.product.id));
  const missing = ids.filter((id) => !answered.has(id));
  if (missing.length > 0) throw new FetchFailure(`${base}${path}`, `no details for product ${missing.join(', ')}`);
  return details;
}

/**
 * Product pages in batches of our extension, GET /products/details?ids=…; from a server without it (the first
 * batch answers 404), one GET /products/{id} per product as the spec has it.
 */
async function fetchDetails(get: Get, base: string, ids: number[], concurrency: number) {
  const batches = Array.from({ length: Math.ceil(ids.length / DETAILS_PER_CALL) }, (_, i) =>
    ids.slice(i * DETAILS_PER_CALL, (i + 1) * DETAILS_PER_CALL),
  );
  const [first, ...rest] = batches;
  if (!first) return [];
  let head: ProductDetailsResponse[];
  try {
    head = await fetchDetailsBatch(get, base, first);
  } catch (error) {
    if (!(error instanceof FetchFailure && error.status === 404)) throw error;
    return mapLimit(ids, concurrency, (id) => get<ProductDetailsResponse>(`/products/${id}`));
  }
  const tail = await mapLimit(rest, concurrency, (batch) => fetchDetailsBatch(get, base, batch));
  return [head, ...tail].flat();
}

async function fetchLocale(locale: Locale, options: Required<FetchCatalogueOptions>): Promise<CatalogueSnapshot> {
  const base = options.apiBase.replace(/\/+$/, '');
  const get: Get = (path) => getData(`${base}${path}`, locale, options.timeoutMs);
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
      fetchProducts(get, options.concurrency),
    ]);
  const ids = products.map((product) => product.id);
  const detailList = await fetchDetails(get, base, ids, options.concurrency);
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
