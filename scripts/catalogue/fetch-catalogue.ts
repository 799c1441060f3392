import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  type Brand,
  type Category,
  type CategoryFlashSale,
  type Collection,
  type HomeBanner,
  type HomeInfo,
  type HomeSlide,
  LOCALES,
  type Locale,
  type Vendor,
} from '@contract';
import { isMainModule } from '../../server/src/is-main-module';
import { type CatalogueSnapshot, DEFAULT_CATALOGUE_DIR } from '../../src/lib/catalogue';
import { siteConfig } from '../site-config';
import { apiGetter } from './api-client';
import { fetchDetails, fetchProducts } from './fetch-products';
import { fetchVendorCategories } from './fetch-vendor-categories';

export interface FetchCatalogueOptions {
  /** API base including the version, e.g. http://localhost:4000/api/v1 */
  apiBase: string;
  outDir: string;
  /** Listing and product detail requests in flight at once. */
  concurrency?: number;
  timeoutMs?: number;
}

async function fetchLocale(locale: Locale, options: Required<FetchCatalogueOptions>): Promise<CatalogueSnapshot> {
  const get = apiGetter(options.apiBase, locale, options.timeoutMs);
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
  const [detailList, vendor_categories] = await Promise.all([
    fetchDetails(get, products, options.concurrency),
    fetchVendorCategories(get, vendors, options.concurrency),
  ]);
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
    vendor_categories,
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

if (isMainModule(import.meta.url)) {
  const { apiBase } = siteConfig();
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
