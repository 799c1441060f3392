import type { Category, Ref } from '#contract';
import type { CategoryRow } from './categories.repository';

/**
 * Nests categories under their parents. A category's product_count includes its descendants' products, as
 * the listing of a category does. With `dropEmpty`, categories without products (after that sum) are left out.
 */
export function buildCategoryTree(
  rows: readonly CategoryRow[],
  directCounts: ReadonlyMap<number, number>,
  uploadUrl: (path: string) => string,
  { dropEmpty = false } = {},
): Category[] {
  const nodes = new Map<number, Category>(
    rows.map((row) => [
      row.id,
      {
        id: row.id,
        slug: row.slug,
        name: row.name,
        parent_id: row.parentId,
        image: row.image === null ? null : uploadUrl(row.image),
        product_count: directCounts.get(row.id) ?? 0,
        children: [],
      },
    ]),
  );
  const roots: Category[] = [];
  for (const node of nodes.values()) {
    const parent = node.parent_id === null ? undefined : nodes.get(node.parent_id);
    (parent ? parent.children : roots).push(node);
  }
  const finish = (node: Category): Category | null => {
    node.children = node.children.map(finish).filter((child): child is Category => child !== null);
    node.product_count += node.children.reduce((sum, child) => sum + child.product_count, 0);
    return dropEmpty && node.product_count === 0 ? null : node;
  };
  return roots.map(finish).filter((node): node is Category => node !== null);
}

/** The category with `slug` and every category below it, or undefined when there is no such category. */
export function idsUnder(rows: readonly CategoryRow[], slug: string): number[] | undefined {
  const root = rows.find((row) => row.slug === slug);
  if (!root) return undefined;
  const ids = [root.id];
  for (let i = 0; i < ids.length; i++) {
    for (const row of rows) if (row.parentId === ids[i] && !ids.includes(row.id)) ids.push(row.id);
  }
  return ids;
}

/** Maps a category id to its top-level ancestor (itself when it has no parent). */
export function topLevelLookup(rows: readonly CategoryRow[]): (categoryId: number) => Ref | undefined {
  const byId = new Map(rows.map((row) => [row.id, row]));
  return (categoryId) => {
    let row = byId.get(categoryId);
    const seen = new Set<number>();
    while (row?.parentId != null && byId.has(row.parentId) && !seen.has(row.id)) {
      seen.add(row.id);
      row = byId.get(row.parentId);
    }
    return row && { id: row.id, slug: row.slug, name: row.name };
  };
}
