/**
 * What an incremental rebuild must redo, from the last build's snapshot and what changed since: pure functions,
 * so the rules are tested without an API or a build.
 */
import type { Category, ProductCard, Ref, Vendor } from '#contract';
import type { BuildScope } from '../../src/lib/build-scope';
import { type CardOutline, type CatalogueSnapshot, flattenCategories } from '../../src/lib/catalogue';
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

/** What the rules need of the last build: its lists, its number of products, and the changed products' cards then. */
export interface LastBuild extends CatalogueLists {
  productCount: number;
  /** By id, the cards the last build had of the products that changed since (none for a product it did not have). */
  cardsBefore: ReadonlyMap<number, ProductCard>;
}

const refShape = (refs: Ref[]) => JSON.stringify(refs.map(({ id, slug, name }) => [id, slug, name]));

/** A category tree as the pages show it, without the counts (which only move when products come or go). */
function categoryShape(categories: Category[]): string {
  return JSON.stringify(
    flattenCategories(categories).map(({ id, slug, name, parent_id, image }) => [id, slug, name, parent_id, image]),
  );
}

/** Whether a shop of the last build is gone or has another name or path (product pages and listings show them). */
function shopsRenamedOrRemoved(previous: Vendor[], current: Vendor[]): boolean {
  const now = new Map(current.map((shop) => [shop.id, shop]));
  return previous.some((old) => {
    const shop = now.get(old.id);
    return !shop || shop.slug !== old.slug || shop.name !== old.name;
  });
}

/**
 * Why the change cannot be patched in (then the whole site is rebuilt), or null when it can: products added or
 * removed, a product moved to another category, brand or shop, the categories, brands or contact details changed
 * (every page's header and footer show them), or a shop renamed or removed. A new shop (just approved, without products yet) is
 * patched in: only its own pages and the lists of shops show it.
 */
export function structuralChange(
  previous: LastBuild,
  lists: CatalogueLists,
  changed: ProductCard[],
  totalCount: number,
): string | null {
  if (totalCount !== previous.productCount) {
    return `products added or removed (${previous.productCount} → ${totalCount})`;
  }
  for (const card of changed) {
    const old = previous.cardsBefore.get(card.id);
    if (!old) return `product ${card.id} added`;
    if (old.category.id !== card.category.id || old.seller.id !== card.seller.id || old.brand?.id !== card.brand?.id) {
      return `product ${card.id} moved to another category, shop or brand`;
    }
  }
  if (categoryShape(previous.categories) !== categoryShape(lists.categories)) return 'categories changed';
  if (JSON.stringify(previous.home_info) !== JSON.stringify(lists.home_info)) return 'contact details changed';
  if (refShape(previous.brands) !== refShape(lists.brands)) return 'brands changed';
  if (shopsRenamedOrRemoved(previous.vendors, lists.vendors)) return 'shops renamed or removed';
  return null;
}

/** The changed products and every product whose page shows one of them (related products, previous/next). */
export function affectedProducts(outlines: CardOutline[], changedIds: ReadonlySet<number>): Set<number> {
  const affected = new Set(changedIds);
  for (const { id, shows } of outlines) {
    if (shows.some((shown) => changedIds.has(shown))) affected.add(id);
  }
  return affected;
}

/**
 * The shops that are new (just approved) or whose card moved (a seller rating after a review, an address, a logo):
 * their pages and the lists of shops show them.
 */
export function changedShops(previous: Pick<CatalogueLists, 'vendors'>, lists: CatalogueLists): number[] {
  const before = new Map(previous.vendors.map((vendor) => [vendor.id, JSON.stringify(vendor)]));
  return lists.vendors.filter((vendor) => before.get(vendor.id) !== JSON.stringify(vendor)).map((vendor) => vendor.id);
}

/** The shops of `lists` that the last build did not have. */
export function newShops(previous: Pick<CatalogueLists, 'vendors'>, lists: CatalogueLists): Vendor[] {
  const before = new Set(previous.vendors.map((vendor) => vendor.id));
  return lists.vendors.filter((vendor) => !before.has(vendor.id));
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
/** The pages that list every shop: /shops and the bare shop profile address. */
const SHOP_LISTS = ['/shops', '/shop/profile'];

/**
 * The pages to render again: home and the shared listings, the pages of the affected products, the listings of
 * the changed products' categories (with their ancestors) and shops, the pages of the changed shops with the list
 * of shops, the flash sales when a sale is involved, and the partner programme's page when a partner rate moved.
 */
export function rebuildScope(
  snapshot: Pick<CatalogueLists, 'categories'>,
  changed: ProductCard[],
  affected: ReadonlySet<number>,
  flashSalesChanged: boolean,
  shopsChanged: readonly number[] = [],
  ratesChanged = false,
): BuildScope {
  const paths = new Set(SHARED_LISTINGS);
  if (ratesChanged) paths.add('/affiliate');
  if (shopsChanged.length > 0) for (const path of SHOP_LISTS) paths.add(path);
  for (const id of shopsChanged) paths.add(`${shopPath(id)}/*`);
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
