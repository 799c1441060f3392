import { describe, expect, it } from 'vitest';
import type { Picture, Variant, VariantOption } from '#contract';
import {
  chooseOption,
  discountPercent,
  featuredProductId,
  findVariant,
  imageIndexForVariant,
  initialVariant,
  lowestPricedVariant,
  mergeLiveVariants,
  optionValueStates,
  slideOrder,
  steppedIndex,
  stockState,
} from './product';

let nextId = 1;
function variant(color: string, size: string, sale_price: number, stock: number): Variant {
  return {
    id: nextId++,
    sku: `${color}-${size}`,
    price: sale_price + 100,
    sale_price,
    stock,
    options: { color, size },
    color_name: color,
  };
}

// navy M/L/XL, white M/L (no XL), maroon M out of stock
const navyM = variant('navy', 'M', 1200, 4);
const navyL = variant('navy', 'L', 1250, 0);
const navyXL = variant('navy', 'XL', 1300, 9);
const whiteM = variant('white', 'M', 1148, 2);
const whiteL = variant('white', 'L', 1180, 7);
const maroonM = variant('maroon', 'M', 1100, 0);
const variants = [navyM, navyL, navyXL, whiteM, whiteL, maroonM];

const size: VariantOption = {
  name: 'size',
  label: 'Size',
  values: ['M', 'L', 'XL'].map((value) => ({ value, label: value })),
};

describe('lowestPricedVariant', () => {
  it('picks the cheapest sale price', () => {
    expect(lowestPricedVariant(variants)).toBe(maroonM);
  });

  it('prefers a variant in stock, then the lowest id, on a tie', () => {
    const outOfStock = { ...whiteM, id: 90, stock: 0 };
    const later = { ...whiteM, id: 95 };
    expect(lowestPricedVariant([outOfStock, later])).toBe(later);
    expect(lowestPricedVariant([later, { ...later, id: 91 }])?.id).toBe(91);
  });

  it('is undefined without variants', () => {
    expect(lowestPricedVariant([])).toBeUndefined();
  });
});

describe('initialVariant', () => {
  it("starts at the API's selected variant", () => {
    expect(initialVariant(variants, whiteL.id)).toBe(whiteL);
  });

  it('falls back to the lowest-priced one for an unknown id', () => {
    expect(initialVariant(variants, 999)).toBe(maroonM);
  });
});

describe('findVariant', () => {
  it('matches on every chosen option attribute', () => {
    expect(findVariant(variants, { color: 'white', size: 'L' })).toBe(whiteL);
    expect(findVariant(variants, { color: 'white', size: 'XL' })).toBeUndefined();
  });
});

describe('chooseOption', () => {
  it('keeps the other choices when the combination exists', () => {
    expect(chooseOption(variants, { color: 'navy', size: 'M' }, 'color', 'white')).toBe(whiteM);
  });

  it('moves to an offered, in-stock combination when it does not', () => {
    expect(chooseOption(variants, { color: 'navy', size: 'XL' }, 'color', 'white')).toBe(whiteM);
  });

  it('keeps an out-of-stock combination so the shopper sees it', () => {
    expect(chooseOption(variants, { color: 'white', size: 'L' }, 'color', 'navy')).toBe(navyL);
  });

  it('matches on both attributes when the shopper picks a colour, then a size', () => {
    const afterColour = chooseOption(variants, navyM.options, 'color', 'white');
    expect(afterColour).toBe(whiteM);
    const afterSize = chooseOption(variants, afterColour!.options, 'size', 'L');
    expect(afterSize).toBe(whiteL);
    expect(afterSize?.options).toEqual({ color: 'white', size: 'L' });
  });

  it('falls back to an out-of-stock variant when nothing with that value is in stock', () => {
    expect(chooseOption(variants, { color: 'navy', size: 'XL' }, 'color', 'maroon')).toBe(maroonM);
  });
});

describe('optionValueStates', () => {
  it('marks sizes given the chosen colour', () => {
    expect(optionValueStates(variants, size, { color: 'navy', size: 'M' })).toEqual({
      M: 'available',
      L: 'out-of-stock',
      XL: 'available',
    });
    expect(optionValueStates(variants, size, { color: 'white', size: 'M' })).toEqual({
      M: 'available',
      L: 'available',
      XL: 'not-offered',
    });
  });
});

