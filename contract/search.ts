/** Zero-width space, non-joiner, joiner, word joiner and BOM: invisible, and typed inconsistently in Bengali. */
const INVISIBLE = /[\u200B-\u200D\u2060\uFEFF]/g;

/**
 * The one normal form of search text, applied to the index and to every query (server and storefront):
 * Unicode NFC, zero-width characters removed, lower case, single spaces.
 */
export function normalizeSearchText(text: string): string {
  return text.normalize('NFC').replace(INVISIBLE, '').toLowerCase().replace(/\s+/g, ' ').trim();
}
