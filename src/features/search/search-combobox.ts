import type { Locale, SearchSuggestions } from '#contract';
import { fill, pluralForm } from '@/i18n/fill';
import { publicGet } from '@/lib/api/public-api';
import { fallbackWidth, isProxiable, proxyUrl } from '@/lib/image';
import {
  debounce,
  keyAction,
  latestOnly,
  SUGGEST_DELAY_MS,
  type SuggestionKind,
  type SuggestionOption,
  suggestionOptions,
  suggestionQuery,
} from './search';
import type { SearchTexts } from './search-strings';

const GROUPS: [SuggestionKind, 'products' | 'categories' | 'brands'][] = [
  ['product', 'products'],
  ['category', 'categories'],
  ['brand', 'brands'],
];

function element<K extends keyof HTMLElementTagNameMap>(tag: K, className: string, text?: string) {
  const node = document.createElement(tag);
  node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

function optionElement(option: SuggestionOption, id: string, index: number): HTMLElement {
  // "See all results" stays at the bottom of the list when the suggestions overflow it.
  const pinned =
    option.kind === 'all'
      ? ' sticky bottom-0 bg-white shadow-[0_-1px_0_var(--color-gray-200)] aria-selected:bg-brand-50'
      : '';
  const node = element('div', `flex cursor-pointer items-center gap-2 px-3 py-2 text-sm hover:bg-gray-100${pinned}`);
  node.setAttribute('role', 'option');
  node.setAttribute('aria-selected', 'false');
  node.id = id;
  node.dataset.index = String(index);
  if (option.image) {
    const image = element('img', 'size-10 shrink-0 rounded bg-gray-100 object-cover');
    const src = isProxiable(option.image) ? proxyUrl(option.image, 'thumbnail', fallbackWidth(80)) : option.image;
    Object.assign(image, { src, alt: '', width: 40, height: 40 });
    node.append(image);
  }
  node.append(element('span', option.kind === 'all' ? 'font-semibold text-brand-800' : 'line-clamp-1', option.label));
  if (option.price) node.append(element('span', 'ml-auto whitespace-nowrap font-semibold', option.price));
  return node;
}

/** Turns the header search form into a combobox with a suggestion list (WAI-ARIA listbox popup pattern). */
export function mountSearchCombobox(form: HTMLFormElement): void {
  const input = form.querySelector<HTMLInputElement>('[role="combobox"]');
  const listbox = document.getElementById(input?.getAttribute('aria-controls') ?? '');
  const status = form.querySelector('[data-search-status]');
  if (!input || !listbox || !status) return;
  const texts: SearchTexts = JSON.parse(form.dataset.searchTexts ?? '{}');
  const locale = document.documentElement.lang as Locale;
  let options: SuggestionOption[] = [];
  let active = -1;

  const isOpen = () => !listbox.hidden;
  const highlight = (index: number) => {
    active = index;
    for (const node of listbox.querySelectorAll<HTMLElement>('[role="option"]')) {
      const selected = Number(node.dataset.index) === index;
      node.setAttribute('aria-selected', String(selected));
      node.classList.toggle('bg-brand-50', selected);
      if (selected) node.scrollIntoView({ block: 'nearest' });
    }
    if (index >= 0) input.setAttribute('aria-activedescendant', `${listbox.id}-${index}`);
    else input.removeAttribute('aria-activedescendant');
  };
  const setOpen = (open: boolean) => {
    listbox.hidden = !open;
    input.setAttribute('aria-expanded', String(open));
    if (!open) highlight(-1);
  };

  const render = (suggestions: SearchSuggestions, query: string) => {
    options = suggestionOptions(suggestions, query, locale, fill(texts.search.seeAll, { q: input.value.trim() }));
    const nodes = options.map((option, index) => optionElement(option, `${listbox.id}-${index}`, index));
    const groups = GROUPS.flatMap(([kind, heading]) => {
      const members = nodes.filter((_, index) => options[index]?.kind === kind);
      if (members.length === 0) return [];
      const group = element('div', 'border-b border-gray-100 py-1');
      const label = element('div', 'px-3 pt-1 text-xs font-semibold text-gray-600 uppercase', texts.search[heading]);
      label.id = `${listbox.id}-${kind}`;
      group.setAttribute('role', 'group');
      group.setAttribute('aria-labelledby', label.id);
      group.append(label, ...members);
      return [group];
    });
    const found = options.length - 1;
    const message = texts.search[found === 0 ? 'noResults' : (`count_${pluralForm(found, locale)}` as const)];
    const summary = fill(message, { q: input.value.trim(), n: String(found) });
    listbox.replaceChildren(...groups, nodes[found] as HTMLElement);
    status.textContent = summary;
    highlight(-1);
    setOpen(true);
  };

  const request = latestOnly((query: string, signal: AbortSignal) =>
    publicGet<SearchSuggestions>('/products/suggest', { q: query }, signal),
  );
  const clear = () => {
    request.abort();
    options = [];
    setOpen(false);
  };
  const suggest = debounce(async () => {
    const query = suggestionQuery(input.value);
    if (!query) return clear();
    try {
      const suggestions = await request(query);
      if (suggestionQuery(input.value) === query && document.activeElement === input) render(suggestions, query);
    } catch (error) {
      if ((error as Error).name === 'AbortError') return;
      clear();
      status.textContent = texts.search.unavailable;
    }
  }, SUGGEST_DELAY_MS);

  const choose = (index: number) => {
    const option = options[index];
    if (option?.kind === 'all') form.requestSubmit();
    else if (option) window.location.assign(option.href);
  };

  input.addEventListener('input', () => suggest());
  input.addEventListener('focus', () => suggest());
  input.addEventListener('blur', () => setOpen(false));
  input.addEventListener('keydown', (event) => {
    const action = keyAction(event.key, { open: isOpen(), active, count: options.length });
    if (action.type === 'none') return;
    event.preventDefault();
    if (action.type === 'move') {
      setOpen(true);
      highlight(action.index);
    } else if (action.type === 'choose') choose(action.index);
    else if (action.type === 'close') setOpen(false);
    else {
      input.value = '';
      suggest.cancel();
      clear();
    }
  });
  // Keep the focus in the input while an option is clicked.
  listbox.addEventListener('mousedown', (event) => event.preventDefault());
  listbox.addEventListener('click', (event) => {
    const node = (event.target as Element).closest<HTMLElement>('[role="option"]');
    if (node) choose(Number(node.dataset.index));
  });
  suggest();
}
