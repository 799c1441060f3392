import { chmod, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findBrowser, TEST_CHROMIUM } from './find-browser';

let dir: string;
let executable: string;
let plainFile: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'haat-browser-'));
  executable = join(dir, 'chromium');
  plainFile = join(dir, 'not-executable');
  await writeFile(executable, '#!/bin/sh\n');
  await chmod(executable, 0o755);
  await writeFile(plainFile, '');
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('findBrowser', () => {
  it('prefers CHROME_PATH', () => {
    expect(findBrowser({ CHROME_PATH: executable }, ['/nowhere/chromium'])).toBe(executable);
  });

  it("has the tests drive Debian's headless build of Chromium first, then the full one", () => {
    expect(TEST_CHROMIUM).toEqual(['/usr/bin/chromium-headless-shell', '/usr/bin/chromium']);
  });

  it('falls back to the first usable path when CHROME_PATH is unset or unusable', () => {
    expect(findBrowser({}, [plainFile, executable])).toBe(executable);
    expect(findBrowser({ CHROME_PATH: plainFile }, [executable])).toBe(executable);
  });

  it('finds nothing when no candidate can run', () => {
    expect(findBrowser({ CHROME_PATH: join(dir, 'missing') }, [plainFile])).toBeNull();
  });
});
