import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { extname, join } from 'node:path';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { COMPRESSIBLE, contentType } from './content-types';
import {
  cacheControl,
  contentSecurityPolicy,
  DOCUMENT_HEADERS,
  isDocument,
  SECURITY_HEADERS,
  type SecurityOptions,
} from './headers';
import { NO_INLINE, readPageSources } from './page-policy';
import { type RebuildRoutesOptions, registerRebuildRoutes } from './rebuild-routes';
import { candidateFiles, notFoundFile, rewrittenFile, sitePath } from './routing';

export interface SiteServerOptions {
  /** Folder of the built site (a symlink the build swaps atomically). Resolved on every request. */
  root: string;
  apiOrigin: string;
  logger?: boolean;
  /** The editors' rebuild endpoints (/_haat/rebuild), when a token is configured. */
  rebuild?: RebuildRoutesOptions;
}

async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

/** Picks the precompressed sibling (.br, then .gz) that the client accepts and the build wrote. */
async function pickEncoding(path: string, acceptEncoding: string): Promise<{ path: string; encoding?: string }> {
  if (COMPRESSIBLE.has(extname(path))) {
    if (/\bbr\b/.test(acceptEncoding) && (await isFile(`${path}.br`))) return { path: `${path}.br`, encoding: 'br' };
    if (/\bgzip\b/.test(acceptEncoding) && (await isFile(`${path}.gz`)))
      return { path: `${path}.gz`, encoding: 'gzip' };
  }
  return { path };
}

interface FileRequest {
  root: string;
  file: string;
  status: number;
  acceptEncoding: string;
  security: SecurityOptions;
}

async function sendFile(reply: FastifyReply, { root, file, status, acceptEncoding, security }: FileRequest) {
  const chosen = await pickEncoding(join(root, file), acceptEncoding);
  if (isDocument(file)) {
    // A page's policy lists the hashes of its own inline scripts and styles (from its meta policy), nothing more.
    const sources = extname(file) === '.html' ? await readPageSources(join(root, file)) : NO_INLINE;
    reply.header('content-security-policy', contentSecurityPolicy(security, sources)).headers(DOCUMENT_HEADERS);
  }
  const { size } = await stat(chosen.path);
  reply.code(status).header('content-type', contentType(file)).header('content-length', size);
  reply.header('cache-control', status === 200 ? cacheControl(file) : 'no-store');
  if (COMPRESSIBLE.has(extname(file))) reply.header('vary', 'Accept-Encoding');
  if (chosen.encoding) reply.header('content-encoding', chosen.encoding);
  return reply.send(createReadStream(chosen.path));
}

/** Serves the built storefront: precompressed files, cache headers, security headers, nginx-equivalent routing. */
export function createSiteServer({ root, apiOrigin, logger = false, rebuild }: SiteServerOptions): FastifyInstance {
  const app = Fastify({ logger });
  const security = { apiOrigin };

  app.addHook('onSend', async (_request, reply) => {
    reply.headers(SECURITY_HEADERS);
  });
  if (rebuild) registerRebuildRoutes(app, rebuild);

  app.route({
    method: ['GET', 'HEAD'],
    url: '/*',
    handler: async (request, reply) => {
      const acceptEncoding = String(request.headers['accept-encoding'] ?? '');
      const send = (file: string, status: number) => sendFile(reply, { root, file, status, acceptEncoding, security });
      const path = sitePath(request.url);
      if (path === null) return send(notFoundFile('/'), 404);
      const rewritten = rewrittenFile(path);
      for (const file of rewritten ? [rewritten] : candidateFiles(path)) {
        if (await isFile(join(root, file))) return send(file, 200);
      }
      return send(notFoundFile(path), 404);
    },
  });
  return app;
}
