import type { Locale, SearchSuggestions } from '#contract';
import { normalizeSearchText } from '#contract/search';
import { formatPrice } from '@/lib/money';
import { categoryPath, localePath, productPath } from '@/lib/paths';

/** Typing pause before suggestions are asked for. */
export const SUGGEST_DELAY_MS = 250;
/** Fewer characters (after normalising) match too much to be worth a request. */
const MIN_QUERY_LENGTH = 2;

/** The query to ask suggestions for, or undefined when the text is too short. Counts characters, not UTF-16 units. */
export function suggestionQuery(text: string): string | undefined {
  const query = normalizeSearchText(text);
  return [...query].length >= MIN_QUERY_LENGTH ? query : undefined;
}

/** Calls `run` once typing has paused for `delay` ms; `cancel` drops a pending call. */
export function debounce<A extends unknown[]>(run: (...args: A) => void, delay: number) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const cancel = () => clearTimeout(timer);
  const call = (...args: A) => {
    cancel();
    timer = setTimeout(() => run(...args), delay);
  };
  return Object.assign(call, { cancel });
}

/**
 * Wraps a request so that starting a new one aborts the one still in flight: only the latest query's answer
 * arrives (stale ones reject with an AbortError, which callers ignore).
 */
export function latestOnly<Q, R>(request: (query: Q, signal: AbortSignal) => Promise<R>) {
  let controller: AbortController | undefined;
  const abort = () => controller?.abort();
  const call = (query: Q) => {
    abort();
    controller = new AbortController();
    return request(query, controller.signal);
  };
  return Object.assign(call, { abort });
}

export type SuggestionKind = 'product' | 'category' | 'brand' | 'all';

export interface SuggestionOption {
  kind: SuggestionKind;
  label: string;
  href: string;
  image?: string;
  price?: string;
}

/** Listing address of a brand: the results page filtered to it. */
const brandListing = (slug: string) => `/shop/all-products?brand=${encodeURIComponent(slug)}`;

/** The options of the suggestion list in display order: products, categories, brands, then "see all results". */
export function suggestionOptions(
  suggestions: SearchSuggestions,
  query: string,
  locale: Locale,
  seeAllLabel: string,
): SuggestionOption[] {
  return [
    ...suggestions.products.map((product) => ({
      kind: 'product' as const,
      label: product.name,
      href: localePath(locale, productPath(product.id)),
      image: product.image,
      price: formatPrice(product.sale_price, locale),
    })),
    ...suggestions.categories.map((category) => ({
      kind: 'category' as const,
      label: category.name,
      href: localePath(locale, categoryPath(category.slug)),
    })),
    ...suggestions.brands.map((brand) => ({
      kind: 'brand' as const,
      label: brand.name,
      href: localePath(locale, brandListing(brand.slug)),
    })),
    {
      kind: 'all' as const,
      label: seeAllLabel,
      href: localePath(locale, `/shop/all-products?q=${encodeURIComponent(query)}`),
    },
  ];
}

export interface ComboboxState {
  open: boolean;
  /** Index of the highlighted option, -1 for none. */
  active: number;
  count: number;
}

export type KeyAction =
  | { type: 'move'; index: number }
  | { type: 'choose'; index: number }
  | { type: 'close' }
  | { type: 'clear' }
  | { type: 'none' };

/**
 * The combobox keyboard model (WAI-ARIA listbox popup): arrows move through the options and wrap (opening the
 * list when it is closed), Enter chooses the highlighted option (without one the form submits as usual),
 * Escape closes the list, or clears the text when it is already closed.
 */
export function keyAction(key: string, { open, active, count }: ComboboxState): KeyAction {
  if (key === 'ArrowDown' || key === 'ArrowUp') {
    if (count === 0) return { type: 'none' };
    const down = key === 'ArrowDown';
    if (!open || active === -1) return { type: 'move', index: down ? 0 : count - 1 };
    return { type: 'move', index: (active + (down ? 1 : count - 1)) % count };
  }
  if (key === 'Enter') return open && active >= 0 ? { type: 'choose', index: active } : { type: 'none' };
  if (key === 'Escape') return open ? { type: 'close' } : { type: 'clear' };
  return { type: 'none' };
}
