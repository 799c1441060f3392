// First: it must hand goober its CSP-safe sheet before react-hot-toast is evaluated (see toast-styles.ts).
import '@/lib/toast-styles';
import { useEffect } from 'react';
import hotToast, { Toaster } from 'react-hot-toast';
import { setToastSink, TOAST_DURATION } from '@/lib/toast';
import { useHydrated } from './use-hydrated';

/**
 * The one toaster of a page's React islands (spec section 9: success 1,500 ms, errors 2,000 ms, top-right). While
 * mounted it is the sink of src/lib/toast, so the stores' and plain scripts' toasts show here too. Rendered only in
 * the browser: react-hot-toast's prerendered container carries a style attribute the CSP would block.
 */
export function IslandToaster() {
  const hydrated = useHydrated();
  useEffect(() => {
    setToastSink((kind, message) => hotToast[kind](message));
    return () => setToastSink(null);
  }, []);
  if (!hydrated) return null;
  return (
    <Toaster
      position="top-right"
      toastOptions={{ success: { duration: TOAST_DURATION.success }, error: { duration: TOAST_DURATION.error } }}
    />
  );
}
