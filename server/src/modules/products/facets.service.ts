import type { FacetValue, ProductFacets } from '#contract';
import { compareSizes } from '#contract';
import type { RequestContext } from '../../plugins/request-context';
import { buildCategoryTree } from '../categories/categories.service';
import { countFacetRows, type FacetRow } from './facet-count';
import { indexWithMatches } from './facet-index.service';
import { answerKey, withKeptAnswer } from './kept-answers';
import type { ProductFilterQuery } from './products.schemas';
import { categoryRowsOf, resolveFilter } from './resolve-filter';

const byCount = (a: FacetValue, b: FacetValue) => b.count - a.count || a.label.localeCompare(b.label);

const toValue = (row: FacetRow): FacetValue => ({
  value: row.key ?? '',
  label: row.label ?? row.key ?? '',
  count: row.count,
  ...(row.hex ? { hex: row.hex } : {}),
});

/**
 * GET /products/facets: each facet counted with every other filter applied but not its own. Categories come in
 * tree order, each counting its subcategories' products too (as filtering by it would); sizes in size order.
 * An answer counted at the current catalogue version is served as kept (kept-answers.ts).
 */
export function productFacets(ctx: RequestContext, query: ProductFilterQuery): Promise<ProductFacets> {
  return withKeptAnswer(ctx, answerKey('facets', ctx.locale, query), (version) => countFacets(ctx, query, version));
}

/** Counted over this process's facet index (facet-index.ts) at `version` or newer; a search's matches found in SQL. */
async function countFacets(ctx: RequestContext, query: ProductFilterQuery, version: number): Promise<ProductFacets> {
  const filter = await resolveFilter(ctx, query, version);
  const { index, matching } = await indexWithMatches(ctx.db, filter, version);
  const allCategories = categoryRowsOf(index.names, ctx.locale);
  const rows = countFacetRows(index, filter, matching, ctx.now, ctx.locale);
  const of = (facet: FacetRow['facet']) => rows.filter((row) => row.facet === facet);
  const single = (facet: FacetRow['facet']) => of(facet)[0];

  const directCounts = new Map(of('category').map((row) => [Number(row.key), row.count]));
  const tree = buildCategoryTree(allCategories, directCounts, ctx.uploadUrl, { dropEmpty: true });
  const categories: FacetValue[] = [];
  const walk = (nodes: typeof tree) => {
    for (const node of nodes) {
      categories.push({ value: node.slug, label: node.name, count: node.product_count });
      walk(node.children);
    }
  };
  walk(tree);

  const price = single('price');
  const stars = new Intl.NumberFormat(ctx.locale === 'bn' ? 'bn-BD' : 'en');
  return {
    total_count: single('total')?.count ?? 0,
    categories,
    brands: of('brand').map(toValue).sort(byCount),
    vendors: of('vendor').map(toValue).sort(byCount),
    colors: of('color').map(toValue).sort(byCount),
    sizes: of('size')
      .map(toValue)
      .sort((a, b) => compareSizes(a.value, b.value)),
    price: price?.low == null || price.high == null ? null : { min: price.low, max: price.high },
    in_stock: single('in_stock')?.count ?? 0,
    on_sale: single('on_sale')?.count ?? 0,
    ratings: of('rating')
      .map((row) => ({ ...toValue(row), label: `${stars.format(Number(row.key))}+` }))
      .sort((a, b) => Number(b.value) - Number(a.value)),
  };
}
