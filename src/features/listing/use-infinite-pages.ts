import { useCallback, useEffect, useRef, useState } from 'react';
import {
  initialLoader,
  type LoaderState,
  loadFailed,
  loadSucceeded,
  nearSentinel,
  retryLoad,
  startLoad,
  throttle,
} from './infinite-loader';

/** One page of a list (a `Page<T>` fits), asked for by its number. */
export type LoadPage<T> = (
  page: number,
  signal: AbortSignal,
) => Promise<{
  data: T[];
  current_page: number;
  last_page: number;
  total_count: number;
}>;

/**
 * An island's list that loads its next page as the sentinel (the element under the list) nears the viewport, by the
 * spec's loader rules (infinite-loader.ts). A new `load` (another filter: keep it in a useCallback) starts the list
 * again and drops the answers still on their way for the old one.
 */
export function useInfinitePages<T>(load: LoadPage<T>) {
  const [items, setItems] = useState<T[]>([]);
  const [loader, setLoader] = useState<LoaderState>(initialLoader);
  const current = useRef<{ loader: LoaderState; controller: AbortController | null }>({ loader, controller: null });
  const sentinel = useRef<HTMLDivElement>(null);

  const update = useCallback((next: LoaderState) => {
    current.current.loader = next;
    setLoader(next);
  }, []);

  const loadMore = useCallback(() => {
    const signal = current.current.controller?.signal;
    const near = sentinel.current && nearSentinel(sentinel.current.getBoundingClientRect().top, window.innerHeight);
    const started = near && signal ? startLoad(current.current.loader, performance.now()) : null;
    if (!started || !signal) return;
    update(started);
    load(started.nextPage, signal)
      .then((page) => {
        if (signal.aborted) return;
        setItems((shown) => [...shown, ...page.data]);
        update(loadSucceeded(current.current.loader, page));
      })
      .catch(() => {
        if (!signal.aborted) update(loadFailed(current.current.loader));
      });
  }, [load, update]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs for each load (another filter), which loadMore reads.
  useEffect(() => {
    const controller = new AbortController();
    current.current.controller = controller;
    setItems([]);
    update(initialLoader());
    return () => controller.abort();
  }, [load, update]);

  useEffect(() => {
    if (loader.status === 'ready') loadMore();
  }, [loader, loadMore]);

  useEffect(() => {
    const onScroll = throttle(loadMore);
    addEventListener('scroll', onScroll, { passive: true });
    return () => removeEventListener('scroll', onScroll);
  }, [loadMore]);

  /** The Retry button: the failed page is asked for again. */
  const retry = useCallback(() => update(retryLoad(current.current.loader)), [update]);

  return { items, loader, sentinel, retry };
}
