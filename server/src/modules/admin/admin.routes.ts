import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema } from '../../lib/id-schema';
import { ok } from '../../plugins/envelope';
import { productPatchBodySchema } from './admin.schemas';
import { updateProduct } from './admin.service';
import { requireAdminToken } from './admin-auth';

/** The content editors' write path, behind `Authorization: Bearer <ADMIN_TOKEN>` (unset: always 401). */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireAdminToken);

  app.patch(
    '/admin/products/:id',
    { schema: { params: idParamsSchema, body: productPatchBodySchema } },
    async (request) =>
      ok(await updateProduct(request.ctx, request.params.id, request.body), request.t('admin.productUpdated')),
  );
};
