// Runs as a worker thread on Node's own TypeScript support: imports name their files' extensions.
import { linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { dirname, sep } from 'node:path';
import { parentPort } from 'node:worker_threads';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { COPIES, type CopiesMade, type CopyDone, type CopyJob } from './copies.ts';

/** Below this a compressed copy saves less than a network packet. */
const MIN_BYTES = 1024;
/**
 * Brotli quality: 6 compresses a 125 KB page in 3 ms to within 6% of quality 10 (67 ms), which matters at
 * 20,000 pages; the few hashed assets are cached for a year, so they get the slow, smallest setting.
 */
const PAGE_QUALITY = 6;
const HASHED_ASSET_QUALITY = 11;
/**
 * Gzip level (for the few clients without brotli, or every client of a server without brotli): on 418 pages of a
 * 100,000-product build (56–82 KB), level 5 took 15–20% less time than level 6 (0.48–0.69 ms a page against
 * 0.60–0.85), and its files were 0.9–1.6% larger (105–181 bytes a page); level 4 was 3.5–4.5% larger still.
 * At 200,000 pages that is about 26 s less of compression, which is the slower half of the render.
 */
const GZIP_LEVEL = 5;

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

/**
 * Creates a copy beside its file, exclusively (O_EXCL): a copy half linked from the previous build (one link made,
 * the other failed) is unlinked first, never written through into the previous build's file. Not written to a
 * temporary name and renamed into place: that is two more system calls a page, on the thread that limits the render.
 */
function createCopy(file: string, bytes: Buffer): void {
  try {
    writeFileSync(file, bytes, { flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    unlinkSync(file);
    writeFileSync(file, bytes, { flag: 'wx' });
  }
}

function compress(path: string, body: Buffer): void {
  const quality = path.includes(`${sep}_astro${sep}`) ? HASHED_ASSET_QUALITY : PAGE_QUALITY;
  const params = { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: body.length };
  createCopy(`${path}.br`, brotliCompressSync(body, { params }));
  createCopy(`${path}.gz`, gzipSync(body, { level: GZIP_LEVEL }));
}

function writeCopies({ path, body: bytes, before }: CopyJob): CopiesMade | null {
  const body = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (body.length < MIN_BYTES) return null;
  // Astro makes the page's folder only after the page is finished, which waits for this.
  mkdirSync(dirname(path), { recursive: true });
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
