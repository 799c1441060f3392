import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

/** Every source file of the repository's code folders and the repository files it imports (packages left out). */
export type ImportGraph = Map<string, string[]>;

const SOURCE = /\.(ts|tsx|astro|mjs)$/;
const EXTENSIONS = ['', '.ts', '.tsx', '.astro', '.mjs', '/index.ts'];
// Static imports, re-exports, side-effect imports and dynamic import('…') with a literal specifier.
const SPECIFIERS = /(?:\bfrom\s*|\bimport\s*\(?\s*)['"]([^'"]+)['"]/g;

function sourceFiles(root: string, folder: string): string[] {
  const path = join(root, folder);
  if (!existsSync(path)) return [];
  return readdirSync(path).flatMap((name) => {
    if (name === 'node_modules' || name.startsWith('.')) return [];
    const child = join(folder, name);
    if (statSync(join(root, child)).isDirectory()) return sourceFiles(root, child);
    return SOURCE.test(name) && !name.endsWith('.d.ts') ? [child] : [];
  });
}

/** The source file a specifier names, relative to the root; null for a package or an asset (fonts, JSON, CSS). */
function resolveSpecifier(root: string, from: string, written: string): string | null {
  const specifier = written.replace(/\?.*$/, '');
  let base: string;
  if (specifier === '#contract') base = join(root, 'contract/index.ts');
  else if (specifier.startsWith('#contract/')) base = join(root, 'contract', specifier.slice('#contract/'.length));
  else if (specifier.startsWith('@/')) base = join(root, 'src', specifier.slice(2));
  else if (specifier.startsWith('.')) base = resolve(root, dirname(from), specifier);
  else return null;
  for (const extension of EXTENSIONS) {
    const candidate = base + extension;
    if (existsSync(candidate) && statSync(candidate).isFile()) {
      return SOURCE.test(candidate) ? relative(root, candidate) : null;
    }
  }
  throw new Error(`${from} imports ${specifier}, which names no file`);
}

// Imports that stay in built code: static ones except `import type` (under verbatimModuleSyntax even an import of
// types alone written without it is kept), and re-exports; dynamic import() loads later, so it is left out.
const LOADED = /^\s*(?:import|export)\s+(?!type\s)(?:[^;'"]*?\sfrom\s*)?['"]([^'"]+)['"]/gm;

/** The files a browser loads with `start` before it runs: its imports that stay in built code, followed through. */
export function loadedWith(root: string, start: string): Set<string> {
  const loaded = new Set<string>();
  const visit = (file: string) => {
    if (loaded.has(file)) return;
    loaded.add(file);
    for (const match of readFileSync(join(root, file), 'utf8').matchAll(LOADED)) {
      const target = resolveSpecifier(root, file, match[1] ?? '');
      if (target) visit(target);
    }
  };
  visit(start);
  return loaded;
}

export function importGraph(root: string, folders: string[]): ImportGraph {
  const graph: ImportGraph = new Map();
  for (const file of folders.flatMap((folder) => sourceFiles(root, folder))) {
    const code = readFileSync(join(root, file), 'utf8');
    const targets = [...code.matchAll(SPECIFIERS)]
      .map((match) => resolveSpecifier(root, file, match[1] ?? ''))
      .filter((target) => target !== null);
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/** The strongly connected groups of more than one node (Tarjan): each one is an import cycle. */
export function cycles(edges: Map<string, Set<string>>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  let next = 0;
  const visit = (node: string) => {
    index.set(node, next);
    low.set(node, next);
    next += 1;
    stack.push(node);
    onStack.add(node);
    for (const target of edges.get(node) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(node, Math.min(low.get(node)!, low.get(target)!));
      } else if (onStack.has(target)) low.set(node, Math.min(low.get(node)!, index.get(target)!));
    }
    if (low.get(node) !== index.get(node)) return;
    const group: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      group.push(member);
    } while (member !== node);
    if (group.length > 1) found.push(group.sort());
  };
  for (const node of edges.keys()) if (!index.has(node)) visit(node);
  return found;
}

/** The graph folded onto groups (a feature folder, a server module): an edge wherever a file of one imports another. */
export function foldedGraph(graph: ImportGraph, groupOf: (file: string) => string | null): Map<string, Set<string>> {
  const folded = new Map<string, Set<string>>();
  for (const [file, targets] of graph) {
    const from = groupOf(file);
    if (from === null) continue;
    const edges = folded.get(from) ?? new Set<string>();
    folded.set(from, edges);
    for (const target of targets) {
      const to = groupOf(target);
      if (to !== null && to !== from) edges.add(to);
    }
  }
  return folded;
}
