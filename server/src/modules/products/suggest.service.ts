import { asc, desc } from 'drizzle-orm';
import type { Ref, SearchSuggestions } from '#contract';
import type { Database } from '../../db/database';
import { brands, categories } from '../../db/schema';
import { byLocale } from '../../lib/by-locale';
import type { RequestContext } from '../../plugins/request-context';
import { searchAt } from './facet-index.service';
import { answerKey, withKeptAnswer } from './kept-answers';
import { listingIds, productCards } from './products.service';
import { nameMatches, nameRank } from './search';

const PRODUCT_LIMIT = 8;
const REF_LIMIT = 5;

/** Categories or brands whose names match `query`, best first. */
function findMatchingRefs(
  db: Database,
  table: typeof categories | typeof brands,
  ctx: RequestContext,
  query: string,
): Promise<Ref[]> {
  return db
    .select({ id: table.id, slug: table.slug, name: byLocale(ctx.locale, table.nameEn, table.nameBn) })
    .from(table)
    .where(nameMatches(table.searchText, query))
    .orderBy(desc(nameRank(table.searchText, query)), asc(table.id))
    .limit(REF_LIMIT);
}

/** Suggestions found at catalogue version `version` or newer. */
async function findSuggestions(ctx: RequestContext, query: string, version: number): Promise<SearchSuggestions> {
  const search = await searchAt(ctx.db, version, query);
  const page = { limit: PRODUCT_LIMIT, offset: 0, now: ctx.now };
  const [ids, categoryRefs, brandRefs] = await Promise.all([
    listingIds(ctx, { search }, { relevanceTo: search }, page, version),
    findMatchingRefs(ctx.db, categories, ctx, query),
    findMatchingRefs(ctx.db, brands, ctx, query),
  ]);
  const cards = await productCards(ctx, ids);
  return {
    products: cards.map(({ id, slug, name, image, sale_price }) => ({ id, slug, name, image, sale_price })),
    categories: categoryRefs,
    brands: brandRefs,
  };
}

/**
 * GET /products/suggest: what the header search shows while typing `query` (already normalised), as kept
 * (kept-answers.ts) or found.
 */
export function searchSuggestions(ctx: RequestContext, query: string): Promise<SearchSuggestions> {
  return withKeptAnswer(ctx, answerKey('suggest', ctx.locale, { q: query }), (version) =>
    findSuggestions(ctx, query, version),
  );
}
