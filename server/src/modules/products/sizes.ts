/** Letter sizes in wearing order; anything else sorts by its leading number (38, 2-3Y), then alphabetically. */
const LETTER_SIZES = ['XXS', 'XS', 'S', 'M', 'L', 'XL', 'XXL', '3XL', '4XL'];

const rank = (size: string) => {
  const letter = LETTER_SIZES.indexOf(size.toUpperCase());
  if (letter >= 0) return letter;
  const number = Number.parseFloat(size);
  return Number.isNaN(number) ? Number.POSITIVE_INFINITY : LETTER_SIZES.length + number;
};

export function compareSizes(a: string, b: string): number {
  return rank(a) - rank(b) || a.localeCompare(b);
}
