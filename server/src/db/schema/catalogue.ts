/**
 * The catalogue: categories, brands, shops, products with their variants and pictures, the home page's content,
 * flash sales, collections and newsletter sign-ups.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { VENDOR_STATUSES } from '#contract';
import { createdAt, updatedAt } from './columns';

/**
 * Normalised search text (`searchText()` in modules/products/search.ts: the same normal form as every query).
 * Written by whoever writes the row's names (today only the seed).
 */
const searchTextColumn = () => text('search_text').notNull().default('');

export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    nameEn: text('name_en').notNull(),
    nameBn: text('name_bn').notNull(),
    parentId: integer('parent_id'),
    image: text('image'),
    position: integer('position').notNull().default(0),
    /**
     * Partners' commission, percent of a referred line's price, for products in this category and below it; null
     * takes the parent's (a root's null: AFFILIATE_DEFAULT_RATE_PERCENT).
     */
    partnerRatePercent: smallint('partner_rate_percent'),
    searchText: searchTextColumn(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('categories_slug_key').on(t.slug), index('categories_parent_idx').on(t.parentId)],
);

export const brands = pgTable(
  'brands',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    nameEn: text('name_en').notNull(),
    nameBn: text('name_bn').notNull(),
    logo: text('logo'),
    searchText: searchTextColumn(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('brands_slug_key').on(t.slug)],
);

/** Shops (sellers). Rating is kept in tenths (47 = 4.7) so it stays an integer. */
export const vendors = pgTable(
  'vendors',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    nameEn: text('name_en').notNull(),
    nameBn: text('name_bn').notNull(),
    descriptionEn: text('description_en').notNull().default(''),
    descriptionBn: text('description_bn').notNull().default(''),
    addressEn: text('address_en').notNull().default(''),
    addressBn: text('address_bn').notNull().default(''),
    phone: text('phone'),
    logo: text('logo'),
    banner: text('banner'),
    ratingTenths: smallint('rating_tenths').notNull().default(0),
    ratingCount: integer('rating_count').notNull().default(0),
    /** A registered shop is `pending` (invisible everywhere public) until the back office approves or rejects it. */
    status: text('status', { enum: VENDOR_STATUSES }).notNull().default('approved'),
    /** Digital Business Identity number (2022 guideline): shown on the shop page when present. */
    dbid: text('dbid'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('vendors_slug_key').on(t.slug),
    uniqueIndex('vendors_name_en_key').on(sql`lower(${t.nameEn})`),
    uniqueIndex('vendors_name_bn_key').on(t.nameBn),
  ],
);

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    nameEn: text('name_en').notNull(),
    nameBn: text('name_bn').notNull(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    brandId: integer('brand_id').references(() => brands.id),
    vendorId: integer('vendor_id')
      .notNull()
      .references(() => vendors.id),
    /** 'flat' (taka off) or 'percent'; null means no discount. */
    discountType: text('discount_type', { enum: ['flat', 'percent'] }),
    discountValue: integer('discount_value').notNull().default(0),
    /** Extra taka per unit on top of the order's delivery fee (bulky goods); 0 for most products. */
    shippingCost: integer('shipping_cost').notNull().default(0),
    /**
     * The lowest price of the product's variants (null without variants), for the cards and the price sorts.
     * Whoever writes variants updates it in the same transaction.
     */
    minPrice: integer('min_price'),
    ratingTenths: smallint('rating_tenths').notNull().default(0),
    ratingCount: integer('rating_count').notNull().default(0),
    soldCount: integer('sold_count').notNull().default(0),
    isPublished: boolean('is_published').notNull().default(true),
    /** Names in both languages with the brand's and the category's: what the listing's `q` searches. */
    searchText: searchTextColumn(),
    /** The colour keys and the sizes of the product's variants, for the facets; kept by triggers (migration 0009). */
    colors: text('colors').array().notNull().default(sql`'{}'`),
    sizes: text('sizes').array().notNull().default(sql`'{}'`),
    /** Whether any variant has stock; kept by triggers (migration 0011), written only when it flips. */
    inStock: boolean('in_stock').notNull().default(false),
    /** The search text's words, as the vocabulary and the word index hold them. */
    searchWords: text('search_words').array().notNull().generatedAlwaysAs(sql`string_to_array(search_text, ' ')`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('products_slug_key').on(t.slug),
    // (category, id) also answers a product's previous/next neighbour in its category.
    index('products_category_idx').on(t.categoryId, t.id),
    // A product page's related products: its category's best sellers.
    index('products_category_popularity_idx')
      .on(t.categoryId, t.soldCount.desc().nullsFirst(), t.id)
      .where(sql`${t.isPublished}`),
    index('products_brand_idx').on(t.brandId),
    index('products_vendor_idx').on(t.vendorId),
    index('products_updated_idx').on(t.updatedAt),
    // The listing's sorts over published products (GET /products, read backwards for descending order);
    // the first one also serves its counts.
    index('products_newest_idx').on(t.createdAt, t.id).where(sql`${t.isPublished}`),
    index('products_price_idx').on(t.minPrice, t.id).where(sql`${t.isPublished}`),
    index('products_popularity_idx').on(t.soldCount, t.id).where(sql`${t.isPublished}`),
    index('products_rating_idx').on(t.ratingTenths, t.ratingCount, t.id).where(sql`${t.isPublished}`),
    // Products having any of a query word's matches (array overlap), found in the vocabulary first.
    index('products_search_words_idx').using('gin', t.searchWords),
    check('products_discount_value_nonneg', sql`${t.discountValue} >= 0`),
    check('products_shipping_cost_nonneg', sql`${t.shippingCost} >= 0`),
  ],
);

