import { lazy, Suspense, useEffect, useState } from 'react';
import { loadChunk } from '@/lib/chunk-load';
import { setToastSink, type ToastMessage } from '@/lib/toast';
import { useHydrated } from './use-hydrated';

// Loaded with the first toast, not with the page: most visits never show one, and the page's JavaScript is scarce.
const HotToaster = lazy(() => loadChunk(() => import('./HotToaster')));

/**
 * The one toaster of a page's React islands (spec section 9: success 1,500 ms, errors 2,000 ms, top-right). While
 * mounted it is the sink of src/lib/toast, so the stores' and plain scripts' toasts show here too. Rendered only in
 * the browser: react-hot-toast's prerendered container carries a style attribute the CSP would block.
 */
export function IslandToaster() {
  const hydrated = useHydrated();
  const [pending, setPending] = useState<ToastMessage[] | null>(null);
  useEffect(() => {
    setToastSink((kind, text) => setPending((queued) => [...(queued ?? []), { kind, text }]));
    return () => setToastSink(null);
  }, []);
  if (!hydrated || !pending) return null;
  return (
    <Suspense fallback={null}>
      <HotToaster pending={pending} />
    </Suspense>
  );
}
