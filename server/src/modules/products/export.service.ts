import type { Locale, ProductExportLine } from '#contract';
import type { RequestContext } from '../../plugins/request-context';
import { type ExportCursor, findExportChunk } from './export.repository';
import { productPagesAndCards } from './product-details.service';

/** Products read per step: the server holds one chunk's pages at a time, whatever the catalogue's size. */
const CHUNK = 200;

/**
 * GET /products/export: every listed product's card and page (the products it shows by id) in each of `locales`, passed to `write` line by line
 * (it resolves once the line may be followed). One REPEATABLE READ, READ ONLY transaction makes every line, in every
 * locale, one snapshot of the catalogue; inside it the products are read in keyset chunks, never all at once.
 */
export async function exportProducts(
  ctx: RequestContext,
  locales: readonly Locale[],
  write: (line: ProductExportLine) => Promise<void>,
): Promise<void> {
  await ctx.db.transaction(
    async (tx) => {
      const load = async (after: ExportCursor | null) => {
        const chunk = await findExportChunk(tx, after, CHUNK, ctx.now);
        const ids = chunk.map((row) => row.id);
        const pages = await productPagesAndCards({ ...ctx, db: tx }, ids, locales);
        return { last: chunk.at(-1), pages };
      };
      let lines = 0;
      let next = load(null);
      for (;;) {
        const { last, pages } = await next;
        if (!last) break;
        // The database reads the next chunk while this one is written out.
        next = load(last);
        // Awaited on the next turn; a failed write before that must not leave its failure unhandled.
        next.catch(() => {});
        for (const [index, locale] of locales.entries()) {
          for (const { card, page } of pages[index] ?? []) {
            await write({ locale, card, page });
            lines += 1;
          }
        }
      }
      await write({ end: { lines } });
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}
