import type { Dirent } from 'node:fs';
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
 * Folders read at once. Read one after another, each waiting for the one before in Node's I/O threads, the 200,000
 * page folders of a 100,000-product site took 11–16 s to walk, and the page count walked them again (12–14 s);
 * 32 at a time, the one walk that does both takes 5–7 s.
 */
const READS_IN_FLIGHT = 32;

interface Folder {
  path: string;
  entries: Dirent[];
}

/** Calls `visit` with every folder under `root` (itself included) and its entries, in no particular order. */
function walkFolders(root: string, visit: (folder: Folder) => void): Promise<void> {
  return new Promise((done, fail) => {
    const unread = [root];
    let reading = 0;
    const readMore = () => {
      if (unread.length === 0 && reading === 0) done();
      while (reading < READS_IN_FLIGHT && unread.length > 0) {
        const path = unread.pop() as string;
        reading += 1;
        readdir(path, { withFileTypes: true })
          .then((entries) => {
            reading -= 1;
            visit({ path, entries });
            for (const entry of entries) if (entry.isDirectory()) unread.push(join(path, entry.name));
            readMore();
          })
          .catch((error) => {
            unread.length = 0;
            fail(error);
          });
      }
    };
    readMore();
  });
}

/**
 * The folder's text files without both copies yet. A copy beside no file of its name is a page written where Astro
 * did not write it (page-copies.ts): the build stops rather than publish copies nobody can be served.
 */
function* uncompressed({ path: dir, entries }: Folder): Generator<string> {
  const names = new Set(entries.map((entry) => entry.name));
  for (const entry of entries) {
    const path = join(dir, entry.name);
    const copyOf = COPIES.find((copy) => entry.name.endsWith(copy));
    const source = copyOf && entry.name.slice(0, -copyOf.length);
    if (source && COMPRESSIBLE.has(extname(source)) && !names.has(source))
      throw new Error(`${path}: a compressed copy of no file`);
    if (!entry.isFile() || !COMPRESSIBLE.has(extname(entry.name))) continue;
    if (COPIES.every((copy) => names.has(`${entry.name}${copy}`))) continue;
    yield path;
  }
}

const pagesIn = ({ entries }: Folder) =>
  entries.filter((entry) => entry.isFile() && entry.name.endsWith('.html')).length;

/**
 * Finishes the pages and writes .br and .gz beside every text file of the built site that has no copies yet (those
 * rendered through page-copies-middleware.ts have theirs); with `previous`, files whose bytes it has too share its
 * copies instead. Answers how many files it compressed and how many shared copies, and how many pages (.html files)
 * the site has, counted on the same walk through its folders.
 */
export async function precompress(
  root: string,
  { previous = null }: { previous?: string | null } = {},
): Promise<Record<CopiesMade | 'pages', number>> {
  const files: string[] = [];
  const counts = { compressed: 0, reused: 0, pages: 0 };
  await walkFolders(root, (folder) => {
    files.push(...uncompressed(folder));
    counts.pages += pagesIn(folder);
  });
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
