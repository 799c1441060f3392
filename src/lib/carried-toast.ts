import { toast } from './toast';

const KEY = 'haat.carriedToast';

/**
 * A success toast for the next page this tab opens: a form that leaves its page when it is done (a cancel, a
 * return) would take its toast away with it. sessionStorage: this tab only, gone with it.
 */
export function carryToast(message: string): void {
  try {
    sessionStorage.setItem(KEY, message);
  } catch {
    // Storage turned off: the next page simply shows no toast.
  }
}

/** Shows, once, the toast the previous page left for this one. */
export function showCarriedToast(): void {
  let message: string | null = null;
  try {
    message = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
  } catch {
    return;
  }
  if (message) toast.success(message);
}
