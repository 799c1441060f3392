import { persistentAtom } from '@nanostores/persistent';

/**
 * A value kept in localStorage (as JSON) and followed across tabs. What is stored is never trusted: it passes
 * through `sanitize`, and unreadable JSON counts as `initial`. `reload()` reads the key again at once (another
 * tab's write reaches this one by a storage event, which may not have arrived yet).
 */
export function storedValue<T>(key: string, initial: T, sanitize: (value: unknown) => T) {
  const decode = (encoded: string | null): T => {
    if (encoded === null) return initial;
    try {
      return sanitize(JSON.parse(encoded));
    } catch {
      return initial;
    }
  };
  const store = persistentAtom<T>(key, initial, { encode: JSON.stringify, decode });
  const reload = () => {
    if (typeof localStorage !== 'undefined') store.set(decode(localStorage.getItem(key)));
  };
  return Object.assign(store, { reload });
}
