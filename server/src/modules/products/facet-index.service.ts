/**
 * Each API process keeps one facet index per database (facet-index.ts) and builds a new one when a count asks for a
 * newer catalogue version than it holds. Requests arriving while it is being built wait for that one build.
 */
import type { Database } from '../../db/database';
import type { RequestContext } from '../../plugins/request-context';
import { buildFacetIndex, countPassing, type FacetIndex, newestPassing } from './facet-index';
import { findSearchedIds, loadFacetIndexSource } from './facet-index.repository';
import type { ProductFilter } from './product-filters';
import { countProducts } from './products.repository';
import type { ResolvedSearch } from './search';

interface Held {
  index?: FacetIndex;
  building?: Promise<FacetIndex>;
}

const held = new WeakMap<Database, Held>();

/** An index of `db` at catalogue version `version` or newer. */
async function facetIndexAt(db: Database, version: number): Promise<FacetIndex> {
  let state = held.get(db);
  if (!state) {
    state = {};
    held.set(db, state);
  }
  if (state.index && state.index.version >= version) return state.index;
  const slot = state;
  const building =
    slot.building ??
    loadFacetIndexSource(db)
      .then(buildFacetIndex)
      .then((index) => {
        if (!slot.index || slot.index.version < index.version) slot.index = index;
        return index;
      })
      .finally(() => {
        slot.building = undefined;
      });
  slot.building = building;
  const index = await building;
  // A build started before `version` was read may be older: then one more.
  return index.version >= version ? index : facetIndexAt(db, version);
}

/** Searches whose matches each index keeps: a shopper refining a search asks its words again with every filter. */
const KEPT_SEARCHES = 32;

const searchedIds = new WeakMap<FacetIndex, Map<string, Promise<number[]>>>();

/**
 * The ids of the products matching `search`, found in SQL once per index (per catalogue version) and kept with it,
 * the most recently asked KEPT_SEARCHES at most.
 */
function idsMatching(db: Database, index: FacetIndex, search: ResolvedSearch): Promise<number[]> {
  let kept = searchedIds.get(index);
  if (!kept) {
    kept = new Map();
    searchedIds.set(index, kept);
  }
  const key = JSON.stringify(search.words.map((matches) => matches.map((match) => match.word).sort()));
  const ids = kept.get(key) ?? findSearchedIds(db, search);
  // Deleted and set again: the map's order is then the order last asked, oldest first.
  kept.delete(key);
  kept.set(key, ids);
  if (kept.size > KEPT_SEARCHES) kept.delete(kept.keys().next().value as string);
  // A failed search is not kept.
  ids.catch(() => kept.delete(key));
  return ids;
}

/** The index at `version` or newer and, with a search, the ids of the products matching it. */
export async function indexWithMatches(db: Database, filter: ProductFilter, version: number) {
  const index = await facetIndexAt(db, version);
  const matching = filter.search && (await idsMatching(db, index, filter.search));
  return { index, matching };
}

type Asking = Pick<RequestContext, 'db' | 'now' | 'log'>;

/**
 * The index at `version` or newer if this process holds it already; else undefined, and one is being built for the
 * requests after. For the answers SQL gives about as fast while the index loads (a second at 100,000 products).
 */
function heldIndexAt({ db, log }: Asking, version: number): FacetIndex | undefined {
  const index = held.get(db)?.index;
  if (index && index.version >= version) return index;
  facetIndexAt(db, version).catch((error: unknown) => log.error({ err: error }, 'building the facet index failed'));
  return undefined;
}

/** How many products pass every filter of `filter` (a listing's total) at catalogue version `version` or newer. */
export async function countFiltered(ctx: Asking, filter: ProductFilter, version: number): Promise<number> {
  const index = heldIndexAt(ctx, version);
  if (!index) return countProducts(ctx.db, filter, ctx.now);
  const matching = filter.search && (await idsMatching(ctx.db, index, filter.search));
  return countPassing(index, filter, matching, ctx.now);
}

/**
 * A page of the ids of the products passing every filter of `filter`, newest first, at catalogue version `version`
 * or newer; undefined while this process has no index of that version.
 */
export async function newestFiltered(
  ctx: Asking,
  filter: ProductFilter,
  version: number,
  page: { offset: number; limit: number },
): Promise<number[] | undefined> {
  const index = heldIndexAt(ctx, version);
  if (!index) return undefined;
  const matching = filter.search && (await idsMatching(ctx.db, index, filter.search));
  return newestPassing(index, filter, matching, ctx.now, page);
}
