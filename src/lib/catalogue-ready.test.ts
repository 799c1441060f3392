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

/** Each message Astro sends the build that started it, with the test that recognises it. */
const MESSAGES = {
  'it waits for the catalogue': { report: reportAwaitingCatalogue, is: isAwaitingCatalogue },
  'its bundle is written': { report: reportBundled, is: isBundled },
};

describe('what Astro tells the build', () => {
  it.each(Object.keys(MESSAGES) as (keyof typeof MESSAGES)[])(
    'that %s is recognised as that alone, and a count of pages rendered as neither',
    (name) => {
      const sent: unknown[] = [];
      MESSAGES[name].report({ send: (message) => sent.push(structuredClone(message)) });
      expect(sent).toHaveLength(1);
      for (const [other, { is }] of Object.entries(MESSAGES)) expect(is(sent[0])).toBe(other === name);
      expect(MESSAGES[name].is({ pages: 12 })).toBe(false);
      expect(MESSAGES[name].is(null)).toBe(false);
    },
  );
});
