import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { LOCALES, type Locale, type ProductCard, pageRecordOf } from '#contract';
import { type CatalogueIndex, type CatalogueSnapshot, DEFAULT_CATALOGUE_DIR } from '../../src/lib/catalogue';
import { settleAll } from '../settle-all';
import { siteConfig } from '../site-config';
import { apiGetter, type Get } from './api-client';
import { fetchExport } from './fetch-export';
import { fetchLists } from './fetch-lists';
import { fetchDetails, fetchProducts, inBatchOrder } from './fetch-products';
import { fetchVendorCategories } from './fetch-vendor-categories';
import { DetailFileWriter, newLocaleFolder, writeCardFiles, writeIndex } from './snapshot-files';

export interface FetchCatalogueOptions {
  /** API base including the version, e.g. http://localhost:4000/api/v1 */
  apiBase: string;
  outDir: string;
  /** Listing and product detail requests in flight at once. */
  concurrency?: number;
  timeoutMs?: number;
}

/** One locale's product cards (newest first) and its product pages, written to `folder` as they came. */
interface LocaleProducts {
  folder: string;
  products: ProductCard[];
  writer: DetailFileWriter;
}

async function openLocale(outDir: string, locale: Locale, folders: string[]): Promise<LocaleProducts> {
  const folder = await newLocaleFolder(outDir, locale);
  folders.push(folder);
  return { folder, products: [], writer: new DetailFileWriter(outDir, folder) };
}

/**
 * Every locale's products from one streamed export (one database snapshot for all locales), or null from a server
 * without our extension.
 */
async function exportedProducts(
  options: Required<FetchCatalogueOptions>,
  folders: string[],
): Promise<Record<Locale, LocaleProducts> | null> {
  const opened: LocaleProducts[] = [];
  for (const locale of LOCALES) opened.push(await openLocale(options.outDir, locale, folders));
  const byLocale = Object.fromEntries(LOCALES.map((locale, index) => [locale, opened[index]!])) as Record<
    Locale,
    LocaleProducts
  >;
  const found = await fetchExport(options.apiBase, options.timeoutMs, async ({ locale, card, page }) => {
    byLocale[locale].products.push(card);
    await byLocale[locale].writer.add([page]);
  });
  if (found) return byLocale;
  await Promise.all(opened.map(({ folder }) => rm(join(options.outDir, folder), { recursive: true, force: true })));
  return null;
}

/** One locale's products as the spec's calls give them: the listing's pages, then the product pages. */
async function walkedProducts(
  locale: Locale,
  get: Get,
  options: Required<FetchCatalogueOptions>,
  folders: string[],
): Promise<LocaleProducts> {
  const products = await fetchProducts(get, options.concurrency);
  const opened = await openLocale(options.outDir, locale, folders);
  await fetchDetails(get, inBatchOrder(products), options.concurrency, (details) =>
    opened.writer.add(details.map(pageRecordOf)),
  );
  return { ...opened, products };
}

/** Pulls one locale's lists and vendor categories and writes its snapshot files, walking its products unless given. */
async function fetchLocale(
  locale: Locale,
  options: Required<FetchCatalogueOptions>,
  folders: string[],
  exported?: LocaleProducts,
): Promise<CatalogueIndex> {
  const get = apiGetter(options.apiBase, locale, options.timeoutMs);
  const listsOfLocale = async () => {
    const lists = await fetchLists(get);
    return { lists, vendor_categories: await fetchVendorCategories(get, lists.vendors, options.concurrency) };
  };
  const [{ lists, vendor_categories }, { folder, products, writer }] = await settleAll([
    listsOfLocale(),
    exported ?? walkedProducts(locale, get, options, folders),
  ]);
  const snapshot: CatalogueSnapshot = {
    locale,
    fetched_at: new Date().toISOString(),
    ...lists,
    vendor_categories,
    products,
    details: writer.summaries,
    detail_files: await writer.finish(),
  };
  return writeCardFiles(options.outDir, folder, snapshot);
}

/**
 * Pulls the catalogue in every locale into `outDir`: per locale, a folder of card and product page files and,
 * once every call of every locale has succeeded, `${locale}.json` naming them (the previous folders go then).
 * On a failure the new folders are removed and the previous snapshot stays as it was.
 */
export async function fetchCatalogue(options: FetchCatalogueOptions): Promise<void> {
  const settings = { concurrency: 16, timeoutMs: 30_000, ...options };
  const folders: string[] = [];
  const indexes: CatalogueIndex[] = [];
  try {
    const exported = await exportedProducts(settings, folders);
    for (const locale of LOCALES) indexes.push(await fetchLocale(locale, settings, folders, exported?.[locale]));
  } catch (error) {
    await Promise.all(folders.map((folder) => rm(join(settings.outDir, folder), { recursive: true, force: true })));
    throw error;
  }
  for (const index of indexes) await writeIndex(settings.outDir, index);
}

if (import.meta.main) {
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
