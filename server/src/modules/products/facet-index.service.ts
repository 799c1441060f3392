/**
 * Each API process keeps one facet index per database (facet-index.ts) and builds a new one when a count asks for a
 * newer catalogue version than it holds. Requests arriving while it is being built wait for that one build.
 */
import type { Database } from '../../db/database';
import { buildFacetIndex, countPassing, type FacetIndex, newestPassing } from './facet-index';
import { findSearchedIds, loadFacetIndexSource } from './facet-index.repository';
import type { ProductFilter } from './product-filters';
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

/** How many products pass every filter of `filter` (a listing's total), counted over the index at `version` or newer. */
export async function countFiltered(db: Database, filter: ProductFilter, version: number, now: Date): Promise<number> {
  const { index, matching } = await indexWithMatches(db, filter, version);
  return countPassing(index, filter, matching, now);
}

/** A page of the ids of the products passing every filter of `filter`, newest first, over the index at `version` or newer. */
export async function newestFiltered(
  db: Database,
  filter: ProductFilter,
  version: number,
  page: { offset: number; limit: number; now: Date },
): Promise<number[]> {
  const { index, matching } = await indexWithMatches(db, filter, version);
  return newestPassing(index, filter, matching, page.now, page);
}
