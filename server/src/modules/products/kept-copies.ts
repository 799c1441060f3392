/**
 * This process's copies of kept answers (kept-answers.ts): a popular answer is then not read and parsed from the
 * database on every request. A copy is only a cache of the shared table, served only at the catalogue version it
 * was kept at, read from the database on every request, and before the flash-sale boundary it was kept until, so
 * every instance serves the same answers. Stock is never in a copy: whoever serves one puts the stock in fresh.
 */

/** Copies at most, the least recently served dropped first: half the table's slots, a few tens of MB at most. */
const COPIES = 2048;

export interface KeptCopy {
  version: number;
  countedAt: Date;
  /** The next flash-sale boundary after countedAt; null when none is planned. */
  validUntil: Date | null;
  answer: unknown;
}

/** By key; a Map keeps insertion order, so the first entry is the least recently served. */
const copies = new Map<string, KeptCopy>();

export const hasCopy = (key: string) => copies.has(key);

/** The copy of `key` kept at `version` if it is still valid at `now`. */
export function keptCopy(key: string, version: number, now: Date): unknown | null {
  const copy = copies.get(key);
  if (!copy) return null;
  copies.delete(key);
  if (copy.version !== version || copy.countedAt > now || (copy.validUntil !== null && copy.validUntil <= now)) {
    return null;
  }
  copies.set(key, copy);
  return copy.answer;
}

export function keepCopy(key: string, copy: KeptCopy): void {
  copies.delete(key);
  copies.set(key, copy);
  if (copies.size > COPIES) copies.delete(copies.keys().next().value as string);
}
