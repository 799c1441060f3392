import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../plugins/envelope';
import { catalogueContext } from '../shared/catalogue-context';
import { idParamsSchema } from '../shared/schemas';
import { productDetails, productDetailsBatch } from './product-details.service';
import { productDetailsQuerySchema, productListQuerySchema } from './products.schemas';
import { listProducts } from './products.service';

export const productRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/products', { schema: { querystring: productListQuerySchema } }, async (request) =>
    ok(await listProducts(catalogueContext(request), request.query)),
  );

  // Our extension beyond the spec. A static path, so it takes precedence over /products/:id.
  app.get('/products/details', { schema: { querystring: productDetailsQuerySchema } }, async (request) =>
    ok(await productDetailsBatch(catalogueContext(request), request.query.ids)),
  );

  app.get('/products/:id', { schema: { params: idParamsSchema } }, async (request) =>
    ok(await productDetails(catalogueContext(request), request.params.id)),
  );
};
