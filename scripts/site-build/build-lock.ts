import { open, readFile, rm } from 'node:fs/promises';
import { isProcessAlive } from '../process-alive';

/** Another process is building the same site. */
export class BuildBusy extends Error {
  constructor(readonly pid: number) {
    super(`another build is running (process ${pid})`);
    this.name = 'BuildBusy';
  }
}

/**
 * One build at a time per site, across processes: the lock file holds the builder's pid, is created exclusively,
 * and a lock whose process has died (a crash, kill -9) is taken over. Answers the release function.
 */
export async function acquireBuildLock(file: string): Promise<() => Promise<void>> {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      const handle = await open(file, 'wx');
      await handle.writeFile(String(process.pid));
      await handle.close();
      return () => rm(file, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = Number.parseInt(await readFile(file, 'utf8').catch(() => ''), 10);
    if (isProcessAlive(holder)) throw new BuildBusy(holder);
    await rm(file, { force: true });
  }
  throw new Error(`cannot take the build lock ${file}`);
}
