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
  const categoryIds = scope.category && new Set(flattenCategories([scope.category]).map((category) => category.id));
  return snapshot.products.filter(
    (product) =>
      (!categoryIds || categoryIds.has(product.category.id)) &&
      (scope.vendorId === undefined || product.seller.id === scope.vendorId),
  );
}
