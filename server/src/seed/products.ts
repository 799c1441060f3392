/** Makes one demo product (row, variants, pictures) from the department tables and the seeded PRNG. */
import type { productImages, products, productTexts, productVariants } from '../db/schema';
import { searchText } from '../modules/products/search';
import type { Garment } from './art/garments';
import { artworkPaths } from './artwork';
import { CATEGORIES } from './data/categories';
import { type ColourKey, colour } from './data/colors';
import { ADJECTIVES, DEPARTMENTS, type Department } from './data/departments';
import { BRANDS, VENDORS } from './data/partners';
import type { Random } from './random';
import { type DemoReviewRow, demoRatings, demoReviews } from './reviews';

export type ProductRow = typeof products.$inferInsert;
export type ProductTextRow = typeof productTexts.$inferInsert;
export type VariantRow = typeof productVariants.$inferInsert;
export type ImageRow = typeof productImages.$inferInsert;

/** Database ids of the seeded categories, brands and shops, by slug. */
export interface Refs {
  categories: ReadonlyMap<string, number>;
  brands: ReadonlyMap<string, number>;
  vendors: ReadonlyMap<string, number>;
}

/** What the collection and flash-sale pickers need to know about a product. */
export interface ProductFacts {
  id: number;
  category: string;
  createdAt: number;
  soldCount: number;
  /** Lowest variant price before discount. */
  price: number;
  inStock: boolean;
}

export interface MadeProduct {
  garment: Garment;
  /** Colours on offer, each with one picture. */
  colours: ColourKey[];
  row: ProductRow;
  texts: ProductTextRow;
  variants: VariantRow[];
  images: ImageRow[];
  /** Its demo reviews, which its rating columns sum up. */
  reviews: DemoReviewRow[];
  facts: ProductFacts;
}

/** The spec's structured-data sample prices (1,960, 1,148 and 1,200 taka) go to the first three products. */
const SAMPLES = [
  { category: 'formal-shirts', price: 1960 },
  { category: 'shirts', price: 1148 },
  { category: 'panjabi', price: 1200 },
];

const DAY_SECONDS = 86_400;
/** A demo review stands for this many ratings of the old demo counts (1–601): one to seven reviews a product. */
const RATINGS_PER_REVIEW = 100;
const CREATED_WITHIN_DAYS = 180;
const COLOUR_COUNTS = [1, 2, 3, 4];
const COLOUR_COUNT_WEIGHTS = [20, 35, 30, 15];

const slugify = (text: string) =>
  text
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

const byCategory = (category: string) => DEPARTMENTS.find((department) => department.category === category)!;

/** A believable shop price: a multiple of 50, sometimes ending in 90 (1,490). */
function listPrice(rng: Random, [min, max]: readonly [number, number], level: number): number {
  const position = Math.min(1, level * 0.6 + rng.next() * 0.4) ** 2;
  const rounded = Math.round((min + (max - min) * position) / 50) * 50;
  return Math.max(min, rng.chance(0.4) ? rounded - 10 : rounded);
}

function discount(rng: Random, price: number): Pick<ProductRow, 'discountType' | 'discountValue'> {
  const roll = rng.next();
  const flatCap = Math.min(500, Math.floor((price * 0.4) / 10) * 10);
  if (roll < 0.2 || (roll < 0.4 && flatCap < 50)) return { discountType: 'percent', discountValue: rng.step(5, 40, 5) };
  if (roll < 0.4) return { discountType: 'flat', discountValue: rng.step(50, flatCap, 10) };
  return { discountType: null, discountValue: 0 };
}

function stockLevel(rng: Random): number {
  const roll = rng.next();
  if (roll < 0.08) return 0;
  if (roll < 0.18) return rng.int(1, 3);
  return rng.int(5, 60);
}

function variantsOf(rng: Random, department: Department, id: number, price: number, soldOut: boolean) {
  const { sizes, offered, large } = department.sizes;
  const count = rng.int(offered[0], offered[1]);
  const start = rng.int(0, sizes.length - count);
  const chosenSizes = sizes.slice(start, start + count);
  const surcharge = large.length > 0 && rng.chance(0.4) ? rng.step(50, 150, 10) : 0;
  const colourCount = rng.weighted(COLOUR_COUNTS, (n) => COLOUR_COUNT_WEIGHTS[n - 1] ?? 0);
  const colours: ColourKey[] = rng.sample(department.colours, colourCount);
  const variants: VariantRow[] = colours.flatMap((key) => {
    const { code, en, bn, hex } = colour(key);
    return chosenSizes.map((size) => ({
      productId: id,
      sku: `HT${id}-${code}-${size ?? 'FS'}`,
      color: key,
      colorNameEn: en,
      colorNameBn: bn,
      colorHex: hex,
      size,
      price: size !== null && (large as readonly string[]).includes(size) ? price + surcharge : price,
      stock: soldOut ? 0 : stockLevel(rng),
    }));
  });
  return { colours, variants };
}

