/**
 * Settings every connection's session opens with, on both drivers (client.ts): a query may rely on them without
 * setting them itself, which would cost a transaction and round trips of its own.
 */

/**
 * Lowest word similarity that counts as a search match (pg_trgm's `<%` reads it from the session). pg_trgm's default
 * (0.6) misses one-letter typos in short Bengali words (পাঞ্জবি → পাঞ্জাবি scores 0.625, panjbi → panjabi 0.57).
 */
export const WORD_SIMILARITY_THRESHOLD = 0.5;

export const SESSION_SETTINGS: Readonly<Record<string, string>> = {
  // No JIT: compiling a plan costs more than the API's short queries run (2.5 s of a 100,000-product facet count).
  jit: 'off',
  'pg_trgm.word_similarity_threshold': String(WORD_SIMILARITY_THRESHOLD),
};
