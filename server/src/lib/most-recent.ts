/**
 * Sets `key` to `value` in `map` as its most recently used entry, then drops the least recently used while the map
 * holds more than `most`. A Map iterates in insertion order, so deleting a key and setting it again moves it last.
 */
export function setMostRecent<K, V>(map: Map<K, V>, key: K, value: V, most: number): void {
  map.delete(key);
  map.set(key, value);
  while (map.size > most) map.delete(map.keys().next().value as K);
}
