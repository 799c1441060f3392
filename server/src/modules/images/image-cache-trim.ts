/**
 * Keeps the image cache within its size: the least recently used pictures go first. A picture's mtime is its last
 * use (ImageCache touches it on every hit), as access times are often not kept by the file system.
 */
import { readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';

/** How often the cache is measured and trimmed. */
export const IMAGE_CACHE_TRIM_EVERY_MS = 10 * 60 * 1000;

interface CachedFile {
  path: string;
  size: number;
  usedAt: number;
}

async function cachedFiles(dir: string): Promise<CachedFile[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  const files = await Promise.all(
    entries
      // Half-written pictures (`.part`) are the writer's to finish or remove.
      .filter((entry) => entry.isFile() && entry.name.endsWith('.webp'))
      .map(async (entry) => {
        const path = join(entry.parentPath, entry.name);
        const info = await stat(path).catch(() => undefined);
        return info && { path, size: info.size, usedAt: info.mtimeMs };
      }),
  );
  return files.filter((file): file is CachedFile => file !== undefined);
}

/** Deletes the least recently used pictures until the cache holds at most `maxBytes`; answers what it removed. */
export async function trimImageCache(dir: string, maxBytes: number): Promise<{ removed: number; bytes: number }> {
  const files = (await cachedFiles(dir)).sort((a, b) => a.usedAt - b.usedAt);
  let total = files.reduce((sum, file) => sum + file.size, 0);
  let removed = 0;
  let bytes = 0;
  for (const file of files) {
    if (total <= maxBytes) break;
    await rm(file.path, { force: true });
    total -= file.size;
    removed += 1;
    bytes += file.size;
  }
  return { removed, bytes };
}
