import { join, resolve } from 'node:path';
import type {
  AffiliateRate,
  Brand,
  Category,
  CategoryFlashSale,
  Collection,
  HomeBanner,
  HomeInfo,
  HomeSlide,
  Locale,
  ProductCard,
  ProductDetailsResponse,
  Vendor,
} from '#contract';
import { pageWithCards } from '#contract/catalogue';
import {
  type CardFile,
  type DetailFile,
  DetailReader,
  type ProductSummary,
  readCardFile,
  readJson,
} from './catalogue-files';

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
 * The layout of the snapshot's files this version writes and reads. 2: product pages name the products they show by
 * id (1 copied their cards).
 */
export const SNAPSHOT_FORMAT = 2;

/**
 * `<locale>.json`: the snapshot but its cards and summaries, which are in `card_files` (beside it), each outlined in
 * the file of `card_outlines` at the same place.
 */
export type CatalogueIndex = Omit<CatalogueSnapshot, 'products' | 'details'> & {
  format: typeof SNAPSHOT_FORMAT;
  card_files: string[];
  card_outlines: string[];
};

export const DEFAULT_CATALOGUE_DIR = '.cache/catalogue';

const detailReaders = new WeakMap<CatalogueSnapshot, DetailReader>();

/**
 * The snapshot of `locale` in `dir`, its product pages left on disk until productDetails asks for them; its card
 * files read by `read`.
 */
export function readSnapshot(dir: string, locale: Locale, read = readCardFile): CatalogueSnapshot {
  const file = resolve(dir, `${locale}.json`);
  let cards: CardFile[];
  let index: CatalogueIndex;
  try {
    index = readJson<CatalogueIndex>(file);
    if (index.format !== SNAPSHOT_FORMAT) throw new Error(`its format is ${index.format ?? 1}, not ${SNAPSHOT_FORMAT}`);
    cards = index.card_files.map((name) => read(join(dir, name)));
  } catch (error) {
    throw new Error(`Cannot read the catalogue snapshot ${file} (run scripts/catalogue/fetch-catalogue.ts): ${error}`);
  }
  const { format: _format, card_files: _files, card_outlines: _outlines, ...rest } = index;
  const snapshot: CatalogueSnapshot = {
    ...rest,
    products: cards.flatMap((part) => part.products),
    details: Object.assign({}, ...cards.map((part) => part.details)),
  };
  detailReaders.set(snapshot, new DetailReader(dir, index.detail_files));
  return snapshot;
}

export function flattenCategories(categories: Category[]): Category[] {
  return categories.flatMap((category) => [category, ...flattenCategories(category.children)]);
}

export function categoryBySlug(snapshot: CatalogueSnapshot, slug: string): Category | undefined {
  return flattenCategories(snapshot.categories).find((category) => category.slug === slug);
}

const cardMaps = new WeakMap<CatalogueSnapshot, Map<number, ProductCard>>();

function cardById(snapshot: CatalogueSnapshot): Map<number, ProductCard> {
  let cards = cardMaps.get(snapshot);
  if (!cards) {
    cards = new Map(snapshot.products.map((card) => [card.id, card]));
    cardMaps.set(snapshot, cards);
  }
  return cards;
}

/**
 * A product's page, from the snapshot's files on disk (a snapshot made in memory has none), with the cards of the
 * products it shows from the snapshot's listing.
 */
export function productDetails(snapshot: CatalogueSnapshot, id: number | string): ProductDetailsResponse | undefined {
  const page = detailReaders.get(snapshot)?.get(Number(id));
  if (!page) return undefined;
  const cards = cardById(snapshot);
  return pageWithCards(page, (shown) => cards.get(shown));
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
