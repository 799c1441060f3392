import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../plugins/envelope';
import { listBrands } from './brands.service';

export const brandRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/brand', async (request) => ok(await listBrands(request.ctx)));
};
