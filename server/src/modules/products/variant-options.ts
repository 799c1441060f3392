import { compareSizes, type Variant, type VariantOption, type VariantOptionValue } from '#contract';

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
