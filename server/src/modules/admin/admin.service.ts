import { type FieldMessage, notFound, validationFailed } from '../../plugins/http-errors';
import type { RequestContext } from '../../plugins/request-context';
import { lockProduct, touchProduct, updateVariant, variantIdsOf, variantsOf } from './admin.repository';
import type { ProductPatch } from './admin.schemas';

export interface UpdatedProduct {
  id: number;
  min_price: number | null;
  updated_at: string;
  variants: { id: number; price: number; stock: number }[];
}

/** Applies an editor's change to one product in one transaction; the storefront sees it at the next rebuild. */
export async function updateProduct(ctx: RequestContext, id: number, patch: ProductPatch): Promise<UpdatedProduct> {
  return ctx.db.transaction(async (tx) => {
    if (!(await lockProduct(tx, id))) throw notFound('errors.productNotFound');
    const changes = patch.variants ?? [];
    const own = await variantIdsOf(tx, id);
    const strangers: Record<string, FieldMessage[]> = {};
    changes.forEach((change, index) => {
      if (!own.has(change.id)) {
        strangers[`variants.${index}.id`] = [{ key: 'admin.variantNotInProduct', params: { id: change.id } }];
      }
    });
    if (Object.keys(strangers).length > 0) throw validationFailed(strangers);
    for (const { id: variantId, ...change } of changes) await updateVariant(tx, variantId, change);
    const product = await touchProduct(tx, id, { nameEn: patch.name_en, nameBn: patch.name_bn });
    return {
      id: product.id,
      min_price: product.minPrice,
      updated_at: product.updatedAt.toISOString(),
      variants: await variantsOf(tx, id),
    };
  });
}
