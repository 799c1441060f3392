import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../plugins/envelope';
import { requireUser, signedIn } from '../auth/auth.guard';
import { wishlistBodySchema } from './wishlist.schemas';
import { addToWishlist, getWishlist, removeFromWishlist } from './wishlist.service';

/** A signed-in shopper's wishlist (no verified phone needed); both calls answer the whole list. */
export const wishlistRoutes: FastifyPluginAsyncZod = async (app) => {
  // onRequest, before the body is read and validated: a guest gets 401 whatever they send.
  app.addHook('onRequest', requireUser);

  app.get('/wishlist', async (request) => ok(await getWishlist(request.ctx, signedIn(request).user.id)));

  app.post('/wishlist', { schema: { body: wishlistBodySchema } }, async (request) => {
    const userId = signedIn(request).user.id;
    const { product_id: productId, _method: method } = request.body;
    if (method === 'DELETE') await removeFromWishlist(request.ctx, userId, productId);
    else await addToWishlist(request.ctx, userId, productId);
    const list = await getWishlist(request.ctx, userId);
    return ok(list, request.t(method === 'DELETE' ? 'wishlist.removed' : 'wishlist.added'));
  });
};
