import { describe, expect, it } from 'vitest';
import { type VariantRow, variantAttributes, variantOptions } from './variant-options';

const variant = (id: number, color: string | null, size: string | null): VariantRow => ({
  id,
  sku: `sku-${id}`,
  color,
  colorName: color && `${color[0]?.toUpperCase()}${color.slice(1)}`,
  colorHex: color === 'navy' ? '#1f2a44' : null,
  size,
  price: 100,
  stock: 1,
});

describe('variantOptions', () => {
  const labels = { color: 'Colour', size: 'Size' };

  it('lists colours in variant order with labels and hex, and sizes in size order', () => {
    const options = variantOptions(
      [variant(3, 'navy', 'L'), variant(1, 'white', 'XL'), variant(2, 'navy', 'S'), variant(4, 'white', 'L')],
      labels,
    );
    expect(options).toEqual([
      {
        name: 'color',
        label: 'Colour',
        values: [
          { value: 'white', label: 'White' },
          { value: 'navy', label: 'Navy', hex: '#1f2a44' },
        ],
      },
      {
        name: 'size',
        label: 'Size',
        values: ['S', 'L', 'XL'].map((size) => ({ value: size, label: size })),
      },
    ]);
  });

  it('leaves out options no variant has', () => {
    expect(variantOptions([variant(1, null, '40'), variant(2, null, '38')], labels)).toEqual([
      { name: 'size', label: 'Size', values: ['38', '40'].map((size) => ({ value: size, label: size })) },
    ]);
    expect(variantOptions([variant(1, null, null)], labels)).toEqual([]);
  });

  it('gives each variant only the attributes it has', () => {
    expect(variantAttributes(variant(1, 'navy', null))).toEqual({ color: 'navy' });
    expect(variantAttributes(variant(1, null, 'M'))).toEqual({ size: 'M' });
  });
});
