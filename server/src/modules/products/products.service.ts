import type { Page, ProductCard } from '#contract';
import { pageOf } from '../../lib/page-of';
import type { RatingTotals } from '../../lib/rating';
import type { RequestContext } from '../../plugins/request-context';
import { countFiltered, newestFiltered } from './facet-index.service';
import { answerKey, withKeptAnswerAndStock } from './kept-answers';
import { toProductCard } from './product-card';
import type { ProductFilter } from './product-filters';
import { findCardRows, findProductIds, type ListingOrder, updateProductRatings } from './products.repository';
import type { ProductListQuery } from './products.schemas';
import { resolveFilter } from './resolve-filter';
import { closestMatches, matchesNothing } from './search';
import { cardWithStock, stockTotals } from './stock-now';

// "Price now" has one owner, this module: flash sales list their running items by the same rule.
export { saleRunningAt } from './pricing';

/** Cards for `ids`, in that order; unpublished or unknown ids are left out. */
export async function productCards(ctx: RequestContext, ids: number[]): Promise<ProductCard[]> {
  if (ids.length === 0) return [];
  const rows = await findCardRows(ctx.db, ids, ctx.locale, ctx.now);
  const cards = new Map(rows.map((row) => [row.id, toProductCard(row, ctx.uploadUrl)]));
  return ids.flatMap((id) => cards.get(id) ?? []);
}

/**
 * A page of the ids of the products passing `filter` in `order`, at catalogue version `version` or newer. Products
 * having every query word's closest match share the best score, so newest first they lead a search's ranking: when
 * they fill the page it comes from the facet index, without ranking every match in SQL. A search with a word
 * matching nothing in the vocabulary asks SQL for no page.
 */
export async function listingIds(
  ctx: RequestContext,
  filter: ProductFilter,
  order: ListingOrder,
  page: { limit: number; offset: number; now: Date },
  version: number,
): Promise<number[]> {
  if (filter.search !== undefined && matchesNothing(filter.search)) return [];
  if ('relevanceTo' in order) {
    const best = { ...filter, search: closestMatches(order.relevanceTo) };
    const leading = await newestFiltered(ctx, best, version, page);
    if (leading.length === page.limit) return leading;
  }
  return findProductIds(ctx.db, filter, order, page);
}

/**
 * A listing page found at catalogue version `version` or newer: its ids as listingIds finds them, its total over the
 * facet index.
 */
async function findListingPage(
  ctx: RequestContext,
  query: ProductListQuery,
  version: number,
): Promise<Page<ProductCard>> {
  const filter = await resolveFilter(ctx, query, version);
  const order: ListingOrder =
    query.sort === undefined && filter.search !== undefined
      ? { relevanceTo: filter.search }
      : { sort: query.sort ?? 'newest' };
  const page = { limit: query.per_page, offset: (query.page - 1) * query.per_page, now: ctx.now };
  const ids = await listingIds(ctx, filter, order, page, version);
  // A page that is not full (and not past the end) ends the listing: its total needs no count.
  const lastPage = ids.length < page.limit && (ids.length > 0 || page.offset === 0);
  const total = lastPage ? page.offset + ids.length : await countFiltered(ctx, filter, version);
  return pageOf(await productCards(ctx, ids), total, query.page, query.per_page);
}

/** GET /products: the page as kept (kept-answers.ts) or found, with every card's stock as it is now. */
export async function listProducts(ctx: RequestContext, query: ProductListQuery): Promise<Page<ProductCard>> {
  return withKeptAnswerAndStock(
    ctx,
    answerKey('listing', ctx.locale, query),
    (version) => findListingPage(ctx, query, version),
    (found) => found.data.map((card) => card.id),
    (page, stocks) => {
      const totals = stockTotals(stocks);
      return { ...page, data: page.data.map((card) => cardWithStock(card, totals)) };
    },
  );
}

/** Sets products' ratings from their reviews (the reviews module computes them) and republishes their pages. */
export function setProductRatings(ctx: Pick<RequestContext, 'db' | 'now'>, totals: readonly RatingTotals[]) {
  return updateProductRatings(ctx.db, totals, ctx.now);
}
