/**
 * Where a proxied picture comes from. Our own `/uploads/` are read from the uploads folder (no HTTP round trip;
 * the path cannot leave the folder); the placeholder host is fetched over HTTPS with a timeout and a size cap;
 * anything else is refused before any request is made.
 */
import { readFile, stat } from 'node:fs/promises';
import { relative, resolve, sep } from 'node:path';
import type { Config } from '../../config';
import { badRequest, notFound } from '../../plugins/http-errors';

export type ImageSourceConfig = Pick<Config, 'publicUrl' | 'uploadsDir' | 'imagePlaceholderHost'>;

export interface ImageSource {
  /** Changes when the source changes (an upload's modification time and size); part of the cache key. */
  version: string;
  read(): Promise<Buffer>;
}

const FETCH_TIMEOUT_MS = 5000;
const MAX_SOURCE_BYTES = 10 * 1024 * 1024;

const UPLOADS = '/uploads/';

function uploadFile(url: URL, config: ImageSourceConfig): string | undefined {
  const base = new URL(`${config.publicUrl}${UPLOADS}`);
  if (url.origin !== base.origin || !url.pathname.startsWith(base.pathname)) return undefined;
  const root = resolve(config.uploadsDir);
  const file = resolve(root, decodeURIComponent(url.pathname.slice(base.pathname.length)));
  const inside = relative(root, file);
  if (!inside || inside.startsWith(`..${sep}`) || inside === '..') throw badRequest('images.sourceNotAllowed');
  return file;
}

async function uploadSource(file: string): Promise<ImageSource> {
  const info = await stat(file).catch(() => undefined);
  if (!info?.isFile()) throw notFound('images.sourceNotFound');
  return { version: `${info.mtimeMs}-${info.size}`, read: () => readFile(file) };
}

async function fetchCapped(url: URL): Promise<Buffer> {
  const response = await fetch(url, { redirect: 'error', signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) }).catch(
    () => undefined,
  );
  if (!response?.ok || !response.body) throw notFound('images.sourceNotFound');
  if (Number(response.headers.get('content-length') ?? 0) > MAX_SOURCE_BYTES) throw badRequest('images.notAnImage');
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of response.body) {
    size += chunk.byteLength;
    if (size > MAX_SOURCE_BYTES) throw badRequest('images.notAnImage');
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

export async function imageSource(source: string, config: ImageSourceConfig): Promise<ImageSource> {
  const url = new URL(source);
  const file = uploadFile(url, config);
  if (file) return uploadSource(file);
  if (url.protocol === 'https:' && url.hostname === config.imagePlaceholderHost && !url.username && !url.port) {
    return { version: 'remote', read: () => fetchCapped(url) };
  }
  throw badRequest('images.sourceNotAllowed');
}
