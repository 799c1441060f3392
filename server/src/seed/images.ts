/**
 * Renders the seed's SVG artwork to WebP under the uploads folder, in the background while rows are
 * inserted. Files are named by content (garment + colour, scene name...), so an existing file is kept
 * and shared by every row that uses it. With a picture cache (npm install fills one: prepare-install.ts), a picture
 * drawn before from the same SVG by the same encoder is copied instead of drawn: 149 pictures took 2.9–3.6 s of both
 * cores in a fresh clone's `npm start`.
 */
import { createHash } from 'node:crypto';
import { access, copyFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { installCache } from '../lib/install-cache';
import { placeWhole } from '../lib/write-whole';

export interface ImageJob {
  /** Path below the uploads folder, e.g. 'products/shirt-navy.webp'. */
  path: string;
  /** Builds the SVG; called only when the file does not exist yet. */
  svg: () => string;
}

export interface RenderReport {
  /** Drawn from their SVG. */
  rendered: number;
  /** Found in the picture cache, drawn before. */
  cached: number;
  /** Already in the uploads folder. */
  reused: number;
  seconds: number;
}

/**
 * `uploadsDir`: where each job's picture goes (its path below it); without one, pictures only go to the cache.
 * `cacheDir`: pictures by what they were drawn from, taken from here when there and put here when drawn.
 */
export type RenderTarget = { uploadsDir: string; cacheDir?: string } | { uploadsDir?: undefined; cacheDir: string };

/** The cache npm install fills with every picture the seed can draw. */
export const INSTALL_PICTURE_CACHE = installCache('haat-seed-pictures');

const QUALITY = 80;
/** Effort 2 encodes about twice as fast as the default 4 for files ~7% larger. */
const EFFORT = 2;
const PARALLEL = availableParallelism();
/** A cached picture is the same bytes only from the same encoder and settings. */
const ENCODER = JSON.stringify({ versions: sharp.versions, QUALITY, EFFORT });

const cacheName = (svg: string) =>
  `${createHash('sha256').update(ENCODER).update(svg).digest('hex').slice(0, 32)}.webp`;

const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

/** Accepts jobs at any time and renders them PARALLEL at a time; each path is done once. */
export class ImageRenderer {
  private readonly seen = new Set<string>();
  private readonly queue: ImageJob[] = [];
  private readonly workers = new Set<Promise<void>>();
  private readonly started = performance.now();
  private rendered = 0;
  private cached = 0;
  private lastDone = performance.now();
  private failure: unknown;

  constructor(private readonly target: RenderTarget) {}

  add(job: ImageJob): void {
    if (this.seen.has(job.path)) return;
    this.seen.add(job.path);
    this.queue.push(job);
    if (this.workers.size >= PARALLEL) return;
    const worker = this.work().catch((error: unknown) => {
      this.failure ??= error;
    });
    this.workers.add(worker);
    void worker.finally(() => this.workers.delete(worker));
  }

  /** Waits for every job added so far; throws the first rendering error. */
  async finish(): Promise<RenderReport> {
    while (this.workers.size > 0) await Promise.all(this.workers);
    if (this.failure) throw this.failure;
    const seconds = (this.lastDone - this.started) / 1000;
    const reused = this.seen.size - this.rendered - this.cached;
    return { rendered: this.rendered, cached: this.cached, reused, seconds };
  }

  private async work(): Promise<void> {
    const { uploadsDir, cacheDir } = this.target;
    for (let job = this.queue.shift(); job && !this.failure; job = this.queue.shift()) {
      const file = uploadsDir === undefined ? undefined : join(uploadsDir, job.path);
      if (file && (await exists(file))) continue;
      const svg = job.svg();
      const cached = cacheDir === undefined ? undefined : join(cacheDir, cacheName(svg));
      const drawn = cached ?? file;
      if (cached && (await exists(cached))) this.cached++;
      else if (drawn) {
        // Written whole: an interrupted or concurrent seed never leaves a half-written image.
        await placeWhole(drawn, (partial) =>
          sharp(Buffer.from(svg)).webp({ quality: QUALITY, effort: EFFORT }).toFile(partial),
        );
        this.rendered++;
      }
      if (cached && file) await placeWhole(file, (partial) => copyFile(cached, partial));
      this.lastDone = performance.now();
    }
  }
}
