import { link, readdir, readFile, writeFile } from 'node:fs/promises';
import { extname, join, relative, sep } from 'node:path';
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
/**
 * Gzip level (for the few clients without brotli): on 400 built pages of 100 KB, level 6 took 1.68 ms a page
 * against 2.15 ms for level 9 (22% less), and its files were 0.31% larger (59 bytes a page).
 */
const GZIP_LEVEL = 6;

async function* walk(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(path);
    else if (entry.isFile()) yield path;
  }
}

/** The file's bytes to serve: a page gets its island style in <head> and its CSP completed (written back). */
async function finalBytes(path: string): Promise<Buffer> {
  const body = await readFile(path);
  if (extname(path) !== '.html') return body;
  const text = body.toString();
  const completed = completeCspMeta(hoistIslandStyle(text));
  if (completed === text) return body;
  const changed = Buffer.from(completed);
  await writeFile(path, changed);
  return changed;
}

/**
 * Hard-links the previous build's .br and .gz of the same file when its bytes are the same (a full rebuild
 * re-renders every page, most of them unchanged); false when there is nothing to reuse. Links are safe: built
 * files are only ever replaced by rename, never written in place (see overlay.ts).
 */
async function reusePrevious(path: string, body: Buffer, before: string): Promise<boolean> {
  const old = await readFile(before).catch(() => null);
  if (!old?.equals(body)) return false;
  try {
    await Promise.all([link(`${before}.br`, `${path}.br`), link(`${before}.gz`, `${path}.gz`)]);
    return true;
  } catch {
    return false;
  }
}

async function compress(path: string, body: Buffer): Promise<void> {
  const quality = path.includes(`${sep}_astro${sep}`) ? HASHED_ASSET_QUALITY : PAGE_QUALITY;
  const [br, gzipped] = await Promise.all([
    brotli(body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    }),
    gz(body, { level: GZIP_LEVEL }),
  ]);
  await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gzipped)]);
}

/** Compresses one file; answers how: its copies reused from the previous build, compressed anew, or none. */
async function precompressFile(path: string, root: string, previous: string | null): Promise<keyof Counts | null> {
  const body = await finalBytes(path);
  if (body.length < MIN_BYTES) return null;
  if (previous && (await reusePrevious(path, body, join(previous, relative(root, path))))) return 'reused';
  await compress(path, body);
  return 'compressed';
}

interface Counts {
  compressed: number;
  reused: number;
}

/** Astro writes each page whole, ending with this: a page that ends otherwise is still being written. */
const PAGE_END = Buffer.from('</html>');
/** Pause between passes over the pages written so far. */
const PASS_PAUSE_MS = 2_000;

/**
 * Precompresses a site being built: `alongside` takes the pages Astro has written while it renders the rest (Astro
 * keeps about one core busy; this takes the other), `finish` everything else once it is done.
 */
export class Precompressor {
  private readonly done = new Set<string>();
  readonly counts: Counts = { compressed: 0, reused: 0 };

  constructor(
    private readonly root: string,
    /** The previously published build: files whose bytes it has too share its compressed copies instead. */
    private readonly previous: string | null = null,
  ) {}

  /** Compresses finished pages, one at a time, until `rendering` settles. */
  async alongside(rendering: Promise<unknown>): Promise<void> {
    let rendered = false;
    const settled = rendering.then(
      () => {
        rendered = true;
      },
      () => {
        rendered = true;
      },
    );
    while (!rendered) {
      await this.pass(1, async (path) => (await readFile(path)).subarray(-PAGE_END.length - 1).includes(PAGE_END));
      await Promise.race([settled, new Promise((resolve) => setTimeout(resolve, PASS_PAUSE_MS))]);
    }
  }

  /** Every text file not compressed yet, a few at a time (zlib runs on the thread pool); answers the counts. */
  async finish(concurrency = 8): Promise<Counts> {
    await this.pass(concurrency);
    return this.counts;
  }

  private async pass(concurrency: number, ready?: (page: string) => Promise<boolean>): Promise<void> {
    const files: string[] = [];
    for await (const path of walk(this.root)) {
      if (this.done.has(path) || !COMPRESSIBLE.has(extname(path))) continue;
      if (ready && (extname(path) !== '.html' || !(await ready(path)))) continue;
      files.push(path);
    }
    await mapLimit(files, concurrency, async (path) => {
      this.done.add(path);
      const how = await precompressFile(path, this.root, this.previous);
      if (how) this.counts[how] += 1;
    });
  }
}

/**
 * Moves each page's island style into <head> and completes its CSP, then writes .br and .gz beside every text file
 * of the built site; with `previous`, files whose bytes it has too share its compressed copies instead.
 */
export function precompress(root: string, { previous = null }: { previous?: string | null } = {}): Promise<Counts> {
  return new Precompressor(root, previous).finish();
}
