import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LOCALES } from '#contract';
import { idParamsSchema } from '../../lib/id-schema';
import { ok } from '../../plugins/envelope';
import { exportStream, NDJSON } from './export.stream';
import { productFacets } from './facets.service';
import { liveProducts } from './live.service';
import { productDetails, productDetailsBatch } from './product-details.service';
import {
  productExportQuerySchema,
  productFilterQuerySchema,
  productIdsQuerySchema,
  productListQuerySchema,
  suggestQuerySchema,
} from './products.schemas';
import { listProducts } from './products.service';
import { searchSuggestions } from './suggest.service';

export const productRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/products', { schema: { querystring: productListQuerySchema } }, async (request) =>
    ok(await listProducts(request.ctx, request.query)),
  );

  // Our extensions beyond the spec. Static paths, so they take precedence over /products/:id.
  app.get('/products/details', { schema: { querystring: productIdsQuerySchema } }, async (request) =>
    ok(await productDetailsBatch(request.ctx, request.query.ids)),
  );

  app.get('/products/export', { schema: { querystring: productExportQuerySchema } }, (request, reply) =>
    reply.type(NDJSON).send(exportStream(request.ctx, request.query.locales ?? LOCALES)),
  );

  app.get('/products/facets', { schema: { querystring: productFilterQuerySchema } }, async (request) =>
    ok(await productFacets(request.ctx, request.query)),
  );

  app.get('/products/suggest', { schema: { querystring: suggestQuerySchema } }, async (request) =>
    ok(await searchSuggestions(request.ctx, request.query.q)),
  );

  app.get('/products/live', { schema: { querystring: productIdsQuerySchema } }, async (request) =>
    ok(await liveProducts(request.ctx, request.query.ids)),
  );

  app.get('/products/:id', { schema: { params: idParamsSchema } }, async (request) =>
    ok(await productDetails(request.ctx, request.params.id)),
  );
};
