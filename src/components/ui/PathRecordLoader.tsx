import { type ReactNode, useEffect, useState } from 'react';
import { ApiError } from '@/lib/api/api-client';

interface Props<T> {
  /** The record's id in the address bar (one static shell serves every id), or null when there is none. */
  idFromPath: (path: string) => number | null;
  load: (id: number, signal: AbortSignal) => Promise<T>;
  texts: { loading: string; notFound: string; loadFailed: string; retry: string; back: string };
  /** Where "back" leads when the record cannot be shown. */
  backHref: string;
  testId: string;
  /** Something else the page shows with the record is still on its way: the loading line stays until it is in. */
  alsoLoading?: boolean;
  children: (record: T) => ReactNode;
}

type Loaded<T> = { state: 'loading' } | { state: 'found'; record: T } | { state: 'missing' | 'failed' };

/**
 * The record whose id the address bar holds: its page once loaded; a missing or another shopper's record (404
 * either way) and a failed load say so, the latter with a retry.
 */
export default function PathRecordLoader<T>(props: Props<T>) {
  const { idFromPath, load, texts, backHref, testId, alsoLoading = false, children } = props;
  const [loaded, setLoaded] = useState<Loaded<T>>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a retry loads again; the loader is the page's own.
  useEffect(() => {
    const id = idFromPath(window.location.pathname);
    if (id === null) {
      setLoaded({ state: 'missing' });
      return;
    }
    setLoaded({ state: 'loading' });
    const controller = new AbortController();
    load(id, controller.signal)
      .then((record) => setLoaded({ state: 'found', record }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        setLoaded({ state: error instanceof ApiError && error.status === 404 ? 'missing' : 'failed' });
      });
    return () => controller.abort();
  }, [attempt]);

  if (loaded.state === 'found' && !alsoLoading) return <>{children(loaded.record)}</>;
  if (loaded.state === 'loading' || loaded.state === 'found') {
    return (
      <p className="text-gray-500" aria-busy="true">
        {texts.loading}
      </p>
    );
  }
  return (
    <div role="alert" data-testid={testId} className="space-y-2 rounded-md border border-gray-200 p-4">
      <p>{loaded.state === 'missing' ? texts.notFound : texts.loadFailed}</p>
      {loaded.state === 'failed' && (
        <button type="button" className="font-semibold underline" onClick={() => setAttempt((n) => n + 1)}>
          {texts.retry}
        </button>
      )}
      <a className="block text-brand-700 underline" href={backHref}>
        {texts.back}
      </a>
    </div>
  );
}
