import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema } from '../../lib/id-schema';
import { sendDownload } from '../../lib/uploads/send-download';
import { ok } from '../../plugins/envelope';
import { acceptMultipart } from '../../plugins/multipart';
import { requireUser, requireVerifiedPhone, signedIn } from '../auth/auth.guard';
import { TICKET_UPLOAD_LIMITS } from './ticket-attachments';
import {
  createTicketBodySchema,
  ticketPageQuerySchema,
  ticketReplyBodySchema,
  ticketStatusBodySchema,
} from './tickets.schemas';
import {
  createTicket,
  replyAsShopper,
  setShopperTicketStatus,
  shopperTicket,
  shopperTicketAttachment,
  shopperTickets,
  ticketCategories,
} from './tickets.service';

/**
 * A signed-in shopper's help-support tickets (verified phone: a 422 PHONE_NOT_VERIFIED sends them to /auth/otp).
 * POST /ticket and /ticket-reply take multipart/form-data with `attachments[]`, or JSON without files; this plugin
 * is the only place multipart is accepted.
 */
export const ticketRoutes: FastifyPluginAsyncZod = async (app) => {
  await acceptMultipart(app, TICKET_UPLOAD_LIMITS);
  const guards = { onRequest: [requireUser, requireVerifiedPhone] };

  app.get('/ticket-categories', guards, async (request) => ok(await ticketCategories(request.ctx)));

  app.post('/ticket', { ...guards, schema: { body: createTicketBodySchema } }, async (request, reply) => {
    const ticket = await createTicket(request.ctx, signedIn(request).user, request.body, request.uploads);
    return reply.status(201).send(ok(ticket, request.t('tickets.created')));
  });

  app.post('/ticket-reply', { ...guards, schema: { body: ticketReplyBodySchema } }, async (request, reply) => {
    const answer = await replyAsShopper(request.ctx, signedIn(request).user, request.body, request.uploads);
    return reply.status(201).send(ok(answer, request.t('tickets.replied')));
  });

  app.get('/ticket', { ...guards, schema: { querystring: ticketPageQuerySchema } }, async (request) =>
    ok(await shopperTickets(request.ctx, signedIn(request).user.id, request.query)),
  );

  app.get('/ticket/:id', { ...guards, schema: { params: idParamsSchema } }, async (request) =>
    ok(await shopperTicket(request.ctx, signedIn(request).user.id, request.params.id)),
  );

  app.post('/ticket-status', { ...guards, schema: { body: ticketStatusBodySchema } }, async (request) => {
    const ticket = await setShopperTicketStatus(request.ctx, signedIn(request).user.id, request.body);
    const status = request.t(`tickets.status.${ticket.status}`);
    return ok(ticket, request.t('tickets.statusSaved', { status }));
  });

  app.get('/ticket-attachment/:id', { ...guards, schema: { params: idParamsSchema } }, async (request, reply) =>
    sendDownload(reply, await shopperTicketAttachment(request.ctx, signedIn(request).user.id, request.params.id)),
  );
};
