import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema } from '../../lib/id-schema';
import { ok } from '../../plugins/envelope';
import { requireUser, requireVerifiedPhone, signedIn } from '../auth/auth.guard';
import {
  chatListQuerySchema,
  chatReadBodySchema,
  chatStoreBodySchema,
  chatThreadQuerySchema,
  chatWithSellerBodySchema,
} from './chat.schemas';
import { chatThread, chatWithSeller, listChats, markChatRead, storeMessage, unreadCount } from './chat.service';

/** A signed-in shopper's or seller's conversations; a 422 PHONE_NOT_VERIFIED sends the storefront to /auth/otp. */
export const chatRoutes: FastifyPluginAsyncZod = async (app) => {
  const guards = { onRequest: [requireUser, requireVerifiedPhone] };

  app.post('/chat/chat-with-seller', { ...guards, schema: { body: chatWithSellerBodySchema } }, async (request) =>
    ok(await chatWithSeller(request.ctx, signedIn(request).user, request.body)),
  );

  app.get('/chat', { ...guards, schema: { querystring: chatListQuerySchema } }, async (request) =>
    ok(await listChats(request.ctx, signedIn(request).user, request.query.page, request.query.per_page)),
  );

  app.get('/chat/unread', guards, async (request) =>
    ok({ unread: await unreadCount(request.ctx, signedIn(request).user) }),
  );

  app.get(
    '/chat/:id',
    { ...guards, schema: { params: idParamsSchema, querystring: chatThreadQuerySchema } },
    async (request) => ok(await chatThread(request.ctx, signedIn(request).user, request.params.id, request.query)),
  );

  app.post('/chat/store', { ...guards, schema: { body: chatStoreBodySchema } }, async (request, reply) => {
    const message = await storeMessage(request.ctx, signedIn(request).user, request.body);
    return reply.status(201).send(ok(message));
  });

  app.post('/chat/read', { ...guards, schema: { body: chatReadBodySchema } }, async (request) => {
    await markChatRead(request.ctx, signedIn(request).user, request.body);
    return ok({ unread: await unreadCount(request.ctx, signedIn(request).user) });
  });
};
