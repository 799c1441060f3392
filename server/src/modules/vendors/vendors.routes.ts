import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema } from '../../lib/id-schema';
import { ok } from '../../plugins/envelope';
import { categoriesOfVendor, listVendors, vendorProfile } from './vendors.service';

export const vendorRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/vendor', async (request) => ok(await listVendors(request.ctx)));

  app.get('/vendor/profile/:id', { schema: { params: idParamsSchema } }, async (request) =>
    ok(await vendorProfile(request.ctx, request.params.id)),
  );

  app.get('/vendor/:id/categories', { schema: { params: idParamsSchema } }, async (request) =>
    ok(await categoriesOfVendor(request.ctx, request.params.id)),
  );
};
