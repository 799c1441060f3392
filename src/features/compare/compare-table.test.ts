import { describe, expect, it } from 'vitest';
import type { ProductDetail, Variant, VariantOption } from '#contract';
import { islandStrings } from '@/i18n';
import { ATTRIBUTE_TEXTS, type AttributeTexts } from './compare-strings';
import { attributeRows, inCompareOrder, optionLabels, totalStock, variantChoices } from './compare-table';

const texts: AttributeTexts = {
  product: {
    inStock: 'In stock',
    onlyLeft: 'Only {{n}} left',
    outOfStock: 'Out of stock',
    percentOff: '{{percent}}% off',
    notOffered: 'not offered',
    flashSaleEnds: 'ends {{time}}',
    brand: 'Brand',
    category: 'Category',
    rating: 'Rated {{rating}} out of 5 ({{count}} ratings)',
    noReviews: 'No ratings yet',
    colours: 'Colours',
    sizes: 'Sizes',
    warranty: 'Warranty',
    noWarranty: 'No warranty',
    seller: 'Seller',
  },
  compare: { rating: 'Rating', stock: 'Stock', none: 'None', noBrand: 'No brand' },
};

let nextVariantId = 1;
function variant(color: string | null, size: string | null, sale_price: number, stock: number): Variant {
  return {
    id: nextVariantId++,
    sku: `${color}-${size}`,
    price: sale_price + 50,
    sale_price,
    stock,
    options: { ...(color ? { color } : {}), ...(size ? { size } : {}) },
    color_name: color && color[0].toUpperCase() + color.slice(1),
  };
}

const colourOption: VariantOption = {
  name: 'color',
  label: 'Colour',
  values: [
    { value: 'navy', label: 'Navy' },
    { value: 'maroon', label: 'Maroon' },
  ],
};
const sizeOption: VariantOption = { name: 'size', label: 'Size', values: [{ value: 'M', label: 'M' }] };

function product(id: number, overrides: Partial<ProductDetail> = {}): ProductDetail {
  return {
    id,
    slug: `product-${id}`,
    name: `Product ${id}`,
    image: 'https://placehold.co/300',
    price: 1000,
    sale_price: 900,
    discount: 100,
    discount_type: 'flat',
    discount_value: 100,
    discount_percentage: 10,
    quantity: 0,
    rating: 4.25,
    rating_count: 12,
    brand: { id: 3, slug: 'aarong', name: 'Aarong' },
    category: { id: 5, slug: 'panjabi', name: 'Panjabi' },
    seller: { id: 9, slug: 'rang', name: 'Rang Bangladesh', rating: 4, rating_count: 3 },
    flash_sale_ends_at: null,
    updated_at: '2026-01-01T00:00:00Z',
    description: '',
    warranty: '6 months',
    shipping_cost: 0,
    stock: 0,
    variants: [variant('navy', 'M', 900, 4), variant('maroon', 'M', 950, 20)],
    variant_options: [colourOption, sizeOption],
    selected_variant: 0,
    sm_pictures: [],
    reviews: [],
    ...overrides,
  };
}

const cellsOf = (products: ProductDetail[], locale: 'en' | 'bn' = 'en') =>
  Object.fromEntries(attributeRows(products, texts, locale).map((row) => [row.key, row.cells]));

