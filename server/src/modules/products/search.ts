/**
 * Catalogue search: one normal form for the stored search text and the query (NFC, no zero-width characters,
 * lower case, single spaces). Each query word is first matched against the vocabulary (every word any product has)
 * by substring or, for typos, by pg_trgm word similarity; products are then those having a match of every query
 * word, found through the GIN index on their words, ranked by how close their matches are, then newest.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { normalizeSearchText } from '#contract';
import type { Database } from '../../db/database';
import { searchVocabulary } from '../../db/schema';
import { WORD_SIMILARITY_THRESHOLD } from '../../db/session-settings';

/** Vocabulary words kept per query word, the closest first: bounds the work of a one- or two-letter word. */
const MATCHES_PER_WORD = 64;

/** What a row's `search_text` column holds: its names (and more) in the normal form of every query. */
export function searchText(...parts: (string | null | undefined)[]): string {
  return normalizeSearchText(parts.filter(Boolean).join(' '));
}

/** A vocabulary word matching a query word, and how close: 1 for the word itself. */
export interface WordMatch {
  word: string;
  closeness: number;
}

/** A normalised query resolved against the vocabulary: each query word's matches, closest first. */
export interface ResolvedSearch {
  words: WordMatch[][];
}

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

const textArray = (values: readonly string[]): SQL =>
  sql`array[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`;

/**
 * Each query word's vocabulary matches (by substring or a close spelling), closest first, in one statement. The `<%`
 * operator reads its threshold from the session, which every connection opens with WORD_SIMILARITY_THRESHOLD
 * (db/session-settings.ts).
 */
export async function resolveSearch(db: Database, query: string): Promise<ResolvedSearch> {
  const queryWords = [...new Set(query.split(' ').filter(Boolean))];
  if (queryWords.length === 0) return { words: [] };
  const closeness = sql`(case when ${searchVocabulary.word} = asked.word then 1
    else word_similarity(asked.word, ${searchVocabulary.word}) end)::float8`;
  const matches = db
    .select({ word: searchVocabulary.word, closeness: closeness.as('closeness') })
    .from(searchVocabulary)
    .where(sql`${searchVocabulary.word} like asked.pattern or asked.word <% ${searchVocabulary.word}`)
    .orderBy(sql`${closeness} desc, length(${searchVocabulary.word}), ${searchVocabulary.word}`)
    .limit(MATCHES_PER_WORD)
    .as('matches');
  const asked = sql`unnest(${textArray(queryWords)}, ${textArray(queryWords.map(likePattern))})
    with ordinality as asked(word, pattern, n)`;
  const rows = await db
    .select({ n: sql<number>`asked.n::int`, word: matches.word, closeness: sql<number>`${matches.closeness}` })
    .from(asked)
    .crossJoinLateral(matches)
    .orderBy(sql`asked.n, ${matches.closeness} desc, length(${matches.word}), ${matches.word}`);
  const words: WordMatch[][] = queryWords.map(() => []);
  for (const { n, word, closeness: close } of rows) words[n - 1]!.push({ word, closeness: Number(close) });
  return { words };
}

/** No product can match: a query word has no match in the vocabulary. */
export function matchesNothing(search: ResolvedSearch): boolean {
  return search.words.some((matches) => matches.length === 0);
}

/** `words` (a text[] column) has a match of every word of the search; nothing matches a word with no match. */
export function hasEveryWord(words: PgColumn, search: ResolvedSearch): SQL {
  if (matchesNothing(search)) return sql`false`;
  return sql.join(
    search.words.map((matches) => sql`${words} && ${textArray(matches.map((match) => match.word))}`),
    sql` and `,
  );
}

/** The search narrowed to each query word's closest matches (all those sharing the best closeness). */
export function closestMatches(search: ResolvedSearch): ResolvedSearch {
  const closest = (matches: WordMatch[]) => matches.filter((match) => match.closeness === matches[0]?.closeness);
  return { words: search.words.map(closest) };
}

/**
 * Relevance of a product matching the search: for each query word, the closeness of the closest match it has,
 * summed. Matches of equal closeness share one test, so a query word costs a few array overlaps per row.
 */
export function searchScore(words: PgColumn, search: ResolvedSearch): SQL<number> {
  const perWord = search.words.flatMap((matches) => {
    if (matches.length === 0) return [];
    const byCloseness = Map.groupBy(matches, (match) => match.closeness);
    const branches = [...byCloseness].map(
      ([closeness, group]) =>
        sql`when ${words} && ${textArray(group.map((match) => match.word))} then ${closeness}::float8`,
    );
    return sql`(case ${sql.join(branches, sql` `)} else 0::float8 end)`;
  });
  return perWord.length === 0 ? sql<number>`0::float8` : sql<number>`(${sql.join(perWord, sql` + `)})`;
}

/**
 * A category's or brand's name text contains the (normalised) query, or a close spelling of it. These tables
 * hold tens of rows, so the similarity is computed on each, with no index and no session threshold.
 */
export function nameMatches(column: PgColumn, query: string): SQL {
  return sql`(${column} like ${likePattern(query)} or word_similarity(${query}, ${column}) >= ${WORD_SIMILARITY_THRESHOLD})`;
}

/** Relevance of a name match, 0–1 (1: the query is a whole word of the text). */
export function nameRank(column: PgColumn, query: string): SQL<number> {
  return sql<number>`word_similarity(${query}, ${column})`;
}
