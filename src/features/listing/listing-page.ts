import type { Page, ProductCard, ProductFacets } from '#contract';
import { productCardHtml } from '@/features/product/product-card';
import { fill, pluralForm } from '@/i18n/fill';
import { ApiError, publicGet } from '@/lib/api/public-api';
import { formatNumber } from '@/lib/money';
import {
  initialLoader,
  LOADER,
  type LoaderState,
  loaderMessage,
  loadFailed,
  loadSucceeded,
  nearSentinel,
  retryLoad,
  startLoad,
  throttle,
} from './infinite-loader';
import {
  clearFilters,
  type FilterChip,
  facetsQuery,
  isPlainListing,
  type ListingState,
  listingSearch,
  parseListing,
  productsQuery,
  removeChip,
  withoutInvalid,
} from './listing';
import type { ListingConfig } from './listing-config';
import { renderChips, showFacetCounts, syncForm } from './listing-dom';

type HistoryStep = 'push' | 'replace' | 'none';

/**
 * The listing island: filter state in the URL (pushState, popstate), page 1 and facets from the API once the
 * shopper filters, later pages appended as the sentinel nears the viewport, the spec's loader messages and Retry.
 */
export function mountListing(root: HTMLElement): void {
  const config: ListingConfig = JSON.parse(root.querySelector('script[data-listing-config]')?.textContent ?? '');
  const { locale, base, strings } = config;
  const find = <T extends HTMLElement>(name: string) => root.querySelector<T>(`[data-listing-${name}]`) as T;
  const [form, grid, count, search, chips] = [
    find<HTMLFormElement>('form'),
    find('grid'),
    find('count'),
    find('search'),
    find('chips'),
  ];
  const [status, retry, loading, sentinel] = [find('status'), find('retry'), find('loading'), find('sentinel')];

  let state: ListingState = parseListing(new URLSearchParams(location.search), base);
  let loader: LoaderState = initialLoader(1, config.first);
  let controller = new AbortController();
  let replaceGrid = false;
  let recheck: ReturnType<typeof setTimeout> | undefined;

  const showLoader = () => {
    const message = loaderMessage(loader);
    status.textContent = message ? strings.listing[message] : '';
    retry.hidden = message !== 'error';
    loading.hidden = loader.status !== 'loading';
    root.dataset.loader = loader.status;
    grid.setAttribute('aria-busy', String(replaceGrid));
  };

  const showCount = () => {
    const n = formatNumber(loader.total, locale);
    count.textContent = fill(strings.listing[`resultCount_${pluralForm(loader.total, locale)}`], { n });
  };

  const checkSentinel = () => {
    if (loader.status !== 'ready' || !nearSentinel(sentinel.getBoundingClientRect().top, innerHeight)) return;
    void loadNext();
  };

  async function loadNext(): Promise<void> {
    const started = startLoad(loader, performance.now());
    if (!started) {
      // The loop check held this load back: look again once its window has passed.
      if (loader.status === 'ready' && recheck === undefined) {
        recheck = setTimeout(() => {
          recheck = undefined;
          checkSentinel();
        }, LOADER.loopWindowMs);
      }
      return;
    }
    loader = started;
    showLoader();
    const { signal } = controller;
    try {
      const page = await publicGet<Page<ProductCard>>('/products', productsQuery(state, base, loader.nextPage), signal);
      if (signal.aborted) return;
      const html = page.data.map((card) => `<li>${productCardHtml(card, locale, strings)}</li>`).join('');
      if (replaceGrid) grid.innerHTML = html;
      else grid.insertAdjacentHTML('beforeend', html);
      replaceGrid = false;
      loader = loadSucceeded(loader, page);
      showCount();
      showLoader();
      checkSentinel();
    } catch (error) {
      if (signal.aborted) return;
      const fields = error instanceof ApiError && error.status === 422 ? Object.keys(error.failure?.errors ?? {}) : [];
      const fixed = withoutInvalid(state, fields);
      if (fields.length > 0 && listingSearch(fixed) !== listingSearch(state)) {
        change(fixed, 'replace');
        return;
      }
      if (replaceGrid) grid.replaceChildren();
      replaceGrid = false;
      loader = loadFailed(loader);
      showLoader();
    }
  }

  const loadFacets = (signal: AbortSignal) =>
    publicGet<ProductFacets>('/products/facets', facetsQuery(state, base), signal).then(
      (facets) => showFacetCounts(form, facets, locale),
      () => {}, // Counts stay as they were; the listing itself reports failures.
    );

  const showState = () => {
    syncForm(form, state);
    renderChips(chips, form, state, strings, locale);
    search.hidden = !state.q;
    search.textContent = state.q ? fill(strings.listing.resultsFor, { q: state.q }) : '';
  };

  function change(next: ListingState, step: HistoryStep): void {
    state = next;
    const url = location.pathname + listingSearch(state);
    if (step === 'push') history.pushState(null, '', url);
    if (step === 'replace') history.replaceState(null, '', url);
    controller.abort();
    controller = new AbortController();
    showState();
    loader = initialLoader(state.page);
    replaceGrid = true;
    void loadFacets(controller.signal);
    void loadNext();
  }

  const changeTo = (next: ListingState) => {
    if (listingSearch(next) !== listingSearch(state)) change(next, 'push');
  };
  const formState = () => parseListing(new URLSearchParams(new FormData(form) as unknown as string[][]), base);

  root.addEventListener('change', (event) => {
    if ((event.target as HTMLInputElement).form === form) changeTo(formState());
  });
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    changeTo(formState());
  });
  chips.addEventListener('click', (event) => {
    const target = (event.target as HTMLElement).closest('button');
    if (!target) return;
    const { chipKey, chipValue = '' } = target.dataset;
    changeTo(chipKey ? removeChip(state, { key: chipKey, value: chipValue } as FilterChip) : clearFilters(state));
  });
  retry.addEventListener('click', () => {
    loader = retryLoad(loader);
    void loadNext();
  });
  addEventListener('popstate', () => {
    // A fragment link (the skip link) also fires popstate: only a different listing reloads.
    const next = parseListing(new URLSearchParams(location.search), base);
    if (listingSearch(next) !== listingSearch(state)) change(next, 'none');
  });
  const onScroll = throttle(checkSentinel);
  addEventListener('scroll', onScroll, { passive: true });
  addEventListener('resize', onScroll, { passive: true });

  if (!isPlainListing(state)) {
    change(state, 'replace');
    return;
  }
  if (location.search !== listingSearch(state)) history.replaceState(null, '', location.pathname);
  showState();
  showLoader();
  checkSentinel();
}
