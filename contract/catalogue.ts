/**
 * Catalogue shapes answered by the marketplace API. Localized fields (name, description, ...)
 * are in the language of the request's Accept-Language (en|bn). Money is integer taka.
 * Image URLs are absolute (they live on the API / admin host).
 */
import type { Locale } from './envelope';
import type { ProductReview } from './reviews';
export interface Ref {
  id: number;
  slug: string;
  name: string;
}

export interface Category extends Ref {
  parent_id: number | null;
  image: string | null;
  product_count: number;
  children: Category[];
}

export interface Brand extends Ref {
  logo: string | null;
  product_count: number;
}

/** GET /home_info: localized site facts keyed by name (site_name, tagline, hotline, email, address, ...). */
export type HomeInfo = Record<string, string>;

export interface HomeSlide {
  id: number;
  title: string;
  subtitle: string;
  image: string;
  /** Site-relative path without locale prefix, e.g. '/categories/panjabi'. */
  link: string;
}
export type HomeBanner = HomeSlide;

export type DiscountType = 'flat' | 'percent';

export interface SellerRef extends Ref {
  rating: number;
  rating_count: number;
}

/** A product as listed on cards (listings, related, collections, flash sales). */
export interface ProductCard {
  id: number;
  slug: string;
  name: string;
  image: string;
  /** Lowest variant price, before discount. */
  price: number;
  /** Lowest variant price after the running discount (flash sale first, else the product's own). */
  sale_price: number;
  /** Taka off on the lowest-priced variant (price - sale_price). */
  discount: number;
  discount_type: DiscountType | null;
  discount_value: number;
  discount_percentage: number;
  /** Total stock over all variants. */
  quantity: number;
  rating: number;
  rating_count: number;
  brand: Ref | null;
  category: Ref;
  seller: SellerRef;
  /** End of the running flash sale that prices this product, ISO 8601, or null. */
  flash_sale_ends_at: string | null;
  updated_at: string;
}

export interface VariantOptionValue {
  value: string;
  label: string;
  hex?: string;
}

export interface VariantOption {
  name: 'color' | 'size';
  label: string;
  values: VariantOptionValue[];
}

export interface Variant {
  id: number;
  sku: string;
  price: number;
  sale_price: number;
  stock: number;
  /** Option attributes this variant matches on, e.g. { color: 'navy', size: 'L' }. */
  options: { color?: string; size?: string };
  /** Localized colour label, e.g. 'Navy' / 'নেভি'. */
  color_name: string | null;
}

export interface Picture {
  url: string;
  /** Colour key this picture shows (matches Variant.options.color), or null. */
  color_name: string | null;
}

export interface ProductDetail extends ProductCard {
  description: string;
  warranty: string | null;
  /** Extra taka per unit on top of the order's delivery fee (bulky goods); usually 0. */
  shipping_cost: number;
  /** Same as quantity: total stock. */
  stock: number;
  variants: Variant[];
  variant_options: VariantOption[];
  /** Id of the lowest-priced variant (ties: first in stock, then lowest id). */
  selected_variant: number;
  sm_pictures: Picture[];
  /** The latest visible reviews (at most LATEST_REVIEWS), newest first; `rating` and `rating_count` sum them all. */
  reviews: ProductReview[];
}

/** GET /products/{id}; our batch extension GET /products/details?ids=… answers an array of them. */
export interface ProductDetailsResponse {
  product: ProductDetail;
  relatedProducts: ProductCard[];
  prevProduct: ProductCard | null;
  nextProduct: ProductCard | null;
}

/**
 * A product page with the products it shows named by id, not by card: what our export sends and the build's snapshot
 * keeps. Their cards are the listing's, which hold every product a page may link to; in the pages of a large
 * catalogue, these copies were most of the bytes.
 */
export interface ProductPageRecord {
  product: ProductDetail;
  relatedIds: number[];
  prevId: number | null;
  nextId: number | null;
}

/** The products a page shows: related ones, previous and next. */
export function shownIds({ relatedIds, prevId, nextId }: Omit<ProductPageRecord, 'product'>): number[] {
  return [...relatedIds, prevId, nextId].filter((id) => id !== null);
}

/** The record of a page as GET /products/{id} answers it (from a server without our export, or the batch call). */
export function pageRecordOf({
  product,
  relatedProducts,
  prevProduct,
  nextProduct,
}: ProductDetailsResponse): ProductPageRecord {
  return {
    product,
    relatedIds: relatedProducts.map((card) => card.id),
    prevId: prevProduct?.id ?? null,
    nextId: nextProduct?.id ?? null,
  };
}

