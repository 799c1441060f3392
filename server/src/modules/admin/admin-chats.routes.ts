import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema } from '../../lib/id-schema';
import { ok } from '../../plugins/envelope';
import { adminChatList, adminChatThread, chatThreadQuerySchema } from '../chat/chat.service';
import { requireAdminToken } from './admin-auth';
import { adminChatListQuerySchema } from './admin-chats.schemas';

/**
 * The back office reads conversations (disputes, reports of abuse), behind `Authorization: Bearer <ADMIN_TOKEN>`:
 * as written (nothing masked), and without marking anything read.
 */
export const adminChatRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireAdminToken);

  app.get('/admin/chats', { schema: { querystring: adminChatListQuerySchema } }, async (request) => {
    const { page, vendor_id: vendorId, buyer_id: buyerId } = request.query;
    return ok(await adminChatList(request.ctx, { vendorId, buyerId }, page));
  });

  app.get(
    '/admin/chats/:id',
    { schema: { params: idParamsSchema, querystring: chatThreadQuerySchema } },
    async (request) => ok(await adminChatThread(request.ctx, request.params.id, request.query)),
  );
};
