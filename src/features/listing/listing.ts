import type { ProductListQuery } from '#contract';

/** Listing sorts, in the order the sort menu shows them. */
export const SORTS = ['newest', 'price_asc', 'price_desc', 'popularity', 'rating'] as const;
type Sort = (typeof SORTS)[number];

/** Cards per page, prerendered and fetched alike. */
export const PER_PAGE = 24;

/** Filters that take several values (OR-ed), comma-separated in the URL as in the API. */
const LIST_FILTERS = ['brand', 'vendor', 'color', 'size'] as const;
export type ListFilter = (typeof LIST_FILTERS)[number];

/** What a listing shows, as read from (and written to) its URL. */
export interface ListingState {
  q?: string;
  category?: string;
  brand: string[];
  vendor: string[];
  color: string[];
  size: string[];
  price_min?: number;
  price_max?: number;
  in_stock: boolean;
  on_sale: boolean;
  rating?: number;
  sort: Sort;
  page: number;
}

/** A filter the page itself fixes (a category page, a shop's profile): not in the URL, not a chip. */
export interface BaseFilter {
  category?: string;
  vendor?: string;
}

const VALUE = /^[\p{L}\p{N}][\p{L}\p{N}._-]{0,59}$/u;
const MAX_QUERY = 100;
const MAX_PAGE = 10_000;

const byNumberThenText = (a: string, b: string) => a.localeCompare(b, 'en', { numeric: true });

function integer(raw: string | null, min: number, max: number): number | undefined {
  if (raw === null || !/^\d{1,9}$/.test(raw.trim())) return undefined;
  const value = Number(raw.trim());
  return value >= min && value <= max ? value : undefined;
}

function listValues(params: URLSearchParams, key: ListFilter): string[] {
  const values = params
    .getAll(key)
    .flatMap((raw) => raw.split(','))
    .map((value) => value.trim())
    .filter((value) => (key === 'vendor' ? integer(value, 1, 2_147_483_647) !== undefined : VALUE.test(value)));
  return [...new Set(values)].sort(byNumberThenText);
}

/**
 * Inline, right after the listing's "Results for …" line: shows it (one line high, still empty) before the first paint
 * when the address holds a search, as `parseListing` reads one; the listing's module fills it. Shown by the module
 * alone, the line pushed the products down as a slow phone ran it.
 */
export const SEARCH_LINE_SCRIPT =
  "(function(){if(/\\S/.test(new URLSearchParams(location.search).get('q')||''))document.currentScript.previousElementSibling.hidden=false})()";

const flag = (raw: string | null) => raw === 'true' || raw === '1' || raw === 'on';

/**
 * Reads a listing URL's query. Unknown keys and invalid values are dropped rather than failing (a shared or
 * hand-edited URL still shows a listing); filters the page fixes itself are ignored.
 */
export function parseListing(params: URLSearchParams, base: BaseFilter = {}): ListingState {
  const q = params.get('q')?.replace(/\s+/g, ' ').trim().slice(0, MAX_QUERY) || undefined;
  const category = params.get('category')?.trim() ?? '';
  const sort = params.get('sort') as Sort;
  let priceMin = integer(params.get('price_min'), 0, 100_000_000);
  let priceMax = integer(params.get('price_max'), 0, 100_000_000);
  if (priceMin !== undefined && priceMax !== undefined && priceMin > priceMax)
    [priceMin, priceMax] = [priceMax, priceMin];
  return {
    q,
    category: base.category === undefined && VALUE.test(category) ? category : undefined,
    brand: listValues(params, 'brand'),
    vendor: base.vendor === undefined ? listValues(params, 'vendor') : [],
    color: listValues(params, 'color'),
    size: listValues(params, 'size'),
    price_min: priceMin,
    price_max: priceMax,
    in_stock: flag(params.get('in_stock')),
    on_sale: flag(params.get('on_sale')),
    rating: integer(params.get('rating'), 1, 5),
    sort: SORTS.includes(sort) ? sort : 'newest',
    page: integer(params.get('page'), 1, MAX_PAGE) ?? 1,
  };
}

