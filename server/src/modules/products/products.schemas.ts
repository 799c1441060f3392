import { z } from 'zod';
import { LOCALES, type Locale, normalizeSearchText } from '#contract';
import { idTextSchema } from '../../lib/id-schema';
import { PRODUCT_SORTS } from './products.repository';

const slug = z.string().trim().min(1).max(120);
const LIST_MAX = 50;
const BATCH_MAX = 100;
const SEARCH_MAX = 100;

/** `a,b,c`: 1 to `max` items, each kept once in the order given. */
const commaList = <T extends z.ZodType>(item: T, max = LIST_MAX) =>
  z
    .preprocess((list) => (typeof list === 'string' ? list.split(',') : list), z.array(item).min(1).max(max))
    .transform((items) => [...new Set(items)]);

/** `true`/`1` turn the filter on; `false`/`0` leave it off. */
const flag = z.enum(['true', '1', 'false', '0']).transform((value) => value === 'true' || value === '1');
const taka = z.coerce.number().int().min(0).max(100_000_000);

/** A search query in the normal form of the index, 1 to SEARCH_MAX characters. */
const searchQuery = z.string().max(1000).transform(normalizeSearchText).pipe(z.string().min(1).max(SEARCH_MAX));

/** The filters of GET /products and GET /products/facets (contract: ProductListQuery). */
export const productFilterQuerySchema = z.object({
  category: slug.optional(),
  // An empty `q=` (a cleared search box) means no search.
  q: z.preprocess((text) => (text === '' ? undefined : text), searchQuery.optional()),
  brand: commaList(slug).optional(),
  vendor: commaList(idTextSchema).optional(),
  color: commaList(slug).optional(),
  size: commaList(slug).optional(),
  price_min: taka.optional(),
  price_max: taka.optional(),
  in_stock: flag.optional(),
  on_sale: flag.optional(),
  rating: z.coerce.number().int().min(1).max(5).optional(),
  updated_since: z.iso
    .datetime({ offset: true })
    .transform((instant) => new Date(instant))
    .optional(),
});

export type ProductFilterQuery = z.output<typeof productFilterQuerySchema>;

export const productListQuerySchema = productFilterQuerySchema.extend({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(24),
  // Without a sort: by relevance when searching, else newest.
  sort: z.enum(PRODUCT_SORTS).optional(),
});

export type ProductListQuery = z.output<typeof productListQuerySchema>;

/** `ids=1,2,3`: 1 to BATCH_MAX product ids, each kept once in the order given. */
export const productIdsQuerySchema = z.object({ ids: commaList(idTextSchema, BATCH_MAX) });

export const suggestQuerySchema = z.object({ q: searchQuery });

/** GET /products/export: `locales=en,bn` (default: every locale); any other parameter is refused, not ignored. */
export const productExportQuerySchema = z
  .object({ locales: commaList(z.custom<Locale>((value) => LOCALES.includes(value as Locale), 'locale')).optional() })
  .strict();
