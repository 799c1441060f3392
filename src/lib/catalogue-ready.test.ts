import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  catalogueFetched,
  isAwaitingCatalogue,
  isBundled,
  reportAwaitingCatalogue,
  reportBundled,
} from './catalogue-ready';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'haat-catalogue-ready-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

const parent = { connected: true };

describe('a build’s wait for its catalogue', () => {
  it('does not wait when no marker is named (the catalogue was fetched before Astro started)', async () => {
    await expect(catalogueFetched(undefined, { connected: false })).resolves.toBeUndefined();
  });

  it('ends once the marker is written, not before', async () => {
    const marker = join(dir, 'catalogue.fetched');
    let ended = false;
    const waiting = catalogueFetched(marker, parent).then(() => {
      ended = true;
    });
    await sleep(200);
    expect(ended).toBe(false);
    await writeFile(marker, '');
    await waiting;
    expect(ended).toBe(true);
  });

  it('gives up with a reason when the build that started it has gone', async () => {
    const startedBy = { connected: true };
    const waiting = catalogueFetched(join(dir, 'never'), startedBy);
    startedBy.connected = false;
    await expect(waiting).rejects.toThrow(/the build that was to fetch the catalogue \(.*never\) has ended/);
  });
});

describe('what Astro tells the build when it waits for the catalogue', () => {
  it('is recognised as that, and a count of pages rendered is not', () => {
    const sent: unknown[] = [];
    reportAwaitingCatalogue({ send: (message) => sent.push(structuredClone(message)) });
    expect(sent).toHaveLength(1);
    expect(isAwaitingCatalogue(sent[0])).toBe(true);
    expect(isAwaitingCatalogue({ pages: 12 })).toBe(false);
    expect(isAwaitingCatalogue(null)).toBe(false);
  });
});

describe('what Astro tells the build when its bundle is written', () => {
  it('is recognised as that, and neither waiting for the catalogue nor a count of pages is', () => {
    const sent: unknown[] = [];
    reportBundled({ send: (message) => sent.push(structuredClone(message)) });
    expect(sent).toHaveLength(1);
    expect(isBundled(sent[0])).toBe(true);
    expect(isAwaitingCatalogue(sent[0])).toBe(false);
    expect(isBundled({ awaiting: 'catalogue' })).toBe(false);
    expect(isBundled({ pages: 12 })).toBe(false);
  });
});
