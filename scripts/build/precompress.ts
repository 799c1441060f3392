import { readdir, readFile, writeFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { COMPRESSIBLE } from '../site-server/content-types';
import { completeCspMeta } from './csp-hashes';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);
/** Below this a compressed copy saves less than a network packet. */
const MIN_BYTES = 1024;

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
    const completed = completeCspMeta(text);
    if (completed !== text) {
      body = Buffer.from(completed);
      await writeFile(path, body);
    }
  }
  if (body.length < MIN_BYTES) return 0;
  const [br, gzipped] = await Promise.all([
    brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 10, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
    gz(body, { level: 9 }),
  ]);
  await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gzipped)]);
  return 1;
}

/** Completes each page's CSP, then writes .br and .gz beside every text file of the built site, a few at a time (zlib runs on the thread pool). */
export async function precompress(root: string, concurrency = 8): Promise<number> {
  const queue: string[] = [];
  for await (const path of walk(root)) if (COMPRESSIBLE.has(extname(path))) queue.push(path);
  let done = 0;
  const worker = async () => {
    for (let path = queue.pop(); path !== undefined; path = queue.pop()) done += await compressOne(path);
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return done;
}
