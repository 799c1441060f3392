/** The spec's infinite loader constants (section 9): trigger distance, scroll throttle, loop check. */
export const LOADER = { distancePx: 100, throttleMs: 50, loopWindowMs: 1000, loopMaxCalls: 10 } as const;

type LoaderStatus = 'ready' | 'loading' | 'complete' | 'error';

export interface LoaderState {
  status: LoaderStatus;
  /** The page the next load asks for. */
  nextPage: number;
  /** Cards shown so far (prerendered ones included). */
  shown: number;
  /** Matches in the whole listing, as the last answer said. */
  total: number;
  /** Start times of recent loads, for the loop check. */
  recent: number[];
}

/** What one page answer tells the loader (a `Page<T>` fits). */
export interface PageAnswer {
  data: unknown[];
  current_page: number;
  last_page: number;
  total_count: number;
}

/** The first page the build rendered into the HTML. */
export interface Prerendered {
  shown: number;
  total: number;
  lastPage: number;
}

/** A loader about to fetch `firstPage`, or one that continues after the prerendered first page. */
export function initialLoader(firstPage = 1, prerendered?: Prerendered): LoaderState {
  if (!prerendered) return { status: 'ready', nextPage: firstPage, shown: 0, total: 0, recent: [] };
  const { shown, total, lastPage } = prerendered;
  return { status: shown > 0 && lastPage > 1 ? 'ready' : 'complete', nextPage: 2, shown, total, recent: [] };
}

/**
 * Starts a load if one may start: only when ready, and at most `loopMaxCalls` within `loopWindowMs`
 * (a page too short to push the sentinel away would otherwise load in a tight loop). Null means "not now".
 */
export function startLoad(state: LoaderState, now: number): LoaderState | null {
  if (state.status !== 'ready') return null;
  const recent = state.recent.filter((time) => now - time < LOADER.loopWindowMs);
  if (recent.length >= LOADER.loopMaxCalls) return null;
  return { ...state, status: 'loading', recent: [...recent, now] };
}

export function loadSucceeded(state: LoaderState, answer: PageAnswer): LoaderState {
  const done = answer.data.length === 0 || answer.current_page >= answer.last_page;
  return {
    ...state,
    status: done ? 'complete' : 'ready',
    nextPage: answer.current_page + 1,
    shown: state.shown + answer.data.length,
    total: answer.total_count,
  };
}

export function loadFailed(state: LoaderState): LoaderState {
  return { ...state, status: 'error' };
}

/** The Retry button: the failed page is asked for again. */
export function retryLoad(state: LoaderState): LoaderState {
  return state.status === 'error' ? { ...state, status: 'ready', recent: [] } : state;
}

/** Which of the spec's messages the loader shows: none while there is more to load. */
export function loaderMessage(state: LoaderState): 'noResults' | 'noMore' | 'error' | null {
  if (state.status === 'error') return 'error';
  if (state.status !== 'complete') return null;
  return state.shown === 0 && state.total === 0 ? 'noResults' : 'noMore';
}

/** True when the sentinel's top is within the trigger distance below the viewport's bottom edge. */
export function nearSentinel(sentinelTop: number, viewportHeight: number): boolean {
  return sentinelTop - viewportHeight <= LOADER.distancePx;
}

/** Runs `action` at most once per `ms`, and once more at the end of a burst (so the last position counts). */
export function throttle(action: () => void, ms: number = LOADER.throttleMs): () => void {
  let last = Number.NEGATIVE_INFINITY;
  let pending: ReturnType<typeof setTimeout> | undefined;
  return () => {
    const wait = last + ms - Date.now();
    if (wait <= 0) {
      last = Date.now();
      action();
    } else if (pending === undefined) {
      pending = setTimeout(() => {
        pending = undefined;
        last = Date.now();
        action();
      }, wait);
    }
  };
}
