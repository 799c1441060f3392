/**
 * What an incremental rebuild must redo, from the last build's snapshot and what changed since: pure functions,
 * so the rules are tested without an API or a build.
 */
import type { Category, ProductCard, Ref } from '#contract';
import type { BuildScope } from '../../src/lib/build-scope';
import { type CatalogueSnapshot, flattenCategories } from '../../src/lib/catalogue';
import { categoryPath, productPath, shopPath } from '../../src/lib/paths';

/** The lists an incremental fetch reads again in full (they are small). */
export type CatalogueLists = Pick<
  CatalogueSnapshot,
  | 'home_info'
  | 'home_slider'
  | 'home_banner'
  | 'categories'
  | 'brands'
  | 'flash_sales'
  | 'collections'
  | 'vendors'
  | 'affiliate_rates'
>;

const refShape = (refs: Ref[]) => JSON.stringify(refs.map(({ id, slug, name }) => [id, slug, name]));

/** A category tree as the pages show it, without the counts (which only move when products come or go). */
function categoryShape(categories: Category[]): string {
  return JSON.stringify(
    flattenCategories(categories).map(({ id, slug, name, parent_id, image }) => [id, slug, name, parent_id, image]),
  );
}

/**
 * Why the change cannot be patched in (then the whole site is rebuilt), or null when it can: products added or
 * removed, a product moved to another category, brand or shop, or the categories, brands or shops themselves
 * changed (their names and paths are on every page).
 */
export function structuralChange(
  previous: CatalogueSnapshot,
  lists: CatalogueLists,
  changed: ProductCard[],
  totalCount: number,
): string | null {
  if (totalCount !== previous.products.length) {
    return `products added or removed (${previous.products.length} → ${totalCount})`;
  }
  const before = new Map(previous.products.map((card) => [card.id, card]));
  for (const card of changed) {
    const old = before.get(card.id);
    if (!old) return `product ${card.id} added`;
    if (old.category.id !== card.category.id || old.seller.id !== card.seller.id || old.brand?.id !== card.brand?.id) {
      return `product ${card.id} moved to another category, shop or brand`;
    }
  }
  if (categoryShape(previous.categories) !== categoryShape(lists.categories)) return 'categories changed';
  if (refShape(previous.brands) !== refShape(lists.brands)) return 'brands changed';
  if (refShape(previous.vendors) !== refShape(lists.vendors)) return 'shops changed';
  return null;
}

/** The changed products and every product whose page shows one of them (related products, previous/next). */
export function affectedProducts(snapshot: CatalogueSnapshot, changedIds: ReadonlySet<number>): Set<number> {
  const affected = new Set(changedIds);
  for (const [id, summary] of Object.entries(snapshot.details)) {
    if (summary.shows.some((shown) => changedIds.has(shown))) affected.add(Number(id));
  }
  return affected;
}

/** The shops whose seller rating moved (a seller review written or hidden): their pages show it. */
export function ratedShops(previous: CatalogueSnapshot, lists: CatalogueLists): number[] {
  const before = new Map(previous.vendors.map((vendor) => [vendor.id, vendor]));
  return lists.vendors
    .filter((vendor) => {
      const old = before.get(vendor.id);
      return old !== undefined && (old.rating !== vendor.rating || old.rating_count !== vendor.rating_count);
    })
    .map((vendor) => vendor.id);
}

/** A category and its ancestors, by id. */
function withAncestors(categories: Category[], id: number): Category[] {
  const byId = new Map(flattenCategories(categories).map((category) => [category.id, category]));
  const chain: Category[] = [];
  for (let category = byId.get(id); category; category = byId.get(category.parent_id ?? -1)) chain.push(category);
  return chain;
}

/** Listings every product can appear on (their first pages, and the shop pages' kinds). */
const SHARED_LISTINGS = ['/', '/shop/all-products/*', '/shop/sidebar/*', '/shop/nosidebar/*'];

/**
 * The pages to render again: home and the shared listings, the pages of the affected products, the listings of
 * the changed products' categories (with their ancestors) and shops, the pages of the shops whose rating moved, and
 * the flash sales when a sale is involved, and the partner programme's page when a partner rate moved.
 */
export function rebuildScope(
  snapshot: CatalogueSnapshot,
  changed: ProductCard[],
  affected: ReadonlySet<number>,
  flashSalesChanged: boolean,
  shopsRated: readonly number[] = [],
  ratesChanged = false,
): BuildScope {
  const paths = new Set(SHARED_LISTINGS);
  if (ratesChanged) paths.add('/affiliate');
  for (const id of shopsRated) paths.add(`${shopPath(id)}/*`);
  for (const id of affected) paths.add(productPath(id));
  for (const card of changed) {
    for (const category of withAncestors(snapshot.categories, card.category.id)) {
      paths.add(`${categoryPath(category.slug)}/*`);
    }
    paths.add(`${shopPath(card.seller.id)}/*`);
  }
  if (flashSalesChanged || changed.some((card) => card.flash_sale_ends_at !== null)) paths.add('/flash-sales/*');
  return { paths: [...paths].sort() };
}