/** The state's query pairs in canonical order, defaults left out: one URL per listing, easy to share. */
function pairs(state: ListingState): [string, string][] {
  const list: [string, string | undefined][] = [
    ['q', state.q],
    ['category', state.category],
    ...LIST_FILTERS.map((key): [string, string] => [key, state[key].join(',')]),
    ['price_min', state.price_min?.toString()],
    ['price_max', state.price_max?.toString()],
    ['in_stock', state.in_stock ? 'true' : undefined],
    ['on_sale', state.on_sale ? 'true' : undefined],
    ['rating', state.rating?.toString()],
    ['sort', state.sort === 'newest' ? undefined : state.sort],
    ['page', state.page > 1 ? String(state.page) : undefined],
  ];
  return list.filter((pair): pair is [string, string] => Boolean(pair[1]));
}

/** '?brand=aarong,yellow&sort=price_asc', or '' for the plain listing. Commas stay readable. */
export function listingSearch(state: ListingState): string {
  const encoded = pairs(state).map(([key, value]) => `${key}=${value.split(',').map(encodeURIComponent).join(',')}`);
  return encoded.length > 0 ? `?${encoded.join('&')}` : '';
}

/** True when the prerendered first page already shows this state. */
export function isPlainListing(state: ListingState): boolean {
  return pairs(state).length === 0;
}

type ApiQuery = Record<string, string | number | boolean>;

/** The GET /products query for one page of this listing (the page's own filter wins). */
export function productsQuery(state: ListingState, base: BaseFilter, page: number): ApiQuery {
  const query: ApiQuery = Object.fromEntries(pairs({ ...state, page: 1 }));
  return { ...query, ...base, page, per_page: PER_PAGE } satisfies { [K in keyof ProductListQuery]?: unknown };
}

/** The GET /products/facets query: the same filters, without paging or sort. */
export function facetsQuery(state: ListingState, base: BaseFilter): ApiQuery {
  const { sort: _sort, page: _page, per_page: _perPage, ...filters } = productsQuery(state, base, 1);
  return filters;
}

/** Adds or removes one value of a multi-value filter; any change starts again at page 1. */
export function toggleValue(state: ListingState, key: ListFilter, value: string): ListingState {
  const values = state[key].includes(value) ? state[key].filter((v) => v !== value) : [...state[key], value];
  return { ...state, [key]: values.sort(byNumberThenText), page: 1 };
}

/** One removable chip per active filter value; `price` stands for the whole range. */
export interface FilterChip {
  key: ListFilter | 'category' | 'price' | 'in_stock' | 'on_sale' | 'rating';
  value: string;
}

export function filterChips(state: ListingState): FilterChip[] {
  const chips: FilterChip[] = [];
  if (state.category) chips.push({ key: 'category', value: state.category });
  for (const key of LIST_FILTERS) for (const value of state[key]) chips.push({ key, value });
  if (state.price_min !== undefined || state.price_max !== undefined) chips.push({ key: 'price', value: '' });
  if (state.in_stock) chips.push({ key: 'in_stock', value: 'true' });
  if (state.on_sale) chips.push({ key: 'on_sale', value: 'true' });
  if (state.rating) chips.push({ key: 'rating', value: String(state.rating) });
  return chips;
}

export function removeChip(state: ListingState, chip: FilterChip): ListingState {
  const next = { ...state, page: 1 };
  if ((LIST_FILTERS as readonly string[]).includes(chip.key))
    return toggleValue(state, chip.key as ListFilter, chip.value);
  if (chip.key === 'price') return { ...next, price_min: undefined, price_max: undefined };
  if (chip.key === 'in_stock' || chip.key === 'on_sale') return { ...next, [chip.key]: false };
  return { ...next, [chip.key]: undefined };
}

/** Drops every filter, keeping the search words and the sort. */
export function clearFilters(state: ListingState): ListingState {
  return { ...parseListing(new URLSearchParams()), q: state.q, sort: state.sort };
}

/** Drops the filters a 422 answer named (values the API does not know), so the listing still shows. */
export function withoutInvalid(state: ListingState, fields: string[]): ListingState {
  const next = { ...state };
  for (const field of fields) {
    if ((LIST_FILTERS as readonly string[]).includes(field)) next[field as ListFilter] = [];
    else if (field === 'in_stock' || field === 'on_sale') next[field] = false;
    else if (field in next && field !== 'sort' && field !== 'page')
      (next as Record<string, unknown>)[field] = undefined;
  }
  return next;
}
