/**
 * A facet index's source brought up to date by what changed since it was read (facet-index.repository.ts), so that
 * a catalogue change costs each API process a look at the rows written since, not a read of every product.
 */
import type { IndexedProduct, IndexSource } from './facet-index';
import type { ResolvedSearch } from './search';

/** A product row written since, with its search words and whether shoppers see it now (published, visible shop). */
export type ChangedProduct = IndexedProduct & { visible: boolean; searchWords: string[] };

/** What changed since a source was read: every product row written since, and the small tables whole. */
export interface SourceChanges extends Omit<IndexSource, 'products'> {
  changed: ChangedProduct[];
  /** How many products shoppers see now. */
  visibleCount: number;
}

const sameKeys = (a: Map<number, unknown>, b: Map<number, unknown>) =>
  a.size === b.size && [...a.keys()].every((key) => b.has(key));

/**
 * `previous` with `changes` applied; undefined when they cannot be, and the whole source must be read again: a shop
 * shown or hidden (its products' rows are not written), or a product deleted (its row is gone, so the patched
 * source holds more products than shoppers see).
 */
export function patchSource(previous: IndexSource, changes: SourceChanges): IndexSource | undefined {
  if (!sameKeys(previous.vendors, changes.vendors)) return undefined;
  const byId = new Map(previous.products.map((product) => [product.id, product]));
  for (const { visible, searchWords: _words, ...product } of changes.changed) {
    if (visible) byId.set(product.id, product);
    else byId.delete(product.id);
  }
  if (byId.size !== changes.visibleCount) return undefined;
  const { changed: _changed, visibleCount: _count, swatches, ...rest } = changes;
  const products = [...byId.values()];
  // Swatches were read for every colour the source had: only those its products still have are kept.
  const colours = new Set(products.flatMap((product) => product.colors));
  return { ...rest, products, swatches: new Map([...swatches].filter(([colour]) => colours.has(colour))) };
}

/** Whether a product's search words hold one of each query word's matches, as hasEveryWord asks in SQL (search.ts). */
function hasEveryWordOf(words: readonly string[], search: ResolvedSearch): boolean {
  return search.words.every((matches) => matches.some((match) => words.includes(match.word)));
}

/** The ids of the products matching `search` once `changed` were written, from `ids`, those that matched before. */
export function patchMatches(
  ids: readonly number[],
  search: ResolvedSearch,
  changed: readonly ChangedProduct[],
): number[] {
  const written = new Set(changed.map((product) => product.id));
  const matching = ids.filter((id) => !written.has(id));
  for (const product of changed) {
    if (product.visible && hasEveryWordOf(product.searchWords, search)) matching.push(product.id);
  }
  return matching;
}
