import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../plugins/envelope';
import { catalogueContext } from '../shared/catalogue-context';
import { homeBannerList, homeInformation, homeSlides } from './home.service';

export const homeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/home_info', async (request) => ok(await homeInformation(catalogueContext(request))));
  app.get('/home_slider', async (request) => ok(await homeSlides(catalogueContext(request))));
  app.get('/home_banner', async (request) => ok(await homeBannerList(catalogueContext(request))));
};
