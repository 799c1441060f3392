import { copyFile, link, mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import { mapLimit } from '../map-limit';

async function listTree(root: string): Promise<{ dirs: string[]; files: string[] }> {
  const dirs: string[] = [];
  const files: string[] = [];
  for (const entry of await readdir(root, { withFileTypes: true, recursive: true })) {
    const path = relative(root, join(entry.parentPath, entry.name));
    if (entry.isDirectory()) dirs.push(path);
    else if (entry.isFile()) files.push(path);
  }
  return { dirs, files };
}

/**
 * A copy of `source` at `target` made of hard links (`cp -al`): instant and free of extra space. The two trees
 * share file contents, so a file of either must never be written in place, only replaced (see overlay).
 */
export async function hardLinkCopy(source: string, target: string): Promise<void> {
  const { dirs, files } = await listTree(source);
  await mkdir(target, { recursive: true });
  // Parents before children, each depth's folders at once.
  const byDepth = Map.groupBy(dirs, (dir) => dir.split(sep).length);
  for (const depth of [...byDepth.keys()].sort((a, b) => a - b)) {
    await mapLimit(byDepth.get(depth)!, 64, (dir) => mkdir(join(target, dir)));
  }
  await mapLimit(files, 64, (file) => link(join(source, file), join(target, file)));
}

export const exists = (path: string) =>
  stat(path).then(
    () => true,
    () => false,
  );

/** Astro's folder of hashed assets (its `build.assets`), in every build. */
export const ASSETS_DIR = '_astro';

/**
 * Removes from a fresh build the hashed assets (`_astro/`) that the live site already has: same name, same bytes,
 * so they need neither compressing nor copying.
 */
export async function pruneKnownAssets(build: string, live: string): Promise<void> {
  let assets: string[];
  try {
    assets = await readdir(join(build, ASSETS_DIR));
  } catch {
    return;
  }
  await mapLimit(assets, 16, async (name) => {
    if (await exists(join(live, ASSETS_DIR, name))) await rm(join(build, ASSETS_DIR, name));
  });
}

/**
 * Writes every file of `source` into `target` (a hard-link copy of the live site) by copying to a temporary name
 * and renaming over the old entry, so the live site's files are untouched. Answers the number of files written.
 */
export async function overlay(source: string, target: string): Promise<number> {
  const { files } = await listTree(source);
  await mapLimit(files, 16, async (file) => {
    const destination = join(target, file);
    await mkdir(dirname(destination), { recursive: true });
    const temporary = `${destination}.overlay-${process.pid}`;
    await copyFile(join(source, file), temporary);
    await rename(temporary, destination);
  });
  return files.length;
}
