import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../plugins/envelope';
import { listCollections } from './collections.service';

export const collectionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/category/collection', async (request) => ok(await listCollections(request.ctx)));
};
