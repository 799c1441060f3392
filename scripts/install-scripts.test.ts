import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// npm 12 skips a dependency's install scripts unless `allowScripts` approves it; without Node 24's own `preinstall`
// the pinned Node is never fetched and no `npm run` works.
const read = (file: string) => JSON.parse(readFileSync(new URL(`../${file}`, import.meta.url), 'utf8'));
const allowScripts: Record<string, boolean> = read('package.json').allowScripts ?? {};
const lockPackages: Record<string, { hasInstallScript?: boolean }> = read('package-lock.json').packages;

/** The names of the installed dependencies whose install scripts npm would ask about. */
const withInstallScripts = Object.entries(lockPackages)
  .filter(([path, entry]) => path !== '' && entry.hasInstallScript)
  .map(([path]) => path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length));

describe('dependencies with install scripts', () => {
  it('include Node 24 itself, whose preinstall fetches it', () => {
    expect(withInstallScripts).toContain('node');
  });

  it('are each approved by name in allowScripts, so a blocking npm still runs them', () => {
    expect(withInstallScripts.filter((name) => allowScripts[name] !== true)).toEqual([]);
  });
});
