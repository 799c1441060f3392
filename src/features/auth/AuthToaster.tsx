import { Toaster } from 'react-hot-toast';
import { adoptToastStyles } from './toast-styles';

if (typeof window !== 'undefined') adoptToastStyles();

/** Spec section 9: success toasts 1,500 ms, errors 2,000 ms, top-right. */
export function AuthToaster() {
  return <Toaster position="top-right" toastOptions={{ success: { duration: 1500 }, error: { duration: 2000 } }} />;
}