/** The page as GET /products/{id} answers it, its shown products' cards from `cardOf`; those it lacks are left out. */
export function pageWithCards(
  { product, relatedIds, prevId, nextId }: ProductPageRecord,
  cardOf: (id: number) => ProductCard | undefined,
): ProductDetailsResponse {
  const card = (id: number | null) => (id === null ? null : (cardOf(id) ?? null));
  return {
    product,
    relatedProducts: relatedIds.map(card).filter((related) => related !== null),
    prevProduct: card(prevId),
    nextProduct: card(nextId),
  };
}

/**
 * One line of our extension GET /products/export (NDJSON, `application/x-ndjson`): a product in one locale, its card
 * as GET /products shows it and its page as GET /products/{id} answers it but for the cards it shows (`page`),
 * newest product first, every line read in one database snapshot. The last line, `end`, counts the product lines: a
 * stream without it was cut short.
 */
export type ProductExportLine =
  | { locale: Locale; card: ProductCard; page: ProductPageRecord }
  | { end: { lines: number } };

/** GET /category/category-wise-flash-sales: one entry per category that has products in a running sale. */
export interface CategoryFlashSale {
  category: Ref;
  flash_sale: { id: number; title: string; starts_at: string; ends_at: string };
  products: ProductCard[];
}

/** GET /category/collection */
export interface Collection extends Ref {
  products: ProductCard[];
}

export interface Vendor extends Ref {
  logo: string | null;
  banner: string | null;
  rating: number;
  rating_count: number;
  product_count: number;
  /** Where the shop is: its upazila and district (never a registered seller's pickup address line). */
  address: string;
  description: string;
  /** Digital Business Identity number, shown on the shop page when the seller gave one (2022 guideline). */
  dbid: string | null;
}

/**
 * Listing filters of GET /products and GET /products/facets (issue 3), with paging and sort.
 * Lists are comma-separated in the query string (`brand=aarong,yellow`); values within one filter are OR-ed,
 * different filters AND-ed. Unknown slugs → 422 on that field; unknown colour/size values match nothing.
 */
export interface ProductListQuery {
  page?: number;
  per_page?: number;
  sort?: 'newest' | 'price_asc' | 'price_desc' | 'popularity' | 'rating';
  /** Category slug (the category and everything under it). */
  category?: string;
  /** Full-text search (NFC, zero-width joiners stripped, trigram-tolerant), English and Bengali names. */
  q?: string;
  /** Comma lists of brand slugs, vendor ids, colour keys (Variant.options.color), sizes. */
  brand?: string;
  vendor?: string;
  color?: string;
  size?: string;
  /** Integer taka bounds on the price the card shows (sale_price). */
  price_min?: number;
  price_max?: number;
  in_stock?: boolean;
  on_sale?: boolean;
  /** Minimum average rating, 1–5. */
  rating?: number;
  /** Only products updated after this ISO 8601 instant (incremental rebuilds). */
  updated_since?: string;
}

export interface FacetValue {
  value: string;
  label: string;
  count: number;
  hex?: string;
}

/**
 * GET /products/facets?<the listing's filters>: counts for each filter's values. Each facet is counted with every
 * other filter applied but not its own (so a shopper can widen a choice they already made).
 */
export interface ProductFacets {
  total_count: number;
  categories: FacetValue[];
  brands: FacetValue[];
  vendors: FacetValue[];
  colors: FacetValue[];
  sizes: FacetValue[];
  /** Lowest and highest sale_price among the matches (null when none match). */
  price: { min: number; max: number } | null;
  in_stock: number;
  on_sale: number;
  /** Products rated at least `value` stars, for value 4..1. */
  ratings: FacetValue[];
}

/** GET /products/suggest?q=…: what the header search shows while typing (up to 8 products). */
export interface SearchSuggestions {
  products: Pick<ProductCard, 'id' | 'slug' | 'name' | 'image' | 'sale_price'>[];
  categories: Ref[];
  brands: Ref[];
}

/** GET /products/live?ids=… (≤100): what a static page may show stale, fresh from the database. */
export interface LiveProduct {
  id: number;
  price: number;
  sale_price: number;
  discount: number;
  discount_percentage: number;
  quantity: number;
  flash_sale_ends_at: string | null;
  variants: Pick<Variant, 'id' | 'price' | 'sale_price' | 'stock'>[];
}