/**
 * One product; its demo reviews come from `reviewRng`, a stream of their own, so adding or changing reviews never
 * changes the products.
 */
export function makeProduct(
  rng: Random,
  reviewRng: Random,
  id: number,
  index: number,
  now: Date,
  refs: Refs,
): MadeProduct {
  const sample = SAMPLES[index];
  const department = sample ? byCategory(sample.category) : rng.weighted(DEPARTMENTS, (d) => d.weight);
  const line = rng.pick(department.lines);
  const type = rng.pick(line.types);
  const material = rng.pick(line.materials);
  const style = rng.pick(line.styles);
  const adjective = rng.chance(0.35) ? rng.pick(ADJECTIVES) : null;
  const nameEn = [adjective?.en, material.en, style.en, type.en].filter(Boolean).join(' ');
  const nameBn = [adjective?.bn, material.bn, style.bn, type.bn].filter(Boolean).join(' ');

  const category = CATEGORIES.find((seed) => seed.slug === department.category);
  const brands = BRANDS.filter((brand) => brand.categories.includes(department.category));
  const brand = brands.length > 0 && rng.chance(0.92) ? rng.pick(brands) : null;
  const vendor = rng.pick(VENDORS.filter((shop) => shop.categories.includes(department.category)));
  const maker = brand ?? vendor;
  const typeEn = type.en.toLowerCase();
  const descriptionEn = [
    type.plural
      ? `These ${typeEn} from ${maker.en} are ${material.madeEn}.`
      : `This ${typeEn} from ${maker.en} is ${material.madeEn}.`,
  ];
  const descriptionBn = [`${maker.ofBn} এই ${type.bn}${type.unitBn ?? 'টি'} ${material.madeBn}।`];
  for (const note of rng.sample(department.notes, rng.int(1, 2))) {
    descriptionEn.push(note.en);
    descriptionBn.push(note.bn);
  }
  const warranty = department.warranties.length > 0 ? rng.pick(department.warranties) : null;

  const price = sample?.price ?? listPrice(rng, department.price, material.level);
  const soldOut = !sample && rng.chance(0.05);
  const { colours, variants } = variantsOf(rng, department, id, price, soldOut);
  const createdAt = new Date(now.getTime() - rng.int(0, CREATED_WITHIN_DAYS * DAY_SECONDS) * 1000);
  const soldCount = Math.floor(5000 * rng.next() ** 4);
  const discounted = discount(rng, price);
  const targetTenths = Math.min(50, 30 + Math.floor(21 * Math.sqrt(rng.next())));
  const reviewCount = Math.ceil((1 + Math.floor(600 * rng.next() ** 3)) / RATINGS_PER_REVIEW);
  const vendorId = refs.vendors.get(vendor.slug)!;
  const reviewed = demoReviews(
    reviewRng,
    { kind: 'product', productId: id, vendorId },
    demoRatings(reviewRng, targetTenths, reviewCount),
    { from: createdAt, now },
  );

  const row: ProductRow = {
    id,
    slug: `${slugify(nameEn)}-${id}`,
    nameEn,
    nameBn,
    categoryId: refs.categories.get(department.category)!,
    brandId: brand ? refs.brands.get(brand.slug)! : null,
    vendorId,
    ...discounted,
    shippingCost: department.shippingCost ?? 0,
    minPrice: variants.length > 0 ? Math.min(...variants.map((variant) => variant.price)) : null,
    ratingTenths: reviewed.rating.tenths,
    ratingCount: reviewed.rating.count,
    searchText: searchText(nameEn, nameBn, brand?.en, brand?.bn, category?.en, category?.bn),
    soldCount,
    createdAt,
    updatedAt: createdAt,
  };
  const texts: ProductTextRow = {
    productId: id,
    descriptionEn: descriptionEn.join(' '),
    descriptionBn: descriptionBn.join(' '),
    warrantyEn: warranty?.en ?? null,
    warrantyBn: warranty?.bn ?? null,
  };
  const images: ImageRow[] = colours.map((key, position) => ({
    productId: id,
    path: artworkPaths.product(line.garment, key),
    colorName: key,
    position,
  }));
  const facts: ProductFacts = {
    id,
    category: department.category,
    createdAt: createdAt.getTime(),
    soldCount,
    price,
    inStock: variants.some((variant) => (variant.stock ?? 0) > 0),
  };
  return { garment: line.garment, colours, row, texts, variants, images, reviews: reviewed.rows, facts };
}
