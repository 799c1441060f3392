import { constants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import { addVary } from './response-headers';

/**
 * Smaller answers go plain: under 1 KB compression saves less than half a KB (GET /home_info: 0.6 KB, 0.4 KB in
 * brotli), and the answer with its headers fits one TCP segment either way.
 */
export const COMPRESS_FROM_BYTES = 1024;
/**
 * Levels for answers compressed on every request. Measured on the home page's live call (42 KB, `npm run bench`):
 * brotli 4 makes 3.0 KB in 0.13 ms, 5 2.8 KB in 0.23 ms, 11 2.3 KB in 42 ms; gzip 6 3.4 KB in 0.28 ms, 9 3.2 KB in
 * 1.7 ms. Brotli 3 against 4, at 100,000 products: a product page's answer (8.5 KB) 1,668 B in 51 µs against
 * 1,601 B in 130 µs, the live call for 69 ids (47 KB) 3,041 B in 116 µs against 2,878 B in 215 µs, suggestions
 * (1.5 KB) 461 B in 24 µs against 460 B in 60 µs: 4–6 % more bytes for half the time, on an answer the API process
 * compresses on every request (13 % of its time serving kept suggestions).
 */
const BROTLI_QUALITY = 3;
const GZIP_LEVEL = 6;
/**
 * Answers up to this size are compressed in one synchronous call rather than through a zlib stream (a context, a
 * pipeline and thread-pool hops per answer). The plugin's own ceiling falls with the cores (8 KB on two), below a
 * product page's answer (8–10 KB); at these levels 64 KB takes well under a millisecond, and the stream costs more.
 */
export const COMPRESS_AT_ONCE_BYTES = 64 * 1024;

/**
 * Compresses the JSON answers of `api`'s routes (brotli, else gzip, by Accept-Encoding) from COMPRESS_FROM_BYTES on.
 * JSON only, on the API's scope only: uploads, proxied images and ticket attachments go as they are stored, and the
 * chat stream hijacks its reply, so no onSend hook ever holds its events back.
 */
export async function compressAnswers(api: FastifyInstance): Promise<void> {
  // Every answer here may come compressed, a small one too once it grows: a cache keeps the encodings apart. Written
  // in lower case, as @fastify/compress looks for it before adding it a second time.
  api.addHook('onRequest', async (_request, reply) => addVary(reply, 'accept-encoding'));
  await api.register(fastifyCompress, {
    encodings: ['br', 'gzip'],
    threshold: COMPRESS_FROM_BYTES,
    syncThreshold: COMPRESS_AT_ONCE_BYTES,
    customTypes: /^application\/json(?:;|$)/,
    brotliOptions: {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    },
    zlibOptions: { level: GZIP_LEVEL },
    // Request bodies stay as they are: the API takes plain JSON (and forms), never a compressed body.
    globalDecompression: false,
  });
}
