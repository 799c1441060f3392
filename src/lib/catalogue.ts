import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type {
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
} from '@contract';

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
  /** GET /vendor/{id}/categories (the category tree the vendor sells in) keyed by vendor id. */
  vendor_categories: Record<string, Category[]>;
  /** All listed products, newest first. */
  products: ProductCard[];
  /** GET /products/{id} answers keyed by product id. */
  details: Record<string, ProductDetailsResponse>;
}

export const DEFAULT_CATALOGUE_DIR = '.cache/catalogue';

const snapshots = new Map<Locale, CatalogueSnapshot>();

export function loadCatalogue(locale: Locale): CatalogueSnapshot {
  const cached = snapshots.get(locale);
  if (cached) return cached;
  const file = resolve(process.env.HAAT_CATALOGUE_DIR ?? DEFAULT_CATALOGUE_DIR, `${locale}.json`);
  let snapshot: CatalogueSnapshot;
  try {
    snapshot = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`Cannot read the catalogue snapshot ${file} (run scripts/catalogue/fetch-catalogue.ts): ${error}`);
  }
  snapshots.set(locale, snapshot);
  return snapshot;
}

export function flattenCategories(categories: Category[]): Category[] {
  return categories.flatMap((category) => [category, ...flattenCategories(category.children)]);
}

export function categoryBySlug(snapshot: CatalogueSnapshot, slug: string): Category | undefined {
  return flattenCategories(snapshot.categories).find((category) => category.slug === slug);
}

function productsUnder(snapshot: CatalogueSnapshot, category: Category): ProductCard[] {
  const ids = new Set(flattenCategories([category]).map((c) => c.id));
  return snapshot.products.filter((product) => ids.has(product.category.id));
}

/** Products of a category and all its descendants, newest first. */
export function productsInCategory(snapshot: CatalogueSnapshot, category: Category, limit?: number): ProductCard[] {
  return productsUnder(snapshot, category).slice(0, limit);
}

export function categoryProductCount(snapshot: CatalogueSnapshot, category: Category): number {
  return productsUnder(snapshot, category).length;
}

export function productDetails(snapshot: CatalogueSnapshot, id: number | string): ProductDetailsResponse | undefined {
  return snapshot.details[String(id)];
}

export function productIds(snapshot: CatalogueSnapshot): number[] {
  return Object.keys(snapshot.details).map(Number);
}

export function categoryById(snapshot: CatalogueSnapshot, id: number): Category | undefined {
  return flattenCategories(snapshot.categories).find((category) => category.id === id);
}

/** What a listing starts from, newest first: every product, a category's (with its descendants) or a shop's. */
export function listingProducts(
  snapshot: CatalogueSnapshot,
  scope: { category?: Category; vendorId?: number } = {},
): ProductCard[] {
  const products = scope.category ? productsUnder(snapshot, scope.category) : snapshot.products;
  return scope.vendorId === undefined ? products : products.filter((product) => product.seller.id === scope.vendorId);
}
