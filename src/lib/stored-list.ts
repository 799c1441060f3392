import { persistentAtom } from '@nanostores/persistent';

/** A list kept in localStorage; unreadable stored data counts as an empty list. */
export function storedList<T>(key: string) {
  return persistentAtom<T[]>(key, [], {
    encode: JSON.stringify,
    decode(encoded) {
      try {
        const value = JSON.parse(encoded);
        return Array.isArray(value) ? value : [];
      } catch {
        return [];
      }
    },
  });
}
