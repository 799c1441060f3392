import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * What the last successful build was made from, kept beside the builds (`<live>-builds/.state/`): the catalogue
 * snapshot it rendered and the instant its fetch began. The next rebuild asks the API for what changed since.
 */
export interface BuildState {
  /** Fetch start of the last build: every change after it is not on the site yet. */
  since: Date;
  buildId: string;
  /** Pages of the last full build (the progress bar's total for the next one). */
  pages: number;
  catalogueDir: string;
}

const stateDir = (buildsDir: string) => join(buildsDir, '.state');
const stateFile = (buildsDir: string) => join(stateDir(buildsDir), 'state.json');

export async function readBuildState(buildsDir: string): Promise<BuildState | null> {
  try {
    const saved = JSON.parse(await readFile(stateFile(buildsDir), 'utf8'));
    return { ...saved, since: new Date(saved.since), catalogueDir: join(stateDir(buildsDir), 'catalogue') };
  } catch {
    return null;
  }
}

/**
 * Records a published build. `catalogueDir` (on the same disk, e.g. `<live>-builds/.catalogue-…`) becomes the
 * kept snapshot; without it the snapshot stays as it was. state.json is written last, so a crash in between
 * leaves no state (the next rebuild is a full one), never a state that points at the wrong snapshot.
 */
export async function saveBuildState(
  buildsDir: string,
  state: Omit<BuildState, 'catalogueDir'>,
  catalogueDir?: string,
): Promise<void> {
  const dir = stateDir(buildsDir);
  await mkdir(dir, { recursive: true });
  if (catalogueDir) {
    await rm(stateFile(buildsDir), { force: true });
    await rm(join(dir, 'catalogue'), { recursive: true, force: true });
    await rename(catalogueDir, join(dir, 'catalogue'));
  }
  await writeFile(`${stateFile(buildsDir)}.tmp`, JSON.stringify({ ...state, since: state.since.toISOString() }));
  await rename(`${stateFile(buildsDir)}.tmp`, stateFile(buildsDir));
}
