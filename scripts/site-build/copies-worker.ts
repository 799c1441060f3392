// Runs as a worker thread on Node's own TypeScript support: imports name their files' extensions.
import { linkSync, readFileSync } from 'node:fs';
import { sep } from 'node:path';
import { parentPort } from 'node:worker_threads';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { COPIES, type CopiesMade, type CopyDone, type CopyJob } from './copies.ts';
import { createFile } from './create-file.ts';

/** Below this a compressed copy saves less than a network packet. */
const MIN_BYTES = 1024;
/**
 * Brotli quality: 6 compresses a 125 KB page in 3 ms to within 6% of quality 10 (67 ms), which matters at
 * 20,000 pages; the few hashed assets are cached for a year, so they get the slow, smallest setting.
 */
const PAGE_QUALITY = 6;
const HASHED_ASSET_QUALITY = 11;
/**
 * Gzip level: the .gz copy goes only to clients that do not take brotli (every current browser does over HTTPS, and
 * the recipe's nginx and the site server send brotli first). On 300 product pages, level 3 took 0.34 ms a page
 * against level 5's 0.54 (best of 5), for files 9% larger (13,524 bytes against 12,386); levels 1 and 2 were no
 * faster and 11–15% larger, and level 4 took 0.44 ms. In a 20,000-page build level 3 took 6 s less CPU than level 5.
 */
const GZIP_LEVEL = 3;

/**
 * Hard-links the previous build's copies of the same file when its bytes are the same (a full rebuild re-renders
 * every page, most of them unchanged). Links are safe: built files are never written in place, only created anew
 * (below) or replaced by rename (overlay.ts).
 */
function reusePrevious(path: string, body: Buffer, before: string): boolean {
  try {
    if (!readFileSync(before).equals(body)) return false;
    for (const copy of COPIES) linkSync(`${before}${copy}`, `${path}${copy}`);
    return true;
  } catch {
    return false;
  }
}

function compress(path: string, body: Buffer): void {
  const quality = path.includes(`${sep}_astro${sep}`) ? HASHED_ASSET_QUALITY : PAGE_QUALITY;
  const params = { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: body.length };
  createFile(`${path}.br`, brotliCompressSync(body, { params }));
  createFile(`${path}.gz`, gzipSync(body, { level: GZIP_LEVEL }));
}

function writeCopies({ path, body: bytes, before }: CopyJob): CopiesMade | null {
  const body = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (body.length < MIN_BYTES) return null;
  if (before && reusePrevious(path, body, before)) return 'reused';
  compress(path, body);
  return 'compressed';
}

parentPort?.on('message', (job: CopyJob) => {
  try {
    parentPort?.postMessage({ id: job.id, made: writeCopies(job) } satisfies CopyDone);
  } catch (error) {
    parentPort?.postMessage({ id: job.id, error: String(error) } satisfies CopyDone);
  }
});
