import type { Page, ProductCard, ProductDetail, ProductDetailsResponse } from '../../contract';
import { translate } from '../../i18n/locale';
import { type FieldMessage, notFound, validationFailed } from '../../plugins/http-errors';
import { findCategories } from '../categories/categories.repository';
import { idsUnder } from '../categories/category-tree';
import type { CatalogueContext } from '../shared/catalogue-context';
import { salePrice, selectedVariant } from './pricing';
import { toProductCard } from './product-card';
import {
  countProducts,
  findBrandId,
  findCardRows,
  findImages,
  findProductIds,
  findProductPage,
  findVariants,
  type ProductFilter,
  vendorExists,
} from './products.repository';
import type { ProductListQuery } from './products.schemas';
import { variantAttributes, variantOptions } from './variant-options';

/** Cards for `ids`, in that order; unpublished or unknown ids are left out. */
export async function productCards(ctx: CatalogueContext, ids: number[]): Promise<ProductCard[]> {
  if (ids.length === 0) return [];
  const rows = await findCardRows(ctx.db, ids, ctx.locale, ctx.now);
  const cards = new Map(rows.map((row) => [row.id, toProductCard(row, ctx.uploadUrl)]));
  return ids.flatMap((id) => cards.get(id) ?? []);
}

/** Turns the listing's slugs into ids; a filter that names nothing is a 422 on that field. */
async function resolveFilter(ctx: CatalogueContext, query: ProductListQuery): Promise<ProductFilter> {
  const errors: Record<string, FieldMessage[]> = {};
  const filter: ProductFilter = {};
  if (query.category !== undefined) {
    filter.categoryIds = idsUnder(await findCategories(ctx.db, ctx.locale), query.category);
    if (!filter.categoryIds) errors.category = [{ key: 'filters.unknownCategory', params: { value: query.category } }];
  }
  if (query.brand !== undefined) {
    filter.brandId = await findBrandId(ctx.db, query.brand);
    if (filter.brandId === undefined) errors.brand = [{ key: 'filters.unknownBrand', params: { value: query.brand } }];
  }
  if (query.vendor !== undefined) {
    filter.vendorId = query.vendor;
    if (!(await vendorExists(ctx.db, query.vendor))) {
      errors.vendor = [{ key: 'filters.unknownVendor', params: { value: query.vendor } }];
    }
  }
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
  return filter;
}

export async function listProducts(ctx: CatalogueContext, query: ProductListQuery): Promise<Page<ProductCard>> {
  const filter = await resolveFilter(ctx, query);
  const [total, ids] = await Promise.all([
    countProducts(ctx.db, filter),
    findProductIds(ctx.db, filter, query.sort, query.per_page, (query.page - 1) * query.per_page),
  ]);
  return {
    data: await productCards(ctx, ids),
    per_page: query.per_page,
    total_count: total,
    current_page: query.page,
    last_page: Math.max(1, Math.ceil(total / query.per_page)),
  };
}

export async function productDetails(ctx: CatalogueContext, id: number): Promise<ProductDetailsResponse> {
  const page = await findProductPage(ctx.db, id, ctx.locale);
  if (!page) throw notFound('errors.productNotFound');
  const [cards, variants, images] = await Promise.all([
    productCards(ctx, [id, ...page.relatedIds, ...[page.prevId, page.nextId].filter((n) => n !== null)]),
    findVariants(ctx.db, id, ctx.locale),
    findImages(ctx.db, id),
  ]);
  const cardOf = (cardId: number | null) => cards.find((card) => card.id === cardId) ?? null;
  const card = cardOf(id);
  if (!card) throw notFound('errors.productNotFound');

  const discount = { type: card.discount_type, value: card.discount_value };
  const product: ProductDetail = {
    ...card,
    description: page.description,
    warranty: page.warranty,
    stock: card.quantity,
    variants: variants.map((variant) => ({
      id: variant.id,
      sku: variant.sku,
      price: variant.price,
      sale_price: salePrice(variant.price, discount),
      stock: variant.stock,
      options: variantAttributes(variant),
      color_name: variant.colorName,
    })),
    variant_options: variantOptions(variants, {
      color: translate(ctx.locale, 'options.color'),
      size: translate(ctx.locale, 'options.size'),
    }),
    selected_variant: selectedVariant(variants)?.id ?? 0,
    sm_pictures: images.map((image) => ({ url: ctx.uploadUrl(image.path), color_name: image.colorName })),
  };
  return {
    product,
    relatedProducts: page.relatedIds.map(cardOf).filter((related) => related !== null),
    prevProduct: cardOf(page.prevId),
    nextProduct: cardOf(page.nextId),
  };
}
