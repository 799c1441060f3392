import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema } from '../../lib/id-schema';
import { sendDownload } from '../../lib/uploads/send-download';
import { ok } from '../../plugins/envelope';
import { acceptMultipart } from '../../plugins/multipart';
import {
  adminTicket,
  adminTicketAttachment,
  adminTickets,
  setSupportTicketStatus,
  supportReply,
  TICKET_UPLOAD_LIMITS,
  type TicketsSetup,
} from '../tickets/tickets.service';
import { requireAdminToken } from './admin-auth';
import {
  adminTicketListQuerySchema,
  adminTicketReplyBodySchema,
  adminTicketStatusBodySchema,
} from './admin-tickets.schemas';

/**
 * Support's side of the help-support tickets, behind `Authorization: Bearer <ADMIN_TOKEN>`: the list (with the
 * overdue mark), a thread, replies (JSON, or multipart/form-data with attachments) and status changes.
 */
export const adminTicketRoutes =
  (setup: TicketsSetup): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('onRequest', requireAdminToken);
    await acceptMultipart(app, TICKET_UPLOAD_LIMITS);
    const byId = { params: idParamsSchema };

    app.get('/admin/tickets', { schema: { querystring: adminTicketListQuerySchema } }, async (request) =>
      ok(await adminTickets(request.ctx, request.query)),
    );
    app.get('/admin/tickets/:id', { schema: byId }, async (request) =>
      ok(await adminTicket(request.ctx, request.params.id)),
    );
    app.post(
      '/admin/tickets/:id/reply',
      { schema: { ...byId, body: adminTicketReplyBodySchema } },
      async (request, reply) => {
        const ticket = await supportReply(request.ctx, setup, request.params.id, request.body.message, request.uploads);
        return reply.status(201).send(ok(ticket, request.t('tickets.supportReplied')));
      },
    );
    app.post(
      '/admin/tickets/:id/status',
      { schema: { ...byId, body: adminTicketStatusBodySchema } },
      async (request) => {
        const ticket = await setSupportTicketStatus(request.ctx, request.params.id, request.body.status);
        return ok(ticket, request.t('tickets.statusSaved', { status: request.t(`tickets.status.${ticket.status}`) }));
      },
    );
    app.get('/admin/ticket-attachment/:id', { schema: byId }, async (request, reply) =>
      sendDownload(reply, await adminTicketAttachment(request.ctx, request.params.id)),
    );
  };
