import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../plugins/envelope';
import { categoryWiseFlashSales } from './flash-sales.service';

export const flashSaleRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/category/category-wise-flash-sales', async (request) => ok(await categoryWiseFlashSales(request.ctx)));
};
