import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema } from '../../lib/id-schema';
import { ok } from '../../plugins/envelope';
import { listDivisions, placeWithChildren } from './geo.service';

export const geoRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/division', async (request) => ok(listDivisions(request.locale)));

  app.get('/division/:id', { schema: { params: idParamsSchema } }, async (request) =>
    ok(placeWithChildren('division', request.params.id, request.locale)),
  );

  app.get('/district/:id', { schema: { params: idParamsSchema } }, async (request) =>
    ok(placeWithChildren('district', request.params.id, request.locale)),
  );
};
