/** The page's "you are offline, nothing was sent" notice (NavigationBehaviours.astro, in every layout). */
export const OFFLINE_REFUSED_SELECTOR = '[data-offline-refused]';

/**
 * Call first in a form's submit path (spec: offline detection): while the browser is offline it shows the page's
 * "you are offline, so nothing was sent" notice beside the offline banner and answers true, and the caller sends
 * nothing. Plain scripts and islands alike; the notice is in the page, so no code has to be fetched to show it (a
 * toast would wait for its toaster's chunk, which cannot load offline) and no feature has to carry its text.
 */
export function refuseWhenOffline(): boolean {
  if (navigator.onLine) return false;
  const notice = document.querySelector<HTMLElement>(OFFLINE_REFUSED_SELECTOR);
  if (notice) notice.hidden = false;
  return true;
}
