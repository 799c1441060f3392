import { useEffect } from 'react';
import hotToast from 'react-hot-toast';
import { AuthToaster } from '@/features/auth/AuthToaster';
import { setToastSink } from '@/lib/toast';

/**
 * The toaster of the cart, wishlist and compare islands: react-hot-toast (styled as AuthToaster, CSP-safe), and
 * the sink of src/lib/toast so the stores' and plain scripts' toasts show here too while the island is mounted.
 */
export function CartToaster() {
  useEffect(() => {
    setToastSink((kind, message) => hotToast[kind](message));
    return () => setToastSink(null);
  }, []);
  return <AuthToaster />;
}
