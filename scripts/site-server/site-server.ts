import { createReadStream } from 'node:fs';
import { readFile, realpath, stat } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { Readable } from 'node:stream';
import type { ReadableStream } from 'node:stream/web';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { COMPRESSIBLE, contentType } from './content-types';
import {
  cacheControl,
  contentSecurityPolicy,
  DOCUMENT_HEADERS,
  hasPolicy,
  isDocument,
  SECURITY_HEADERS,
  type SecurityOptions,
} from './headers';
import { ByteBudgetCache, type Encoding, entityTag, matchesTag, preferredEncoding } from './memory-cache';
import { OPENING_HEADERS, OPENING_PAGE } from './opening-page';
import { NO_INLINE, readPageSources } from './page-policy';
import { type RebuildRoutesOptions, registerRebuildRoutes } from './rebuild-routes';
import { candidateFiles, notFoundFile, rewrittenFile, sitePath } from './routing';

export interface SiteServerOptions {
  /**
   * Folder of the built site: a symlink the build swaps atomically to a new folder, resolved on every request. Answers
   * are kept in memory per folder, so a folder must not be changed in place once served (publish a new one).
   */
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

/** The precompressed sibling (.br, then .gz) of the client's encoding, when the build wrote one. */
async function pickEncoding(path: string, encoding: Encoding): Promise<{ path: string; encoding?: string }> {
  if (COMPRESSIBLE.has(extname(path))) {
    if (encoding === 'br' && (await isFile(`${path}.br`))) return { path: `${path}.br`, encoding: 'br' };
    if (encoding !== 'identity' && (await isFile(`${path}.gz`))) return { path: `${path}.gz`, encoding: 'gzip' };
  }
  return { path };
}

/** Answers of this size and more are streamed from the disk each time rather than kept (a large sitemap). */
const LARGEST_KEPT_BYTES = 1024 * 1024;
/** Memory for kept answers: every page of the seed site in three encodings, or the hot pages of a large one. */
const MEMORY_BUDGET_BYTES = 64 * 1024 * 1024;
/** What an entry costs besides its body (its headers and the map's own). */
const ENTRY_OVERHEAD_BYTES = 1024;

/** One answer as sent: its status and headers, its bytes when kept in memory, else the file to stream. */
interface Answer {
  status: number;
  headers: Record<string, string>;
  body: Buffer | null;
  path: string;
  bytes: number;
}

interface FileRequest {
  build: string;
  file: string;
  status: number;
  encoding: Encoding;
  security: SecurityOptions;
}

async function readAnswer({ build, file, status, encoding, security }: FileRequest): Promise<Answer> {
  const chosen = await pickEncoding(join(build, file), encoding);
  const headers: Record<string, string> = {
    'content-type': contentType(file),
    'cache-control': status === 200 ? cacheControl(file) : 'no-store',
  };
  if (isDocument(file)) {
    // A page's inline code is left to its own meta policy once checked (page-policy.ts), else none runs.
    const sources = extname(file) === '.html' ? await readPageSources(join(build, file)) : NO_INLINE;
    Object.assign(headers, { 'content-security-policy': contentSecurityPolicy(security, sources) }, DOCUMENT_HEADERS);
  } else if (hasPolicy(file)) {
    headers['content-security-policy'] = contentSecurityPolicy(security);
  }
  if (COMPRESSIBLE.has(extname(file))) headers.vary = 'Accept-Encoding';
  if (chosen.encoding) headers['content-encoding'] = chosen.encoding;
  const stored = await stat(chosen.path);
  headers['content-length'] = String(stored.size);
  if (status === 200) headers.etag = entityTag(stored);
  const body = stored.size < LARGEST_KEPT_BYTES ? await readFile(chosen.path) : null;
  return { status, headers, body, path: chosen.path, bytes: (body?.length ?? 0) + ENTRY_OVERHEAD_BYTES };
}

/** The answer for a site path in one build: its page, the rewritten product page, or the 404 of its language. */
async function resolveAnswer(path: string | null, request: Omit<FileRequest, 'file' | 'status'>): Promise<Answer> {
  if (path === null) return readAnswer({ ...request, file: notFoundFile('/'), status: 404 });
  const rewritten = rewrittenFile(path);
  for (const file of rewritten ? [rewritten] : candidateFiles(path)) {
    if (await isFile(join(request.build, file))) return readAnswer({ ...request, file, status: 200 });
  }
  return readAnswer({ ...request, file: notFoundFile(path), status: 404 });
}

function send(reply: FastifyReply, answer: Answer, ifNoneMatch: string | undefined) {
  const { etag } = answer.headers;
  if (etag && matchesTag(ifNoneMatch, etag)) {
    const { 'cache-control': cache = '', vary } = answer.headers;
    return reply
      .code(304)
      .headers({ etag, 'cache-control': cache, ...(vary ? { vary } : {}) })
      .send();
  }
  reply.code(answer.status).headers(answer.headers);
  return reply.send(answer.body ?? createReadStream(answer.path));
}

/**
 * The API's pictures (uploads and their resized copies), which a build may link on the site's own origin
 * (SiteConfig.imagesOnSite): a page's hero image then comes over the connection the page came on, not a second one
 * to the API's host (a whole round trip more on a slow link: issue 17, point 3b). nginx.conf routes them alike.
 */
export const API_PICTURE_PATHS = ['/uploads/', '/image-proxy/'] as const;
const FORWARDED_REQUEST_HEADERS = ['accept', 'if-none-match', 'if-modified-since'];
const FORWARDED_ANSWER_HEADERS = ['content-type', 'content-length', 'cache-control', 'etag', 'last-modified', 'vary'];

async function forwardToApi(apiOrigin: string, request: FastifyRequest, reply: FastifyReply) {
  const headers: Record<string, string> = {};
  for (const name of FORWARDED_REQUEST_HEADERS) {
    const value = request.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  let answer: Response;
  try {
    answer = await fetch(`${apiOrigin}${request.url}`, { method: request.method, headers, redirect: 'manual' });
  } catch {
    return reply.code(502).header('cache-control', 'no-store').send();
  }
  reply.code(answer.status);
  for (const name of FORWARDED_ANSWER_HEADERS) {
    const value = answer.headers.get(name);
    if (value !== null) reply.header(name, value);
  }
  return reply.send(answer.body ? Readable.fromWeb(answer.body as ReadableStream) : undefined);
}

/** The folder the live link names now; null before the first build is published. */
async function publishedBuild(root: string): Promise<string | null> {
  try {
    return await realpath(root);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/** Serves the built storefront: precompressed files, cache headers, security headers, nginx-equivalent routing. */
export function createSiteServer({ root, apiOrigin, logger = false, rebuild }: SiteServerOptions): FastifyInstance {
  const app = Fastify({ logger });
  const security = { apiOrigin };
  const kept = new ByteBudgetCache<Answer>(MEMORY_BUDGET_BYTES);

  app.addHook('onSend', async (_request, reply) => {
    reply.headers(SECURITY_HEADERS);
  });
  if (rebuild) registerRebuildRoutes(app, rebuild);
  for (const path of API_PICTURE_PATHS) {
    app.route({
      method: ['GET', 'HEAD'],
      url: `${path}*`,
      handler: (request, reply) => forwardToApi(apiOrigin, request, reply),
    });
  }

  app.route({
    method: ['GET', 'HEAD'],
    url: '/*',
    handler: async (request, reply) => {
      const encoding = preferredEncoding(String(request.headers['accept-encoding'] ?? ''));
      // Every read of this request from the one build the live link names now, whatever a publish does meanwhile.
      const build = await publishedBuild(root);
      if (build === null) return reply.code(503).headers(OPENING_HEADERS).send(OPENING_PAGE);
      const path = sitePath(request.url);
      const key = `${build}\0${encoding}\0${path}`;
      let answer = path === null ? undefined : kept.get(key);
      if (!answer) {
        answer = await resolveAnswer(path, { build, encoding, security });
        // Only pages found: a scanner's unknown paths would push the site's own pages out.
        if (answer.status === 200 && answer.body) kept.set(key, answer);
      }
      return send(reply, answer, request.headers['if-none-match']);
    },
  });
  return app;
}
