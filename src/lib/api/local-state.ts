/** Spec section 4: on start, local storage written by another version of the storefront is thrown away. */
export const LOCAL_STATE_KEY = 'demo.current';
export const LOCAL_STATE_VERSION = '14';

export function ensureLocalStateVersion(storage: Storage): void {
  if (storage.getItem(LOCAL_STATE_KEY) === LOCAL_STATE_VERSION) return;
  storage.clear();
  storage.setItem(LOCAL_STATE_KEY, LOCAL_STATE_VERSION);
}