describe('imageIndexForVariant', () => {
  const pictures: Picture[] = [
    { url: 'a.jpg', color_name: null },
    { url: 'b.jpg', color_name: 'white' },
    { url: 'c.jpg', color_name: 'navy' },
  ];

  it('follows the variant colour', () => {
    expect(imageIndexForVariant(pictures, navyXL)).toBe(2);
    expect(imageIndexForVariant(pictures, whiteM)).toBe(1);
  });

  it('falls back to the first picture', () => {
    expect(imageIndexForVariant(pictures, maroonM)).toBe(0);
    expect(imageIndexForVariant(pictures, undefined)).toBe(0);
    expect(imageIndexForVariant([], navyM)).toBe(0);
  });
});

describe('price and stock', () => {
  it('computes a whole-number discount percentage', () => {
    expect(discountPercent(1500, 1200)).toBe(20);
    expect(discountPercent(1500, 1500)).toBe(0);
    expect(discountPercent(0, 0)).toBe(0);
  });

  it('says in stock, only N left or out of stock', () => {
    expect(stockState(0)).toEqual({ kind: 'out' });
    expect(stockState(3)).toEqual({ kind: 'low', left: 3 });
    expect(stockState(5)).toEqual({ kind: 'low', left: 5 });
    expect(stockState(6)).toEqual({ kind: 'in-stock' });
  });
});

describe('gallery slides', () => {
  it('puts the shown picture first and keeps the others in order', () => {
    expect(slideOrder(['a', 'b', 'c', 'd'], 2)).toEqual(['c', 'a', 'b', 'd']);
    expect(slideOrder(['a', 'b'], 0)).toEqual(['a', 'b']);
    expect(slideOrder(['a', 'b'], 5)).toEqual(['a', 'b']);
  });
});

describe('mergeLiveVariants', () => {
  it('takes live price and stock by variant id and keeps the rest', () => {
    const merged = mergeLiveVariants([navyM, whiteL], [{ id: whiteL.id, price: 2000, sale_price: 1500, stock: 0 }]);
    expect(merged[0]).toBe(navyM);
    expect(merged[1]).toEqual({ ...whiteL, price: 2000, sale_price: 1500, stock: 0 });
  });
});

describe('featuredProductId', () => {
  const product = (id: number, colours: number, updated_at: string) => ({
    product: {
      id,
      updated_at,
      variant_options: [
        {
          name: 'color' as const,
          label: 'Colour',
          values: Array.from({ length: colours }, (_, n) => ({ value: `${n}`, label: `${n}` })),
        },
      ],
    },
  });

  it('picks the product with the most colours, the newest among equals', () => {
    expect(
      featuredProductId([product(1, 2, '2026-01-01'), product(2, 3, '2025-01-01'), product(3, 3, '2025-06-01')]),
    ).toBe(3);
    expect(featuredProductId([])).toBeUndefined();
  });

  it('among products alike in colours and time, picks the highest id, wherever it comes', () => {
    const alike = [product(4, 2, '2026-01-01'), product(9, 2, '2026-01-01'), product(7, 2, '2026-01-01')];
    expect(featuredProductId(alike)).toBe(9);
    expect(featuredProductId([...alike].reverse())).toBe(9);
  });

  it('compares times to the millisecond', () => {
    const times = [product(1, 1, '2026-01-01T10:00:00.010Z'), product(2, 1, '2026-01-01T10:00:00.009Z')];
    expect(featuredProductId(times)).toBe(1);
    expect(featuredProductId([...times].reverse())).toBe(1);
  });
});

describe('steppedIndex', () => {
  it('moves to the previous or next picture, round the ends', () => {
    expect(steppedIndex(1, 1, 4)).toBe(2);
    expect(steppedIndex(1, -1, 4)).toBe(0);
    expect(steppedIndex(3, 1, 4)).toBe(0);
    expect(steppedIndex(0, -1, 4)).toBe(3);
  });

  it('stays on the one picture there is, and at 0 when there is none', () => {
    expect(steppedIndex(0, 1, 1)).toBe(0);
    expect(steppedIndex(0, -1, 0)).toBe(0);
  });
});
