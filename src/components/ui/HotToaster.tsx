// First: it must hand goober its CSP-safe sheet before react-hot-toast is evaluated (see toast-styles.ts).
import '@/lib/toast-styles';
import { useEffect, useRef } from 'react';
import hotToast, { Toaster } from 'react-hot-toast';
import { setToastSink, TOAST_DURATION, type ToastMessage } from '@/lib/toast';

/** react-hot-toast as the toast sink, showing first the toasts asked for while it was loading. */
export default function HotToaster({ pending }: { pending: readonly ToastMessage[] }) {
  const shown = useRef(0);
  useEffect(() => {
    for (const { kind, text } of pending.slice(shown.current)) hotToast[kind](text);
    shown.current = pending.length;
    setToastSink((kind, message) => hotToast[kind](message));
  }, [pending]);
  return (
    <Toaster
      position="top-right"
      toastOptions={{ success: { duration: TOAST_DURATION.success }, error: { duration: TOAST_DURATION.error } }}
    />
  );
}
