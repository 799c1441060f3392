import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { cycles, foldedGraph, importGraph, loadedWith } from './import-graph';

// The house rules of CONTRIBUTING.md ("Which way the arrows point"), checked on every import of the repository.
const root = fileURLToPath(new URL('../..', import.meta.url));
const graph = importGraph(root, ['contract', 'src', 'server/src', 'scripts', 'deploy', 'simulators', 'tests']);
const fileEdges = new Map([...graph].map(([file, targets]) => [file, new Set(targets)]));

/** Every import from a file under one of `from` to a file under one of `to`, as "a → b" lines. */
function arrows(from: string[], to: string[], allowed: (target: string) => boolean = () => false): string[] {
  const under = (file: string, folders: string[]) => folders.some((folder) => file.startsWith(folder));
  return [...graph].flatMap(([file, targets]) =>
    under(file, from) ? targets.filter((t) => under(t, to) && !allowed(t)).map((t) => `${file} → ${t}`) : [],
  );
}

const featureOf = (file: string) => /^src\/features\/([^/]+)\//.exec(file)?.[1] ?? null;
const moduleOf = (file: string) => /^server\/src\/modules\/([^/]+)\//.exec(file)?.[1] ?? null;

describe('import arrows', () => {
  it('are read from real imports (the checks below would see a wrong one)', () => {
    expect(graph.get('server/src/app.ts')?.some((target) => target.startsWith('server/src/modules/'))).toBe(true);
    expect(arrows(['src/'], ['contract/']).length).toBeGreaterThan(10);
    expect(arrows(['src/pages/'], ['src/features/']).length).toBeGreaterThan(10);
  });

  it('form no cycle between files', () => {
    expect(cycles(fileEdges)).toEqual([]);
  });

  it('leave the contract neutral: it imports nothing but itself', () => {
    expect(arrows(['contract/'], ['src/', 'server/', 'scripts/', 'tests/'])).toEqual([]);
  });

  it('keep the storefront and the API apart: src/ and server/ never import each other', () => {
    expect(arrows(['src/'], ['server/', 'scripts/', 'tests/'])).toEqual([]);
    expect(arrows(['server/'], ['src/', 'scripts/', 'tests/'])).toEqual([]);
  });

  it('keep the gateway simulators a program apart: the storefront and the API code never import them (only API tests), they import neither', () => {
    expect(graph.get('simulators/index.ts')?.length).toBeGreaterThan(0);
    expect(arrows(['src/'], ['simulators/'])).toEqual([]);
    // The API's own tests may start them, in-process, through their public entry.
    const testOnly = (line: string) => /\.test(-helpers)?\.ts → simulators\/index\.ts$/.test(line);
    expect(arrows(['server/'], ['simulators/']).filter((line) => !testOnly(line))).toEqual([]);
    expect(arrows(['simulators/'], ['server/', 'src/', 'scripts/'])).toEqual([]);
  });

  it('let scripts and the deployment recipe reach the API only through its public entry, server/src/index.ts, and the storefront through src/lib', () => {
    expect(arrows(['scripts/', 'deploy/'], ['server/'], (target) => target === 'server/src/index.ts')).toEqual([]);
    expect(arrows(['scripts/', 'deploy/'], ['src/'], (target) => target.startsWith('src/lib/'))).toEqual([]);
  });

  it("let the storefront load the contract file by file: a value comes from `#contract/<file>`, the barrel gives types only (loading it brings every contract file's code, the checkout's into the page shell's chunk)", () => {
    const storefront = [...graph.keys()].filter((file) => file.startsWith('src/'));
    const loadingBarrel = storefront.filter((file) => loadedWith(root, file).has('contract/index.ts'));
    expect(storefront.length).toBeGreaterThan(100);
    expect(loadingBarrel).toEqual([]);
  });

  it("let the script every page loads bring the cart's stored lines without its operations", () => {
    const loaded = loadedWith(root, 'src/components/layout/page-shell.client.ts');
    expect(loaded.has('src/features/cart/cart-state.ts')).toBe(true);
    expect(loaded.has('contract/cart-basics.ts')).toBe(true);
    expect(loaded.has('src/features/cart/cart.ts')).toBe(false);
  });

  it('keep src/lib, src/i18n and components/ui below every feature, layout and page', () => {
    const above = ['src/features/', 'src/components/layout/', 'src/layouts/', 'src/pages/'];
    expect(arrows(['src/lib/', 'src/i18n/', 'src/components/ui/'], above)).toEqual([]);
    expect(arrows(['src/features/'], ['src/components/layout/', 'src/layouts/', 'src/pages/'])).toEqual([]);
  });

  it('stack storefront features in floors: no two features import each other, directly or round a loop', () => {
    expect(cycles(foldedGraph(graph, featureOf))).toEqual([]);
  });

  it('stack server modules the same way, with server/src/lib below them all', () => {
    expect(cycles(foldedGraph(graph, moduleOf))).toEqual([]);
    expect(arrows(['server/src/lib/'], ['server/src/modules/'])).toEqual([]);
  });

  it("keep a module's repository private: other modules call its service", () => {
    const foreignRepository = (file: string, target: string) =>
      target.endsWith('.repository.ts') && moduleOf(target) !== null && moduleOf(target) !== moduleOf(file);
    const found = [...graph].flatMap(([file, targets]) =>
      targets.filter((target) => foreignRepository(file, target)).map((target) => `${file} → ${target}`),
    );
    expect(found).toEqual([]);
  });
});

describe('cycles', () => {
  it('finds every loop, however long, and nothing in a chain', () => {
    const edges = new Map([
      ['a', new Set(['b'])],
      ['b', new Set(['c'])],
      ['c', new Set(['a'])],
      ['d', new Set(['e'])],
      ['e', new Set<string>()],
      ['f', new Set(['g'])],
      ['g', new Set(['f', 'd'])],
    ]);
    expect(cycles(edges)).toEqual([
      ['a', 'b', 'c'],
      ['f', 'g'],
    ]);
  });
});
