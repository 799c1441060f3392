import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type PeriodicTask, startPeriodicTask } from '../../lib/periodic-task';
import { ImageCache } from './image-cache';
import { IMAGE_CACHE_TRIM_EVERY_MS, trimImageCache } from './image-cache-trim';
import { imageParamsSchema, imageQuerySchema } from './images.schemas';
import { renderedImage } from './images.service';

/**
 * The URL of a proxied picture does not change when its upload does (uploads are named after what they show,
 * not by content), so browsers keep it a day and then revalidate with the ETag, which does change.
 */
export const IMAGE_CACHE_CONTROL = 'public, max-age=86400, stale-while-revalidate=604800';

/** `GET /image-proxy/:preset?url=&w=` (registered under IMAGE_PROXY_PATH, outside /api/v1). */
export const imageRoutes: FastifyPluginAsyncZod = async (app) => {
  const cache = new ImageCache(app.config.imageCacheDir);
  let trimmer: PeriodicTask | undefined;
  app.addHook('onReady', async () => {
    const { imageCacheDir, imageCacheMaxBytes } = app.config;
    const trim = () => trimImageCache(imageCacheDir, imageCacheMaxBytes);
    trimmer = startPeriodicTask('trim image cache', IMAGE_CACHE_TRIM_EVERY_MS, trim, app.log);
  });
  app.addHook('onClose', async () => trimmer?.stop());
  app.get(
    '/:preset',
    { schema: { params: imageParamsSchema, querystring: imageQuerySchema } },
    async (request, reply) => {
      const { preset } = request.params;
      const image = await renderedImage({ preset, url: request.query.url, width: request.query.w }, app.config, cache);
      const etag = `"${image.key}"`;
      reply.header('cache-control', IMAGE_CACHE_CONTROL).header('etag', etag);
      if (request.headers['if-none-match'] === etag) return reply.status(304).send();
      return reply.type('image/webp').send(await image.bytes());
    },
  );
};