describe('compare table', () => {
  it('reads colours and sizes from the variant options, stock from the variants', () => {
    const shirt = product(1);
    expect(optionLabels(shirt, 'color')).toEqual(['Navy', 'Maroon']);
    expect(optionLabels(shirt, 'size')).toEqual(['M']);
    expect(optionLabels(product(2, { variant_options: [] }), 'size')).toEqual([]);
    // The card's own stock figure says 0 here: the variants decide.
    expect(totalStock(shirt)).toBe(24);
    expect(totalStock(product(3, { variants: [variant(null, null, 500, 0)] }))).toBe(0);
  });

  it('builds one row per attribute with one cell per product, in the products order', () => {
    const plain = product(2, {
      brand: null,
      warranty: null,
      rating_count: 0,
      variant_options: [],
      variants: [variant(null, null, 500, 3)],
    });
    const rows = attributeRows([product(1), plain], texts, 'en');
    expect(rows.map((row) => row.key)).toEqual([
      'brand',
      'category',
      'rating',
      'stock',
      'colours',
      'sizes',
      'warranty',
      'seller',
    ]);
    expect(rows.map((row) => row.label)).toEqual([
      'Brand',
      'Category',
      'Rating',
      'Stock',
      'Colours',
      'Sizes',
      'Warranty',
      'Seller',
    ]);
    const cells = cellsOf([product(1), plain]);
    expect(cells.brand.map((cell) => cell.text)).toEqual(['Aarong', 'No brand']);
    expect(cells.category[0]).toEqual({ text: 'Panjabi', href: '/categories/panjabi' });
    expect(cells.rating.map((cell) => cell.text)).toEqual(['Rated 4.3 out of 5 (12 ratings)', 'No ratings yet']);
    expect(cells.stock).toEqual([
      { text: 'In stock', stock: 'in-stock' },
      { text: 'Only 3 left', stock: 'low' },
    ]);
    expect(cells.colours.map((cell) => cell.text)).toEqual(['Navy, Maroon', 'None']);
    expect(cells.sizes.map((cell) => cell.text)).toEqual(['M', 'None']);
    expect(cells.warranty.map((cell) => cell.text)).toEqual(['6 months', 'No warranty']);
    expect(cells.seller[0]).toEqual({ text: 'Rang Bangladesh', href: '/shop/profile/9' });
  });

  it('says out of stock when no variant has any, and writes Bengali digits and links on Bengali pages', () => {
    const soldOut = product(4, { variants: [variant('navy', 'M', 900, 0)] });
    const cells = cellsOf([soldOut], 'bn');
    expect(cells.stock).toEqual([{ text: 'Out of stock', stock: 'out' }]);
    expect(cells.rating[0].text).toBe('Rated ৪.৩ out of 5 (১২ ratings)');
    expect(cells.category[0].href).toBe('/bn/categories/panjabi');
    expect(cells.seller[0].href).toBe('/bn/shop/profile/9');
  });

  it('offers the in-stock variants for the cart, cheapest first, named by colour and size', () => {
    const dear = variant('maroon', 'L', 1200, 2);
    const gone = variant('navy', 'L', 100, 0);
    const cheap = variant('navy', 'M', 800, 5);
    const choices = variantChoices(product(5, { variants: [dear, gone, cheap] }));
    expect(choices.map((choice) => choice.variant.id)).toEqual([cheap.id, dear.id]);
    expect(choices.map((choice) => choice.label)).toEqual(['Navy / M', 'Maroon / L']);
    expect(variantChoices(product(6, { variants: [variant(null, null, 300, 1)] }))[0].label).toBe('');
    expect(variantChoices(product(7, { variants: [gone] }))).toEqual([]);
  });

  it('keeps the shopper compare order and names the ids the API no longer has', () => {
    const details = [product(3), product(1)];
    const { products, gone } = inCompareOrder([1, 8, 3], details);
    expect(products.map((item) => item.id)).toEqual([1, 3]);
    expect(gone).toEqual([8]);
  });

  it('takes its texts from the dictionaries in both languages, placeholders left for the numbers', () => {
    const english = islandStrings('en', ATTRIBUTE_TEXTS);
    expect(english).toMatchObject({ product: { brand: 'Brand' }, compare: { stock: 'Stock', noBrand: 'No brand' } });
    expect(english.product.rating).toBe('Rated {{rating}} out of 5 ({{count}} ratings)');
    const bengali = islandStrings('bn', ATTRIBUTE_TEXTS);
    expect(bengali).toMatchObject({ product: { brand: 'ব্র্যান্ড' }, compare: { stock: 'স্টক', none: 'নেই' } });
    expect(bengali.product.rating).toContain('{{rating}}');
  });
});
