/**
 * A TypeScript program (the API's main.ts, npm start's API child) as one ES module, for the processes that start it:
 * through tsx the API takes about 2.9 s to load (a third of it Node's package.json lookups), bundled 0.6 s, and the
 * bundle takes under a second to build. Built afresh by each run that starts such processes, so it never runs old code.
 */
import { mkdir, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build, type Plugin } from 'esbuild';
import { isProcessAlive } from '../process-alive';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
/** Inside node_modules, so the packages left out of the bundle resolve from it as they do from the sources. */
const BUNDLES_DIR = join(ROOT, 'node_modules', '.cache', 'haat-programs');
/**
 * Left to Node: PGlite finds its WebAssembly and data files beside its own modules, sharp loads a native addon,
 * and pg asks for pg-native only when told to (it is not installed).
 */
const EXTERNAL = ['@electric-sql/pglite', 'sharp', 'pg-native'];

/**
 * Bundled code runs from the bundle's file, so `import.meta.url` would point there: each of our own files gets its
 * own URL written in (the migrations folder is found from it). `import.meta.main` stays true only for the entry.
 */
function sourceMetaPlugin(entry: string): Plugin {
  return {
    name: 'source-import-meta',
    setup(on) {
      on.onLoad({ filter: /\.ts$/ }, async ({ path }) => {
        if (relative(ROOT, path).split(sep).includes('node_modules')) return undefined;
        const source = await readFile(path, 'utf8');
        const contents = source
          .replaceAll('import.meta.url', JSON.stringify(pathToFileURL(path).href))
          .replaceAll('import.meta.main', path === entry ? 'import.meta.main' : 'false');
        return { contents, loader: 'ts' };
      });
    },
  };
}

export interface ProgramBundle {
  /** The bundle's file, to run with `node` (or fork). */
  file: string;
  /** Deletes it. */
  remove(): Promise<void>;
}

/** Bundles of processes that are gone without removing theirs (killed, say): each folder is named by its pid. */
async function removeOrphans(): Promise<void> {
  for (const name of await readdir(BUNDLES_DIR)) {
    if (!isProcessAlive(Number(name.split('-')[0])))
      await rm(join(BUNDLES_DIR, name), { recursive: true, force: true });
  }
}

/** Bundles the program whose entry is `entry` (an absolute .ts path) into a file of its own. */
export async function bundleProgram(entry: string): Promise<ProgramBundle> {
  await mkdir(BUNDLES_DIR, { recursive: true });
  await removeOrphans();
  const dir = await mkdtemp(join(BUNDLES_DIR, `${process.pid}-`));
  const file = join(dir, 'main.mjs');
  try {
    await build({
      entryPoints: [entry],
      outfile: file,
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node24',
      external: EXTERNAL,
      // Packages written as CommonJS call require(), which an ES module lacks.
      banner: {
        js: "import { createRequire as __haatRequire } from 'node:module'; const require = __haatRequire(import.meta.url);",
      },
      plugins: [sourceMetaPlugin(entry)],
      logLevel: 'error',
    });
  } catch (error) {
    await rm(dir, { recursive: true, force: true });
    throw error;
  }
  return { file, remove: () => rm(dirname(file), { recursive: true, force: true }) };
}
