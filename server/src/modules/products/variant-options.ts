import type { Variant, VariantOption, VariantOptionValue } from '../../contract';

export interface VariantRow {
  id: number;
  sku: string;
  color: string | null;
  /** Localized colour label. */
  colorName: string | null;
  colorHex: string | null;
  size: string | null;
  price: number;
  stock: number;
}

const LETTER_SIZES = ['XXS', 'XS', 'S', 'M', 'L', 'XL', 'XXL', 'XXXL'];

/** Letter sizes in wearing order, then numeric sizes ascending, then anything else alphabetically. */
export function compareSizes(a: string, b: string): number {
  const rank = (size: string): [number, number, string] => {
    const letter = LETTER_SIZES.indexOf(size.toUpperCase());
    if (letter >= 0) return [0, letter, ''];
    const number = Number(size);
    return Number.isFinite(number) && size.trim() !== '' ? [1, number, ''] : [2, 0, size];
  };
  const [ra, rb] = [rank(a), rank(b)];
  return ra[0] - rb[0] || ra[1] - rb[1] || ra[2].localeCompare(rb[2]);
}

export function variantAttributes(variant: VariantRow): Variant['options'] {
  return {
    ...(variant.color !== null && { color: variant.color }),
    ...(variant.size !== null && { size: variant.size }),
  };
}

/** The colour and size choices present among a product's variants (colours in variant order). */
export function variantOptions(
  variants: readonly VariantRow[],
  labels: { color: string; size: string },
): VariantOption[] {
  const colors = new Map<string, VariantOptionValue>();
  const sizes = new Set<string>();
  for (const variant of [...variants].sort((a, b) => a.id - b.id)) {
    if (variant.color !== null && !colors.has(variant.color)) {
      colors.set(variant.color, {
        value: variant.color,
        label: variant.colorName ?? variant.color,
        ...(variant.colorHex !== null && { hex: variant.colorHex }),
      });
    }
    if (variant.size !== null) sizes.add(variant.size);
  }
  const options: VariantOption[] = [];
  if (colors.size) options.push({ name: 'color', label: labels.color, values: [...colors.values()] });
  if (sizes.size) {
    const values = [...sizes].sort(compareSizes).map((size) => ({ value: size, label: size }));
    options.push({ name: 'size', label: labels.size, values });
  }
  return options;
}
