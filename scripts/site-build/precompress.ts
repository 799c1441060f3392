import { readdir, readFile, writeFile } from 'node:fs/promises';
import { extname, join, relative } from 'node:path';
import { mapLimit } from '../map-limit';
import { COMPRESSIBLE } from '../site-server/content-types';
import { COPIES, type CopiesMade } from './copies';
import { CopyWriter } from './copy-writer';
import { finishPage } from './finish-page';

/** The file's bytes to serve: a page is finished (finish-page.ts) and written back when that changed it. */
async function finalBytes(path: string): Promise<Buffer> {
  const body = await readFile(path);
  if (extname(path) !== '.html') return body;
  const finished = finishPage(body);
  if (finished !== body) await writeFile(path, finished);
  return finished;
}

/**
 * The text files of the site without both copies yet. A copy beside no file of its name is a page written where
 * Astro did not write it (page-copies.ts): the build stops rather than publish copies nobody can be served.
 */
async function* uncompressed(dir: string): AsyncGenerator<string> {
  const entries = await readdir(dir, { withFileTypes: true });
  const names = new Set(entries.map((entry) => entry.name));
  for (const entry of entries) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      yield* uncompressed(path);
      continue;
    }
    const copyOf = COPIES.find((copy) => entry.name.endsWith(copy));
    const source = copyOf && entry.name.slice(0, -copyOf.length);
    if (source && COMPRESSIBLE.has(extname(source)) && !names.has(source))
      throw new Error(`${path}: a compressed copy of no file`);
    if (!entry.isFile() || !COMPRESSIBLE.has(extname(entry.name))) continue;
    if (COPIES.every((copy) => names.has(`${entry.name}${copy}`))) continue;
    yield path;
  }
}

/**
 * Finishes the pages and writes .br and .gz beside every text file of the built site that has no copies yet (those
 * rendered through page-copies-middleware.ts have theirs); with `previous`, files whose bytes it has too share its
 * copies instead. Answers how many files it compressed and how many shared copies.
 */
export async function precompress(
  root: string,
  { previous = null }: { previous?: string | null } = {},
): Promise<Record<CopiesMade, number>> {
  const files: string[] = [];
  for await (const path of uncompressed(root)) files.push(path);
  const counts = { compressed: 0, reused: 0 };
  const writer = new CopyWriter();
  try {
    await mapLimit(files, 4, async (path) => {
      const before = previous && join(previous, relative(root, path));
      const made = await writer.write(path, await finalBytes(path), before);
      if (made) counts[made] += 1;
    });
  } finally {
    await writer.close();
  }
  return counts;
}
