import { MAX_WISHLIST, type ProductCard } from '#contract';
import { fieldFailure, validationFailed } from '../../plugins/http-errors';
import type { RequestContext } from '../../plugins/request-context';
import { lockUser } from '../auth/users.service';
import { productCards } from '../products/products.service';
import { isSold } from '../products/sellable.service';
import {
  countWishlist,
  deleteWishlistItem,
  insertWishlistItem,
  isWishlisted,
  listWishlistIds,
} from './wishlist.repository';

/** The user's wishlist as product cards, newest first; products no longer sold are left out. */
export async function getWishlist(ctx: RequestContext, userId: number): Promise<ProductCard[]> {
  return productCards(ctx, await listWishlistIds(ctx.db, userId));
}

/** Adds a published product once (a second add changes nothing); at most MAX_WISHLIST products. */
export async function addToWishlist(ctx: RequestContext, userId: number, productId: number): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    // One writer per user at a time, so the cap holds under concurrent adds.
    await lockUser(tx, userId);
    if (!(await isSold(tx, productId))) {
      throw validationFailed({ product_id: [{ key: 'errors.productNotFound' }] });
    }
    if (await isWishlisted(tx, userId, productId)) return;
    if ((await countWishlist(tx, userId)) >= MAX_WISHLIST) {
      throw fieldFailure('product_id', 'wishlist.limitReached', { max: MAX_WISHLIST });
    }
    await insertWishlistItem(tx, userId, productId);
  });
}

/** Removes the product if it is on the list; removing one that is not is not an error. */
export async function removeFromWishlist(ctx: RequestContext, userId: number, productId: number): Promise<void> {
  await deleteWishlistItem(ctx.db, userId, productId);
}
