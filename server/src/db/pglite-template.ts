import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { writeWhole } from '../lib/write-whole';

/**
 * An empty PGlite cluster, made once by `npm install` (its postinstall) and copied into each new database instead of
 * running initdb there. Creating the cluster was the longest step of a fresh clone's `npm start`: beside Astro's
 * bundling it took 9.4 s, and copying this one in 3.2 s. The copy is what initdb left, before any migration, so it
 * holds for every schema; it is made per PGlite version, whose files it is.
 */
const NODE_MODULES = fileURLToPath(new URL('../../../node_modules', import.meta.url));
const PGLITE_PACKAGE = join(NODE_MODULES, '@electric-sql', 'pglite', 'package.json');
/** Beside the API's bundles (program-bundle.ts): made by an install, gone with its node_modules. */
const TEMPLATES_DIR = join(NODE_MODULES, '.cache', 'haat-pglite');

/** Where the empty cluster of the installed PGlite version is kept. */
export async function templateFile(): Promise<string> {
  const { version } = JSON.parse(await readFile(PGLITE_PACKAGE, 'utf8')) as { version: string };
  return join(TEMPLATES_DIR, `empty-cluster-${version}.tar`);
}

/** The files a new cluster starts from, or undefined where none was made (an install without its scripts). */
export async function readTemplate(file: string): Promise<Blob | undefined> {
  const bytes = await readFile(file).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return undefined;
    throw error;
  });
  return bytes && new Blob([bytes]);
}

/** Whether PGlite's folder `dataDir` holds no cluster yet: PG_VERSION is among the first files initdb writes. */
export const isNewCluster = (dataDir: string) => !existsSync(join(dataDir, 'PG_VERSION'));

/**
 * Makes the empty cluster of the installed PGlite version unless it is there. Written whole, then renamed: a cluster
 * is never started from half a file, even when two installs make it at once.
 */
export async function prepareTemplate(file: string): Promise<'made' | 'kept'> {
  if (existsSync(file)) return 'kept';
  const pglite = await PGlite.create();
  try {
    await writeWhole(file, Buffer.from(await (await pglite.dumpDataDir('none')).arrayBuffer()));
  } finally {
    await pglite.close();
  }
  return 'made';
}

if (import.meta.main) {
  // npm install's postinstall: a failure costs only the time saved, so it is reported and the install goes on.
  const file = await templateFile();
  const started = performance.now();
  await prepareTemplate(file).then(
    (outcome) => {
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      console.log(`PGlite's empty cluster ${outcome === 'made' ? `made in ${seconds} s` : 'already made'}: ${file}`);
    },
    (error: Error) => console.error(`PGlite's empty cluster was not made (new databases run initdb): ${error.message}`),
  );
}
