import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../plugins/envelope';
import { listCategories } from './categories.service';

export const categoryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/category', async (request) => ok(await listCategories(request.ctx)));
};
