import { mkdir } from 'node:fs/promises';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** Serves `${DATA_DIR}/uploads` at /uploads/. The seed names images by content, so they never change. */
export async function registerUploads(app: FastifyInstance, uploadsDir: string): Promise<void> {
  await mkdir(uploadsDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: uploadsDir,
    prefix: '/uploads/',
    decorateReply: false,
    index: false,
    maxAge: '365d',
    immutable: true,
  });
}
