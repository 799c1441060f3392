import { execFile } from 'node:child_process';
import { access, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundleProgram, type ProgramBundle } from './program-bundle';

const run = promisify(execFile);
let dir: string;
let bundle: ProgramBundle;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'haat-program-bundle-'));
  await writeFile(
    join(dir, 'helper.ts'),
    [
      'export const helperUrl: string = import.meta.url;',
      "if (import.meta.main) console.log('helper ran as a program');",
    ].join('\n'),
  );
  await writeFile(
    join(dir, 'main.ts'),
    [
      // Built up so the repository's import-graph test does not take the fixture's import for one of this file.
      `import { helperUrl } from '${'./helper'}';`,
      'if (import.meta.main) console.log(JSON.stringify({ helperUrl, mainUrl: import.meta.url }));',
    ].join('\n'),
  );
  bundle = await bundleProgram(join(dir, 'main.ts'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('bundleProgram', () => {
  it('runs the program as its sources would: each file sees its own URL, and only the entry is the main module', async () => {
    const { stdout } = await run(process.execPath, [bundle.file]);
    expect(stdout).not.toContain('helper ran as a program');
    expect(JSON.parse(stdout)).toEqual({
      helperUrl: pathToFileURL(join(dir, 'helper.ts')).href,
      mainUrl: pathToFileURL(join(dir, 'main.ts')).href,
    });
  });

  it('removes the bundles of processes that ended without removing theirs', async () => {
    const orphan = join(dirname(dirname(bundle.file)), '2147483646-orphan');
    await mkdir(orphan);
    const another = await bundleProgram(join(dir, 'main.ts'));
    await expect(access(orphan)).rejects.toThrow();
    await access(bundle.file);
    await another.remove();
  });

  it('removes its file when asked', async () => {
    await bundle.remove();
    await expect(access(bundle.file)).rejects.toThrow();
  });
});
