import {
  LATEST_REVIEWS,
  type Locale,
  type Picture,
  type ProductCard,
  type ProductDetail,
  type ProductDetailsResponse,
  type ProductPageRecord,
  type ProductReview,
  pageWithCards,
  shownIds,
  type Variant,
} from '#contract';
import { translate } from '../../i18n/locale';
import { byLocale } from '../../lib/by-locale';
import { notFound } from '../../plugins/http-errors';
import type { RequestContext } from '../../plugins/request-context';
import { answerKey, withKeptAnswerAndStock } from './kept-answers';
import { type Discount, salePrice, selectedVariant } from './pricing';
import {
  findImages,
  findLatestReviews,
  findProductPages,
  findVariants,
  type ProductPageRow,
} from './product-details.repository';
import { productCards } from './products.service';
import { detailsWithStock, productsShown } from './stock-now';
import { type VariantRow, variantAttributes, variantOptions } from './variant-options';

/** Rows grouped by their product id. */
export function byProduct<T extends { productId: number }>(rows: readonly T[]): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const row of rows) {
    const group = groups.get(row.productId);
    if (group) group.push(row);
    else groups.set(row.productId, [row]);
  }
  return groups;
}

/** A variant as the product page (and a cart line) shows it, priced with the product's running discount. */
export function toVariant(variant: VariantRow, discount: Discount): Variant {
  return {
    id: variant.id,
    sku: variant.sku,
    price: variant.price,
    sale_price: salePrice(variant.price, discount),
    stock: variant.stock,
    options: variantAttributes(variant),
    color_name: variant.colorName,
  };
}

function toReviews(rows: { id: number; author: string; rating: number; review: string; createdAt: Date }[] = []) {
  return rows.map(({ id, author, rating, review, createdAt }) => ({
    id,
    author,
    rating,
    review,
    created_at: createdAt.toISOString(),
  }));
}

function toProductDetail(
  ctx: RequestContext,
  card: ProductCard,
  page: ProductPageRow,
  variants: readonly VariantRow[],
  pictures: Picture[],
  reviews: ProductReview[],
): ProductDetail {
  const discount = { type: card.discount_type, value: card.discount_value };
  return {
    ...card,
    description: byLocale(ctx.locale, page.descriptionEn, page.descriptionBn),
    warranty: byLocale(ctx.locale, page.warrantyEn, page.warrantyBn),
    shipping_cost: page.shippingCost,
    stock: card.quantity,
    reviews,
    variants: variants.map((variant) => toVariant(variant, discount)),
    variant_options: variantOptions(variants, {
      color: translate(ctx.locale, 'options.color'),
      size: translate(ctx.locale, 'options.size'),
    }),
    selected_variant: selectedVariant(variants)?.id ?? 0,
    sm_pictures: pictures,
  };
}

/** A product's page, the products it shows by id, and its own card as listings show it. */
export interface ProductPageAndCard {
  card: ProductCard;
  page: ProductPageRecord;
}

interface LoadedPages {
  pagesAndCards: ProductPageAndCard[];
  cardById: Map<number, ProductCard>;
}

/**
 * Product pages for `ids` in that order, unpublished or unknown ids left out, in each of `locales`, with the cards of
 * `cardIds(pages)` (which must hold the pages' own). Read once for every locale: the pages (their texts in every
 * language), then at once the pictures and the latest reviews; per locale, the cards and the variants.
 */
async function loadPages(
  ctx: RequestContext,
  ids: number[],
  locales: readonly Locale[],
  cardIds: (pages: ProductPageRow[]) => number[],
): Promise<LoadedPages[]> {
  const pages = ids.length === 0 ? [] : await findProductPages(ctx.db, ids);
  if (pages.length === 0) return locales.map(() => ({ pagesAndCards: [], cardById: new Map() }));
  const found = pages.map((page) => page.id);
  const shown = [...new Set(cardIds(pages))];
  const [[images, latestReviews], localized] = await Promise.all([
    Promise.all([findImages(ctx.db, found), findLatestReviews(ctx.db, found, LATEST_REVIEWS)]),
    Promise.all(
      locales.map(async (locale) => {
        const inLocale = { ...ctx, locale };
        const [cards, variants] = await Promise.all([
          productCards(inLocale, shown),
          findVariants(ctx.db, found, locale),
        ]);
        return { inLocale, cards, variants };
      }),
    ),
  ]);
  const pageById = new Map(pages.map((page) => [page.id, page]));
  const imagesOf = byProduct(images);
  const reviewsOf = byProduct(latestReviews);

  return localized.map(({ inLocale, cards, variants }) => {
    const cardById = new Map(cards.map((card) => [card.id, card]));
    const variantsOf = byProduct(variants);
    const pagesAndCards = ids.flatMap((id): ProductPageAndCard[] => {
      const page = pageById.get(id);
      const card = cardById.get(id);
      if (!page || !card) return [];
      const pictures = (imagesOf.get(id) ?? []).map((image) => ({
        url: ctx.uploadUrl(image.path),
        color_name: image.colorName,
      }));
      const reviews = toReviews(reviewsOf.get(id));
      const product = toProductDetail(inLocale, card, page, variantsOf.get(id) ?? [], pictures, reviews);
      return [{ card, page: { product, relatedIds: page.relatedIds, prevId: page.prevId, nextId: page.nextId } }];
    });
    return { pagesAndCards, cardById };
  });
}

/**
 * Product pages for `ids` with their own cards, the products they show by id, in each of `locales` (GET
 * /products/export): what is the same in every language is read once.
 */
export async function productPagesAndCards(
  ctx: RequestContext,
  ids: number[],
  locales: readonly Locale[],
): Promise<ProductPageAndCard[][]> {
  const loaded = await loadPages(ctx, ids, locales, (pages) => pages.map((page) => page.id));
  return loaded.map(({ pagesAndCards }) => pagesAndCards);
}

/** Product pages for `ids`, in that order (GET /products/details); unpublished or unknown ids are left out. */
export async function productDetailsBatch(ctx: RequestContext, ids: number[]): Promise<ProductDetailsResponse[]> {
  const [loaded] = await loadPages(ctx, ids, [ctx.locale], (pages) =>
    pages.flatMap((page) => [page.id, ...shownIds(page)]),
  );
  const { pagesAndCards, cardById } = loaded!;
  return pagesAndCards.map(({ page }) => pageWithCards(page, (id) => cardById.get(id)));
}

/** GET /products/{id}: the page as kept (kept-answers.ts) or built, with the stock as it is now. */
export async function productDetails(ctx: RequestContext, id: number): Promise<ProductDetailsResponse> {
  return withKeptAnswerAndStock(
    ctx,
    answerKey('product', ctx.locale, { id }),
    async () => {
      const [built] = await productDetailsBatch(ctx, [id]);
      if (!built) throw notFound('errors.productNotFound');
      return built;
    },
    productsShown,
    detailsWithStock,
  );
}
