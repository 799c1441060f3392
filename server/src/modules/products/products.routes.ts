import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../plugins/envelope';
import { catalogueContext } from '../shared/catalogue-context';
import { idParamsSchema } from '../shared/schemas';
import { productListQuerySchema } from './products.schemas';
import { listProducts, productDetails } from './products.service';

export const productRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/products', { schema: { querystring: productListQuerySchema } }, async (request) =>
    ok(await listProducts(catalogueContext(request), request.query)),
  );

  app.get('/products/:id', { schema: { params: idParamsSchema } }, async (request) =>
    ok(await productDetails(catalogueContext(request), request.params.id)),
  );
};
