import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import {
  type AffiliateRate,
  type Brand,
  type Category,
  type CategoryFlashSale,
  type Collection,
  type HomeBanner,
  type HomeInfo,
  type HomeSlide,
  LOCALES,
  type Locale,
  type ProductCard,
  type ProductDetailsResponse,
  type Vendor,
} from '#contract';
import {
  type CardFile,
  type DetailFile,
  DetailReader,
  type ProductSummary,
  parseCardsAhead,
  readCardFile,
  readJson,
} from './catalogue-files';
import { CATALOGUE_READY_ENV, catalogueFetched, reportAwaitingCatalogue } from './catalogue-ready';

export type { CardOutline, DetailFile, ProductSummary } from './catalogue-files';

/** Everything the storefront prerenders for one locale, pulled from the API at build time. */
export interface CatalogueSnapshot {
  locale: Locale;
  fetched_at: string;
  home_info: HomeInfo;
  home_slider: HomeSlide[];
  home_banner: HomeBanner[];
  /** Category tree: top-level categories with their children. */
  categories: Category[];
  brands: Brand[];
  flash_sales: CategoryFlashSale[];
  collections: Collection[];
  vendors: Vendor[];
  /** GET /affiliate/rates: the partner rate of each top category (/affiliate shows them); empty when none is set. */
  affiliate_rates: AffiliateRate[];
  /** GET /vendor/{id}/categories (the category tree the vendor sells in) keyed by vendor id. */
  vendor_categories: Record<string, Category[]>;
  /** All listed products, newest first. */
  products: ProductCard[];
  /** What listings need of each GET /products/{id} answer, keyed by product id; the answers: productDetails. */
  details: Record<string, ProductSummary>;
  /** The files of GET /products/{id} answers and the products in each, in the order their pages render. */
  detail_files: DetailFile[];
}

/**
 * `<locale>.json`: the snapshot but its cards and summaries, which are in `card_files` (beside it), each outlined in
 * the file of `card_outlines` at the same place.
 */
export type CatalogueIndex = Omit<CatalogueSnapshot, 'products' | 'details'> & {
  card_files: string[];
  card_outlines: string[];
};

export const DEFAULT_CATALOGUE_DIR = '.cache/catalogue';

/** The snapshot an incremental build patches: its cards are parsed while the patch is made. */
export const PREVIOUS_CATALOGUE_ENV = 'HAAT_PREVIOUS_CATALOGUE_DIR';

// Before any page asks for the catalogue: a build may have started Astro before fetching or patching it. Meanwhile
// the cards of the snapshot being patched are parsed, most of which the patched one keeps.
const ready = process.env[CATALOGUE_READY_ENV];
const previous = process.env[PREVIOUS_CATALOGUE_ENV];
if (ready && !existsSync(ready)) {
  if (previous) for (const locale of LOCALES) parseCardsAhead(resolve(previous, `${locale}.json`));
  reportAwaitingCatalogue();
}
await catalogueFetched(ready);

const snapshots = new Map<Locale, CatalogueSnapshot>();
const detailReaders = new WeakMap<CatalogueSnapshot, DetailReader>();

/** The snapshot of `locale` in `dir`, its product pages left on disk until productDetails asks for them. */
export function readSnapshot(dir: string, locale: Locale): CatalogueSnapshot {
  const file = resolve(dir, `${locale}.json`);
  let cards: CardFile[];
  let index: CatalogueIndex;
  try {
    index = readJson<CatalogueIndex>(file);
    cards = index.card_files.map((name) => readCardFile(join(dir, name)));
  } catch (error) {
    throw new Error(`Cannot read the catalogue snapshot ${file} (run scripts/catalogue/fetch-catalogue.ts): ${error}`);
  }
  const { card_files: _files, card_outlines: _outlines, ...rest } = index;
  const snapshot: CatalogueSnapshot = {
    ...rest,
    products: cards.flatMap((part) => part.products),
    details: Object.assign({}, ...cards.map((part) => part.details)),
  };
  detailReaders.set(snapshot, new DetailReader(dir, index.detail_files));
  return snapshot;
}

export function loadCatalogue(locale: Locale): CatalogueSnapshot {
  const cached = snapshots.get(locale);
  if (cached) return cached;
  const snapshot = readSnapshot(process.env.HAAT_CATALOGUE_DIR ?? DEFAULT_CATALOGUE_DIR, locale);
  snapshots.set(locale, snapshot);
  return snapshot;
}

export function flattenCategories(categories: Category[]): Category[] {
  return categories.flatMap((category) => [category, ...flattenCategories(category.children)]);
}

export function categoryBySlug(snapshot: CatalogueSnapshot, slug: string): Category | undefined {
  return flattenCategories(snapshot.categories).find((category) => category.slug === slug);
}

/** A product's page, from the snapshot's files on disk (a snapshot made in memory has none). */
export function productDetails(snapshot: CatalogueSnapshot, id: number | string): ProductDetailsResponse | undefined {
  return detailReaders.get(snapshot)?.get(Number(id));
}

/** Every product with a page, in the order of their files: rendering in this order reads each file once. */
export function productIds(snapshot: CatalogueSnapshot): number[] {
  return snapshot.detail_files.flatMap((file) => file.ids);
}

export function categoryById(snapshot: CatalogueSnapshot, id: number): Category | undefined {
  return flattenCategories(snapshot.categories).find((category) => category.id === id);
}

/** What a listing starts from, newest first: every product, a category's (with its descendants) or a shop's. */
export function listingProducts(
  snapshot: CatalogueSnapshot,
  scope: { category?: Category; vendorId?: number } = {},
): ProductCard[] {
  const categoryIds = scope.category && new Set(flattenCategories([scope.category]).map((category) => category.id));
  return snapshot.products.filter(
    (product) =>
      (!categoryIds || categoryIds.has(product.category.id)) &&
      (scope.vendorId === undefined || product.seller.id === scope.vendorId),
  );
}
