import { toast } from './toast';

/** The element (NavigationBehaviours.astro, on every page) carrying the page language's refusal text. */
export const OFFLINE_REFUSAL_SELECTOR = '[data-offline-refusal]';

/**
 * Call first in a form's submit path (spec: offline detection): while the browser is offline it shows the page's
 * "you are offline, nothing was sent" message as an error toast and answers true, and the caller sends nothing.
 * Plain scripts and islands alike; the text comes from the page, so no feature has to carry it.
 */
export function refuseWhenOffline(): boolean {
  if (navigator.onLine) return false;
  const text = document.querySelector<HTMLElement>(OFFLINE_REFUSAL_SELECTOR)?.dataset.offlineRefusal;
  toast.error(text || 'You are offline.');
  return true;
}
