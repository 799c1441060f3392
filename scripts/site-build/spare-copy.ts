import { readdir, rename, rmdir } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { exists, hardLinkCopy } from './overlay';
import { discard } from './publish';

/**
 * A hard-link copy of the live build made ahead of the next change, `.spare-<build id>` in the builds folder: an
 * incremental build lays its pages over it instead of copying the live site first. At 100,000 products that copy is
 * 600,000 links (30–58 s on the 2-core machine's disk), most of a change's time to live. Named for the build it
 * copies, a spare of an older live site is never taken.
 */
const PREFIX = '.spare-';
const PARTIAL = '.partial';

/** The spares this process is making, by path. */
const making = new Map<string, Promise<void>>();

const spareOf = (buildsDir: string, liveDir: string) => join(buildsDir, `${PREFIX}${basename(liveDir)}`);

/**
 * Makes the spare of `liveDir` (a build folder in `buildsDir`) unless it is there or being made, and discards the
 * spares of other builds that this process is not making. Settles once the spare is ready.
 */
export function prepareSpare(buildsDir: string, liveDir: string): Promise<void> {
  const spare = spareOf(buildsDir, liveDir);
  let made = making.get(spare);
  if (!made) {
    made = makeSpare(buildsDir, spare, liveDir).finally(() => making.delete(spare));
    making.set(spare, made);
  }
  return made;
}

async function makeSpare(buildsDir: string, spare: string, liveDir: string): Promise<void> {
  for (const name of await readdir(buildsDir)) {
    const of = join(buildsDir, name.endsWith(PARTIAL) ? name.slice(0, -PARTIAL.length) : name);
    if (name.startsWith(PREFIX) && of !== spare && !making.has(of)) await discard(buildsDir, name);
  }
  if (await exists(spare)) return;
  const partial = `${spare}${PARTIAL}`;
  if (await exists(partial)) await discard(buildsDir, basename(partial));
  await hardLinkCopy(liveDir, partial);
  await rename(partial, spare);
}

/**
 * Moves the spare of `liveDir` to `buildDir` (an empty folder), waiting for it if it is being made; false when there
 * is none, or it could not be made (that failure was reported where it was made), and the caller copies the site.
 */
export async function takeSpare(buildsDir: string, liveDir: string, buildDir: string): Promise<boolean> {
  const spare = spareOf(buildsDir, liveDir);
  await making.get(spare)?.catch(() => undefined);
  if (!(await exists(spare))) return false;
  await rmdir(buildDir);
  await rename(spare, buildDir);
  return true;
}
