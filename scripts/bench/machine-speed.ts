import { mkdirSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { escapeHtml } from '../../src/lib/html';
import { percentile } from './percentile';

/**
 * How fast this machine is, right now, at the three things a build does to every page. The bench's other figures
 * depend on it: the same code built 10,000 products in 45 to 67 s of Astro's phase in one afternoon, and 100,000 in
 * 8.4 and 10.8 min on two days. Each is the median of a few rounds (the range is printed), in milliseconds a page.
 */
export interface MachineSpeed {
  /** Brotli at quality 6 (the build's, for pages) of a page-like text about a product page's size. */
  brotli: Spread;
  /** Script work like rendering a page: making up its text, escaping, Bengali numbers, encoding it as UTF-8. */
  script: Spread;
  /** A new folder with that page in it, among the others in one folder, as the build writes product pages. */
  folder: Spread;
}

export interface Spread {
  median: number;
  min: number;
  max: number;
}

export interface SpeedOptions {
  rounds: number;
  /** Pages compressed and rendered a round. */
  pages: number;
  /** Folders made a round. */
  folders: number;
}

const DEFAULTS: SpeedOptions = { rounds: 5, pages: 100, folders: 500 };

/** Always the same generator (a linear congruential one), so every machine does the same work. */
function numbers(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state;
  };
}

const LETTERS = 'abcdefghijklmnopqrstuvwxyzকখগঘচছজঝটঠডঢতথদধনপফবভমযরলশসহ';

/** Made-up words: a page's names and addresses vary as much as real ones, which decides how fast brotli is. */
function word(next: () => number): string {
  return Array.from({ length: 3 + (next() % 6) }, () => LETTERS[next() % LETTERS.length]).join('');
}

/** One product card as a catalogue page writes it; `format` writes the price. */
function card(next: () => number, format: Intl.NumberFormat): string {
  const name = Array.from({ length: 4 }, () => word(next)).join(' ');
  const [id, picture, sku] = [next() % 100_000, word(next), next().toString(36) + next().toString(36)];
  return (
    `<li class="card" data-sku="${sku}"><a href="/product/${id}/" class="card-link"><img src="/uploads/products/${picture}-400.webp" ` +
    `srcset="/uploads/products/${picture}-200.webp 200w, /uploads/products/${picture}-400.webp 400w" ` +
    `alt="${escapeHtml(name)}" width="400" height="400" loading="lazy" class="card-image"><span class="card-title">` +
    `${escapeHtml(name)}</span><span class="price-line">৳${format.format(next() % 50_000)}</span></a></li>\n`
  );
}

/** A page of about 57 KB that brotli makes about 7 KB, near a product page's 54 and 11: the same on every machine. */
export function pageLikeText(seed = 1, format = new Intl.NumberFormat('bn-BD')): string {
  const next = numbers(seed);
  return `<!DOCTYPE html><html lang="bn"><body><ul>${Array.from({ length: 120 }, () => card(next, format)).join('')}</ul></body></html>`;
}

function spread(values: number[]): Spread {
  return { median: percentile(values, 0.5), min: Math.min(...values), max: Math.max(...values) };
}

/** Milliseconds a page of `work`, over `count` pages a round. */
function timeRounds(rounds: number, count: number, work: (index: number) => void): Spread {
  const perPage: number[] = [];
  for (let round = 0; round < rounds; round++) {
    const started = performance.now();
    for (let index = 0; index < count; index++) work(round * count + index);
    perPage.push((performance.now() - started) / count);
  }
  return spread(perPage);
}

export async function measureMachineSpeed(options: SpeedOptions = DEFAULTS): Promise<MachineSpeed> {
  const page = Buffer.from(pageLikeText());
  const params = { [constants.BROTLI_PARAM_QUALITY]: 6, [constants.BROTLI_PARAM_SIZE_HINT]: page.length };
  const brotli = timeRounds(options.rounds, options.pages, () => brotliCompressSync(page, { params }));
  const format = new Intl.NumberFormat('bn-BD');
  const encoder = new TextEncoder();
  const script = timeRounds(options.rounds, options.pages, (index) => encoder.encode(pageLikeText(index, format)));
  const root = await mkdtemp(join(tmpdir(), 'haat-machine-'));
  try {
    const folder = timeRounds(options.rounds, options.folders, (index) => {
      const dir = join(root, String(index));
      mkdirSync(dir);
      writeFileSync(join(dir, 'index.html'), page, { flag: 'wx' });
    });
    return { brotli, script, folder };
  } finally {
    await rm(root, { recursive: true, force: true });
  }
}

const range = ({ median, min, max }: Spread) => `${median.toFixed(2)} (${min.toFixed(2)}–${max.toFixed(2)})`;

/** One line: `when` is the point of the bench it was measured at. */
export function machineSpeedReport(when: string, { brotli, script, folder }: MachineSpeed): string {
  return (
    `this machine ${when}, ms a page, median (range) of rounds: brotli ${range(brotli)}, script ${range(script)}, ` +
    `new folder and file ${range(folder)}`
  );
}
