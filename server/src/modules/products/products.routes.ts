import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema } from '../../lib/id-schema';
import { ok } from '../../plugins/envelope';
import { catalogueContext } from '../shared/catalogue-context';
import { productFacets } from './facets.service';
import { liveProducts } from './live.service';
import { productDetails, productDetailsBatch } from './product-details.service';
import {
  productFilterQuerySchema,
  productIdsQuerySchema,
  productListQuerySchema,
  suggestQuerySchema,
} from './products.schemas';
import { listProducts } from './products.service';
import { searchSuggestions } from './suggest.service';

export const productRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/products', { schema: { querystring: productListQuerySchema } }, async (request) =>
    ok(await listProducts(catalogueContext(request), request.query)),
  );

  // Our extensions beyond the spec. Static paths, so they take precedence over /products/:id.
  app.get('/products/details', { schema: { querystring: productIdsQuerySchema } }, async (request) =>
    ok(await productDetailsBatch(catalogueContext(request), request.query.ids)),
  );

  app.get('/products/facets', { schema: { querystring: productFilterQuerySchema } }, async (request) =>
    ok(await productFacets(catalogueContext(request), request.query)),
  );

  app.get('/products/suggest', { schema: { querystring: suggestQuerySchema } }, async (request) =>
    ok(await searchSuggestions(catalogueContext(request), request.query.q)),
  );

  app.get('/products/live', { schema: { querystring: productIdsQuerySchema } }, async (request) =>
    ok(await liveProducts(catalogueContext(request), request.query.ids)),
  );

  app.get('/products/:id', { schema: { params: idParamsSchema } }, async (request) =>
    ok(await productDetails(catalogueContext(request), request.params.id)),
  );
};