/**
 * A product page's long texts, apart from `products` so that the listing's, search's and facets' scans of that table
 * read half the pages (they were 640 of a row's 1,350 bytes at 100,000 products).
 */
export const productTexts = pgTable('product_texts', {
  productId: integer('product_id')
    .primaryKey()
    .references(() => products.id, { onDelete: 'cascade' }),
  descriptionEn: text('description_en').notNull(),
  descriptionBn: text('description_bn').notNull(),
  warrantyEn: text('warranty_en'),
  warrantyBn: text('warranty_bn'),
});

/**
 * Every word of any product's search text, kept by triggers on `products` (migration 0008): a query word is matched
 * here, by substring or by a close spelling, a few thousand rows instead of every product's text.
 * Words of renamed or deleted products stay: they match no product, so they cost nothing but a row.
 */
export const searchVocabulary = pgTable('search_vocabulary', { word: text('word').primaryKey() }, (t) => [
  // Substring (LIKE) and typo-tolerant (word_similarity `<%`) matching; needs the pg_trgm extension.
  index('search_vocabulary_trgm_idx').using('gin', t.word.op('gin_trgm_ops')),
]);

/** A sellable combination of options. Price in integer taka; stock never below zero. */
export const productVariants = pgTable(
  'product_variants',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    sku: text('sku').notNull(),
    /** Colour key (Latin, e.g. 'navy'); matches product_images.color_name. */
    color: text('color'),
    colorNameEn: text('color_name_en'),
    colorNameBn: text('color_name_bn'),
    colorHex: text('color_hex'),
    size: text('size'),
    price: integer('price').notNull(),
    stock: integer('stock').notNull().default(0),
  },
  (t) => [
    uniqueIndex('product_variants_sku_key').on(t.sku),
    // With the price, a product's lowest price (products.min_price) is read from the index alone.
    index('product_variants_product_idx').on(t.productId, t.price),
    // A colour facet's label and swatch, read from any one variant of the colour.
    index('product_variants_color_idx').on(t.color),
    check('product_variants_stock_nonneg', sql`${t.stock} >= 0`),
    check('product_variants_price_positive', sql`${t.price} > 0`),
  ],
);

export const productImages = pgTable(
  'product_images',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** Path below the API's /uploads, e.g. 'products/shirt-navy.webp'. */
    path: text('path').notNull(),
    colorName: text('color_name'),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('product_images_product_idx').on(t.productId)],
);

export const homeSliders = pgTable('home_sliders', {
  id: serial('id').primaryKey(),
  titleEn: text('title_en').notNull(),
  titleBn: text('title_bn').notNull(),
  subtitleEn: text('subtitle_en').notNull().default(''),
  subtitleBn: text('subtitle_bn').notNull().default(''),
  image: text('image').notNull(),
  link: text('link').notNull(),
  position: integer('position').notNull().default(0),
});

export const homeBanners = pgTable('home_banners', {
  id: serial('id').primaryKey(),
  titleEn: text('title_en').notNull(),
  titleBn: text('title_bn').notNull(),
  subtitleEn: text('subtitle_en').notNull().default(''),
  subtitleBn: text('subtitle_bn').notNull().default(''),
  image: text('image').notNull(),
  link: text('link').notNull(),
  position: integer('position').notNull().default(0),
});

/** Key/value site information (shop name, hotline, address...), localized. */
export const homeInfo = pgTable('home_info', {
  key: text('key').primaryKey(),
  valueEn: text('value_en').notNull(),
  valueBn: text('value_bn').notNull(),
});

export const flashSales = pgTable(
  'flash_sales',
  {
    id: serial('id').primaryKey(),
    titleEn: text('title_en').notNull(),
    titleBn: text('title_bn').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
  },
  (t) => [check('flash_sales_window', sql`${t.endsAt} > ${t.startsAt}`)],
);

/** While its sale runs, an item's percent discount replaces the product's own discount. */
export const flashSaleItems = pgTable(
  'flash_sale_items',
  {
    flashSaleId: integer('flash_sale_id')
      .notNull()
      .references(() => flashSales.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    discountPercent: smallint('discount_percent').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.flashSaleId, t.productId] }),
    index('flash_sale_items_product_idx').on(t.productId),
    check('flash_sale_items_percent', sql`${t.discountPercent} between 1 and 90`),
  ],
);

export const collections = pgTable(
  'collections',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    nameEn: text('name_en').notNull(),
    nameBn: text('name_bn').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [uniqueIndex('collections_slug_key').on(t.slug)],
);

export const collectionProducts = pgTable(
  'collection_products',
  {
    collectionId: integer('collection_id')
      .notNull()
      .references(() => collections.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.collectionId, t.productId] })],
);

/** Newsletter sign-ups. Emails are stored trimmed and lowercased, so the unique index is case-insensitive. */
export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    locale: text('locale', { enum: ['en', 'bn'] }).notNull(),
    /** Set by the unsubscribe link; signing up again clears it. */
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('newsletter_subscribers_email_key').on(t.email)],
);
