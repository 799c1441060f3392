/** Letter sizes in wearing order (XXXL and 3XL are one fit). */
const LETTER_SIZES = ['XXS', 'XS', 'S', 'M', 'L', 'XL', 'XXL', 'XXXL', '3XL', '4XL'];

/** [group, rank]: letter sizes first, then sizes led by a number (waist 32, shoe 7.5, age 2-3Y), then the rest. */
function sizeRank(size: string): [number, number] {
  const letter = LETTER_SIZES.indexOf(size.trim().toUpperCase());
  if (letter >= 0) return [0, size.trim().toUpperCase() === '3XL' ? LETTER_SIZES.indexOf('XXXL') : letter];
  const number = Number.parseFloat(size);
  return Number.isFinite(number) ? [1, number] : [2, 0];
}

/** The one size order of facets, variant pickers and the build's snapshot facets. */
export function compareSizes(a: string, b: string): number {
  const [groupA, rankA] = sizeRank(a);
  const [groupB, rankB] = sizeRank(b);
  return groupA - groupB || rankA - rankB || a.localeCompare(b, 'en', { numeric: true });
}
