import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../plugins/envelope';
import { optionalUser, requireUser, signedIn } from '../auth/auth.guard';
import { deleteCartItemBodySchema, modifyCartBodySchema, quoteCartBodySchema } from './cart.schemas';
import { listCart, modifyCart, removeCartItem } from './cart.service';
import { quoteCart } from './cart-quote.service';

/** The signed-in shopper's server cart (no verified phone needed), and the quote anyone may ask for. */
export const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  const userId = (request: Parameters<typeof signedIn>[0]) => signedIn(request).user.id;

  // onRequest, before the body is read and validated: a stranger learns nothing from a 422 on their input.
  app.get('/cart-item', { onRequest: requireUser }, async (request) =>
    ok(await listCart(request.ctx, userId(request))),
  );

  app.post('/cart-item/modify', { onRequest: requireUser, schema: { body: modifyCartBodySchema } }, async (request) =>
    ok(await modifyCart(request.ctx, userId(request), request.body.cart_items), request.t('cart.updated')),
  );

  app.post(
    '/cart-item/delete',
    { onRequest: requireUser, schema: { body: deleteCartItemBodySchema } },
    async (request) =>
      ok(await removeCartItem(request.ctx, userId(request), request.body.id), request.t('cart.removed')),
  );

  // Guests too; a signed-in shopper's coupon uses count against the coupon's per-user limit.
  app.post('/cart-item/quote', { onRequest: optionalUser, schema: { body: quoteCartBodySchema } }, async (request) =>
    ok(await quoteCart(request.ctx, request.user?.id ?? null, request.body)),
  );
};
