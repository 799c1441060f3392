import type { Locale, ProductDetail, Variant } from '#contract';
import type { StockState } from '@/features/product/product';
import { stockLabel } from '@/features/product/product-text';
import { fill } from '@/i18n/fill';
import { formatNumber } from '@/lib/money';
import { categoryPath, localePath, shopPath } from '@/lib/paths';
import type { AttributeTexts } from './compare-strings';

/**
 * The compare view's table as data: one column per product, one row per attribute. Kept apart from the island so
 * the rules (stock from the variants, colours and sizes from the variant options) are tested without a browser.
 */

type AttributeKey = 'brand' | 'category' | 'rating' | 'stock' | 'colours' | 'sizes' | 'warranty' | 'seller';

interface AttributeCell {
  text: string;
  /** A locale-prefixed link (category, seller). */
  href?: string;
  /** Set on stock cells, for their colour. */
  stock?: StockState['kind'];
}

export interface AttributeRow {
  key: AttributeKey;
  label: string;
  cells: AttributeCell[];
}

/** The labels of a variant option ('Navy', 'Maroon' / 'M', 'L'), in the product's order. */
export function optionLabels(product: ProductDetail, name: 'color' | 'size'): string[] {
  return product.variant_options.find((option) => option.name === name)?.values.map((value) => value.label) ?? [];
}

/** Units in stock over all the product's variants. */
export function totalStock(product: ProductDetail): number {
  return product.variants.reduce((sum, variant) => sum + Math.max(variant.stock, 0), 0);
}

export function attributeRows(products: ProductDetail[], texts: AttributeTexts, locale: Locale): AttributeRow[] {
  const row = (key: AttributeKey, label: string, cell: (product: ProductDetail) => AttributeCell): AttributeRow => ({
    key,
    label,
    cells: products.map(cell),
  });
  const list = (labels: string[]) => ({ text: labels.length > 0 ? labels.join(', ') : texts.compare.none });
  return [
    row('brand', texts.product.brand, (product) => ({ text: product.brand?.name ?? texts.compare.noBrand })),
    row('category', texts.product.category, ({ category }) => ({
      text: category.name,
      href: localePath(locale, categoryPath(category.slug)),
    })),
    row('rating', texts.compare.rating, ({ rating, rating_count }) => ({
      text:
        rating_count > 0
          ? fill(texts.product.rating, {
              rating: formatNumber(rating, locale, 1),
              count: formatNumber(rating_count, locale),
            })
          : texts.product.noReviews,
    })),
    row('stock', texts.compare.stock, (product) => {
      const { kind, text } = stockLabel(totalStock(product), texts, locale);
      return { text, stock: kind };
    }),
    row('colours', texts.product.colours, (product) => list(optionLabels(product, 'color'))),
    row('sizes', texts.product.sizes, (product) => list(optionLabels(product, 'size'))),
    row('warranty', texts.product.warranty, (product) => ({ text: product.warranty ?? texts.product.noWarranty })),
    row('seller', texts.product.seller, ({ seller }) => ({
      text: seller.name,
      href: localePath(locale, shopPath(seller.id)),
    })),
  ];
}

export interface VariantChoice {
  variant: Variant;
  /** 'Navy / L'; empty for a product without options. */
  label: string;
}

/** The variants a shopper can add to the cart from the compare view: in stock, cheapest first. */
export function variantChoices(product: ProductDetail): VariantChoice[] {
  return product.variants
    .filter((variant) => variant.stock > 0)
    .sort((a, b) => a.sale_price - b.sale_price || a.id - b.id)
    .map((variant) => ({
      variant,
      label: [variant.color_name, variant.options.size].filter(Boolean).join(' / '),
    }));
}

/** The fetched details in the shopper's compare order, and the compared ids the API no longer knows. */
export function inCompareOrder(ids: number[], details: ProductDetail[]): { products: ProductDetail[]; gone: number[] } {
  const byId = new Map(details.map((product) => [product.id, product]));
  return {
    products: ids.flatMap((id) => byId.get(id) ?? []),
    gone: ids.filter((id) => !byId.has(id)),
  };
}
