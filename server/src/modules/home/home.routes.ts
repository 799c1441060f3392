import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../plugins/envelope';
import { homeBannerList, homeInformation, homeSlides } from './home.service';

export const homeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/home_info', async (request) => ok(await homeInformation(request.ctx)));
  app.get('/home_slider', async (request) => ok(await homeSlides(request.ctx)));
  app.get('/home_banner', async (request) => ok(await homeBannerList(request.ctx)));
};
