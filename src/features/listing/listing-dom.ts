import type { Locale, ProductFacets } from '#contract';
import { fill } from '@/i18n/fill';
import { formatNumber, formatPrice } from '@/lib/money';
import { type FilterChip, filterChips, type ListingState } from './listing';
import type { ListingStrings } from './listing-strings';

/** Puts the state into the form's controls (after a back/forward step, or a URL the page was opened with). */
export function syncForm(form: HTMLFormElement, state: ListingState): void {
  for (const element of form.elements) {
    if (!(element instanceof HTMLInputElement || element instanceof HTMLSelectElement)) continue;
    const value = state[element.name as keyof ListingState];
    if (element.type === 'checkbox') {
      (element as HTMLInputElement).checked = Array.isArray(value) ? value.includes(element.value) : value === true;
    } else if (element.type === 'radio') {
      (element as HTMLInputElement).checked = String(value ?? '') === element.value;
    } else if (element.name) {
      element.value = value === undefined ? '' : String(value);
    }
  }
}

function optionInput(form: HTMLFormElement, name: string, value: string): HTMLInputElement | undefined {
  return [...form.querySelectorAll<HTMLInputElement>(`input[name="${name}"]`)].find((input) => input.value === value);
}

function chipLabel(
  form: HTMLFormElement,
  chip: FilterChip,
  state: ListingState,
  strings: ListingStrings,
  locale: Locale,
) {
  if (chip.key !== 'price') {
    return (
      optionInput(form, chip.key, chip.value)?.closest('label')?.querySelector('[data-label]')?.textContent ??
      chip.value
    );
  }
  const min = state.price_min === undefined ? '' : formatPrice(state.price_min, locale);
  const max = state.price_max === undefined ? '' : formatPrice(state.price_max, locale);
  const { listing } = strings;
  return fill(min && max ? listing.priceBetween : min ? listing.priceFrom : listing.priceUpTo, { min, max });
}

function button(text: string, className: string, data: Record<string, string>): HTMLButtonElement {
  const element = document.createElement('button');
  element.type = 'button';
  element.className = className;
  element.textContent = text;
  Object.assign(element.dataset, data);
  return element;
}

/** One removable chip per active filter, and "Clear all"; the list is hidden when nothing is filtered. */
export function renderChips(
  list: HTMLElement,
  form: HTMLFormElement,
  state: ListingState,
  strings: ListingStrings,
  locale: Locale,
): void {
  const chips = filterChips(state);
  const items = chips.map((chip) => {
    const label = chipLabel(form, chip, state, strings, locale);
    const chipButton = button(`${label} ×`, 'rounded-full bg-brand-50 px-3 py-1 text-brand-800 hover:bg-brand-100', {
      chipKey: chip.key,
      chipValue: chip.value,
    });
    chipButton.setAttribute('aria-label', fill(strings.listing.removeFilter, { label }));
    return chipButton;
  });
  if (chips.length > 0) items.push(button(strings.listing.clearAll, 'px-2 py-1 underline', { chipClear: '' }));
  list.replaceChildren(
    ...items.map((item) => {
      const entry = document.createElement('li');
      entry.append(item);
      return entry;
    }),
  );
  list.hidden = chips.length === 0;
}

const FACET_LISTS = {
  category: 'categories',
  brand: 'brands',
  vendor: 'vendors',
  color: 'colors',
  size: 'sizes',
  rating: 'ratings',
} as const;

/** Shows each option's count for the current filters; options with none are disabled unless chosen. */
export function showFacetCounts(form: HTMLFormElement, facets: ProductFacets, locale: Locale): void {
  for (const input of form.querySelectorAll<HTMLInputElement>('input[data-facet]')) {
    const name = input.name as keyof typeof FACET_LISTS | 'in_stock' | 'on_sale';
    const count =
      name === 'in_stock' || name === 'on_sale'
        ? facets[name]
        : (facets[FACET_LISTS[name]].find((value) => value.value === input.value)?.count ?? 0);
    const output = input.closest('label')?.querySelector('[data-count]');
    if (output) output.textContent = formatNumber(count, locale);
    input.disabled = count === 0 && !input.checked;
  }
  for (const bound of ['min', 'max'] as const) {
    const input = form.elements.namedItem(`price_${bound}`);
    if (input instanceof HTMLInputElement) input.placeholder = facets.price ? String(facets.price[bound]) : '';
  }
}
