/**
 * Rendered pictures on disk, one file per key. A miss renders once however many requests ask for it at the same
 * time; files are written beside their final name and renamed, so a reader never sees half a picture.
 */
import { readFile, utimes } from 'node:fs/promises';
import { join } from 'node:path';
import { writeWhole } from '../../lib/write-whole';

export class ImageCache {
  private readonly pending = new Map<string, Promise<Buffer>>();

  constructor(private readonly dir: string) {}

  /** The cached bytes of `key` (a hex hash), rendering them with `render` on a miss. */
  get(key: string, render: () => Promise<Buffer>): Promise<Buffer> {
    const running = this.pending.get(key);
    if (running) return running;
    const result = this.readOrRender(key, render).finally(() => this.pending.delete(key));
    this.pending.set(key, result);
    return result;
  }

  fileOf(key: string): string {
    return join(this.dir, key.slice(0, 2), `${key}.webp`);
  }

  private async readOrRender(key: string, render: () => Promise<Buffer>): Promise<Buffer> {
    const file = this.fileOf(key);
    const cached = await readFile(file).catch(() => undefined);
    if (cached) {
      // The file's mtime is its last use: the trim removes the least recently used first (image-cache-trim.ts).
      const now = new Date();
      void utimes(file, now, now).catch(() => undefined);
      return cached;
    }
    const bytes = await render();
    await writeWhole(file, bytes);
    return bytes;
  }
}
