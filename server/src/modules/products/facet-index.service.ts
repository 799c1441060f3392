/**
 * Each API process keeps one facet index per database (facet-index.ts) and builds a new one when a count asks for a
 * newer catalogue version than it holds, from the source it holds patched with the products written since
 * (facet-index-patch.ts), with the matches of the searches it kept patched too. Requests arriving while it is being
 * built wait for that one build.
 */
import type { Database } from '../../db/database';
import { setMostRecent } from '../../lib/most-recent';
import type { RequestContext } from '../../plugins/request-context';
import { countPassing, newestPassing } from './facet-count';
import { buildFacetIndex, type CatalogueNames, type FacetIndex, type IndexSource } from './facet-index';
import { findSearchedIds, loadFacetIndexChanges, loadFacetIndexSource } from './facet-index.repository';
import { type ChangedProduct, patchMatches, patchSource } from './facet-index-patch';
import type { ProductFilter } from './product-filters';
import { type ResolvedSearch, resolveSearch } from './search';

interface Held {
  /** The index and the source it was built from. */
  built?: { index: FacetIndex; source: IndexSource };
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
  if (state.built && state.built.index.version >= version) return state.built.index;
  const slot = state;
  const building =
    slot.building ??
    currentSource(db, slot.built?.source)
      .then(({ source, changed }) => {
        const index = buildFacetIndex(source);
        if (changed && slot.built) carrySearches(slot.built.index, index, changed);
        if (!slot.built || slot.built.index.version < index.version) slot.built = { index, source };
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

/**
 * The catalogue as it is now: `previous` patched with the products written since it was read (`changed`), or read
 * whole.
 */
async function currentSource(
  db: Database,
  previous: IndexSource | undefined,
): Promise<{ source: IndexSource; changed?: ChangedProduct[] }> {
  if (previous) {
    const since = { snapshot: previous.snapshot, colours: previous.swatches.keys() };
    const changes = await loadFacetIndexChanges(db, since);
    const patched = patchSource(previous, changes);
    if (patched) return { source: patched, changed: changes.changed };
  }
  return { source: await loadFacetIndexSource(db) };
}

/** Searches whose matches each index keeps: a shopper refining a search asks its words again with every filter. */
const KEPT_SEARCHES = 32;

interface KeptSearch {
  search: ResolvedSearch;
  ids: Promise<number[]>;
}

const searchedIds = new WeakMap<FacetIndex, Map<string, KeptSearch>>();

/** Keeps `ids` as the matches of `search` under `key` in `kept`, unless finding them fails. */
function keep(kept: Map<string, KeptSearch>, key: string, search: ResolvedSearch, ids: Promise<number[]>) {
  setMostRecent(kept, key, { search, ids }, KEPT_SEARCHES);
  // Whoever asked gets the failure; the search is not kept.
  ids.catch(() => kept.delete(key));
}

/**
 * The ids of the products matching `search`, found in SQL once and kept with the index, the most recently asked
 * KEPT_SEARCHES at most; a patched index gets them patched (carrySearches).
 */
function idsMatching(db: Database, index: FacetIndex, search: ResolvedSearch): Promise<number[]> {
  let kept = searchedIds.get(index);
  if (!kept) {
    kept = new Map();
    searchedIds.set(index, kept);
  }
  const key = JSON.stringify(search.words.map((matches) => matches.map((match) => match.word).sort()));
  const ids = kept.get(key)?.ids ?? findSearchedIds(db, search);
  keep(kept, key, search, ids);
  return ids;
}

/** The searches `from` kept, kept by `to` too, as they match once `changed` were written. */
function carrySearches(from: FacetIndex, to: FacetIndex, changed: readonly ChangedProduct[]) {
  const carried = new Map<string, KeptSearch>();
  for (const [key, { search, ids }] of searchedIds.get(from) ?? []) {
    keep(
      carried,
      key,
      search,
      ids.then((found) => patchMatches(found, search, changed)),
    );
  }
  searchedIds.set(to, carried);
}

/** Searches whose resolved words each index keeps, the most recently asked first. */
const KEPT_WORDS = 256;
const resolvedWords = new WeakMap<FacetIndex, Map<string, Promise<ResolvedSearch>>>();

/**
 * `query`'s words resolved against the vocabulary (search.ts) as it is at catalogue version `version` or newer: once
 * per index, the most recently asked KEPT_WORDS at most, as a shopper refining a search asks its words again with
 * every filter and page. Resolved after the index was built, they are never older than it.
 */
export async function searchAt(db: Database, version: number, query: string): Promise<ResolvedSearch> {
  const index = await facetIndexAt(db, version);
  let kept = resolvedWords.get(index);
  if (!kept) {
    kept = new Map();
    resolvedWords.set(index, kept);
  }
  const search = kept.get(query) ?? resolveSearch(db, query);
  setMostRecent(kept, query, search, KEPT_WORDS);
  // Whoever asked gets the failure; the words are not kept.
  search.catch(() => kept.delete(query));
  return search;
}

/** Categories, brands and visible shops as the index at catalogue version `version` or newer holds them. */
export async function catalogueNamesAt(db: Database, version: number): Promise<CatalogueNames> {
  return (await facetIndexAt(db, version)).names;
}

/** The index at `version` or newer and, with a search, the ids of the products matching it. */
export async function indexWithMatches(db: Database, filter: ProductFilter, version: number) {
  const index = await facetIndexAt(db, version);
  const matching = filter.search && (await idsMatching(db, index, filter.search));
  return { index, matching };
}

type Asking = Pick<RequestContext, 'db' | 'now'>;

/** How many products pass every filter of `filter` (a listing's total) at catalogue version `version` or newer. */
export async function countFiltered(ctx: Asking, filter: ProductFilter, version: number): Promise<number> {
  const { index, matching } = await indexWithMatches(ctx.db, filter, version);
  return countPassing(index, filter, matching, ctx.now);
}

/**
 * A page of the ids of the products passing every filter of `filter`, newest first, at catalogue version `version`
 * or newer.
 */
export async function newestFiltered(
  ctx: Asking,
  filter: ProductFilter,
  version: number,
  page: { offset: number; limit: number },
): Promise<number[]> {
  const { index, matching } = await indexWithMatches(ctx.db, filter, version);
  return newestPassing(index, filter, matching, ctx.now, page);
}
