/**
 * Text PostgreSQL cannot store, or stores broken: a NUL (`\u0000`) is refused by `text` and `jsonb` alike (a 500
 * if it reaches a query), and a lone UTF-16 surrogate is no character at all. Found anywhere in a request's input.
 */
// With the `u` flag a surrogate pair is one character, so only a lone surrogate matches.
const storable = (text: string) => !text.includes('\u0000') && !/\p{Surrogate}/u.test(text);

/** Dotted paths (`payout.account`, `items.0.name`) of every string, or key, in `input` that cannot be stored. */
export function unstorablePaths(input: unknown, path: string[] = []): string[] {
  if (typeof input === 'string') return storable(input) ? [] : [path.join('.')];
  if (Array.isArray(input)) return input.flatMap((item, index) => unstorablePaths(item, [...path, String(index)]));
  if (input === null || typeof input !== 'object') return [];
  return Object.entries(input).flatMap(([key, value]) =>
    storable(key) ? unstorablePaths(value, [...path, key]) : [[...path, '?'].join('.')],
  );
}
