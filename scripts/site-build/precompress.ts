import { readdir, readFile, writeFile } from 'node:fs/promises';
import { extname, join, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { mapLimit } from '../map-limit';
import { COMPRESSIBLE } from '../site-server/content-types';
import { completeCspMeta } from './csp-hashes';
import { hoistIslandStyle } from './island-style';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);
/** Below this a compressed copy saves less than a network packet. */
const MIN_BYTES = 1024;
/**
 * Brotli quality: 6 compresses a 125 KB page in 3 ms to within 6% of quality 10 (67 ms), which matters at
 * 20,000 pages; the few hashed assets are cached for a year, so they get the slow, smallest setting.
 */
const PAGE_QUALITY = 6;
const HASHED_ASSET_QUALITY = 11;

async function* walk(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(path);
    else if (entry.isFile()) yield path;
  }
}

async function compressOne(path: string): Promise<number> {
  let body = await readFile(path);
  if (extname(path) === '.html') {
    const text = body.toString();
    const completed = completeCspMeta(hoistIslandStyle(text));
    if (completed !== text) {
      body = Buffer.from(completed);
      await writeFile(path, body);
    }
  }
  if (body.length < MIN_BYTES) return 0;
  const quality = path.includes(`${sep}_astro${sep}`) ? HASHED_ASSET_QUALITY : PAGE_QUALITY;
  const [br, gzipped] = await Promise.all([
    brotli(body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    }),
    gz(body, { level: 9 }),
  ]);
  await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gzipped)]);
  return 1;
}

/** Moves each page's island style into <head> and completes its CSP, then writes .br and .gz beside every text file of the built site, a few at a time (zlib runs on the thread pool). */
export async function precompress(root: string, concurrency = 8): Promise<number> {
  const files: string[] = [];
  for await (const path of walk(root)) if (COMPRESSIBLE.has(extname(path))) files.push(path);
  const compressed = await mapLimit(files, concurrency, compressOne);
  return compressed.reduce((sum, count) => sum + count, 0);
}
