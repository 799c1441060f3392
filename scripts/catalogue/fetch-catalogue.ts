import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { LOCALES, type Locale } from '#contract';
import { type CatalogueIndex, type CatalogueSnapshot, DEFAULT_CATALOGUE_DIR } from '../../src/lib/catalogue';
import { siteConfig } from '../site-config';
import { apiGetter } from './api-client';
import { fetchLists } from './fetch-lists';
import { fetchDetails, fetchProducts } from './fetch-products';
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

/** Pulls one locale's catalogue, writing its cards and product pages to a new folder of `outDir` as they come. */
async function fetchLocale(
  locale: Locale,
  options: Required<FetchCatalogueOptions>,
  folders: string[],
): Promise<CatalogueIndex> {
  const get = apiGetter(options.apiBase, locale, options.timeoutMs);
  const [lists, products] = await Promise.all([fetchLists(get), fetchProducts(get, options.concurrency)]);
  const folder = await newLocaleFolder(options.outDir, locale);
  folders.push(folder);
  const writer = new DetailFileWriter(options.outDir, folder);
  const [, vendor_categories] = await Promise.all([
    fetchDetails(get, products, options.concurrency, (details) => writer.add(details)),
    fetchVendorCategories(get, lists.vendors, options.concurrency),
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
    for (const locale of LOCALES) indexes.push(await fetchLocale(locale, settings, folders));
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
