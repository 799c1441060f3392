import { readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { brotliCompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { machineSpeedReport, measureMachineSpeed, pageLikeText } from './machine-speed';

const leftFolders = async () => (await readdir(tmpdir())).filter((name) => name.startsWith('haat-machine-'));

describe('the machine speed the bench prints', () => {
  it('times the same page on every machine: near a product page in size, and in what brotli makes of it', () => {
    const page = Buffer.from(pageLikeText());
    expect(pageLikeText()).toBe(page.toString());
    expect(page.length).toBeGreaterThan(50_000);
    expect(page.length).toBeLessThan(65_000);
    const ratio = page.length / brotliCompressSync(page).length;
    expect(ratio).toBeGreaterThan(4);
    expect(ratio).toBeLessThan(12);
  });

  it('gives each work its median and range in milliseconds a page, and leaves no folder behind', async () => {
    const before = await leftFolders();
    const speed = await measureMachineSpeed({ rounds: 3, pages: 2, folders: 4 });
    for (const { median, min, max } of [speed.brotli, speed.script, speed.folder]) {
      expect(min).toBeGreaterThan(0);
      expect(min).toBeLessThanOrEqual(median);
      expect(median).toBeLessThanOrEqual(max);
    }
    expect(await leftFolders()).toEqual(before);
  });

  it('reports the three on one line', () => {
    const spread = (median: number) => ({ median, min: median - 0.1, max: median + 0.1 });
    const line = machineSpeedReport('at the start', { brotli: spread(0.9), script: spread(1.5), folder: spread(0.2) });
    expect(line).toBe(
      'this machine at the start, ms a page, median (range) of rounds: brotli 0.90 (0.80–1.00), ' +
        'script 1.50 (1.40–1.60), new folder and file 0.20 (0.10–0.30)',
    );
  });
});
