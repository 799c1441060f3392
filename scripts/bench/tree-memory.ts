import { readdirSync, readFileSync } from 'node:fs';

/** Each running process's parent, read from /proc (Linux only: elsewhere the map is empty). */
function parentsOf(): Map<number, number> {
  const parents = new Map<number, number>();
  for (const name of readdirSync('/proc').filter((entry) => /^\d+$/.test(entry))) {
    const stat = readOrNull(`/proc/${name}/stat`);
    // The command name (the second field) is in parentheses and may hold spaces; the parent is the second field after.
    if (stat) parents.set(Number(name), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
  }
  return parents;
}

/** A /proc file, or null for a process that ended between listing /proc and reading it. */
function readOrNull(path: string): string | null {
  try {
    return readFileSync(path, 'utf8');
  } catch (error) {
    const { code } = error as NodeJS.ErrnoException;
    if (code === 'ENOENT' || code === 'ESRCH') return null;
    throw error;
  }
}

function descendantsOf(root: number): number[] {
  const parents = parentsOf();
  const found: number[] = [];
  let generation = [root];
  while (generation.length > 0) {
    const next = [...parents].filter(([, parent]) => generation.includes(parent)).map(([pid]) => pid);
    found.push(...next);
    generation = next;
  }
  return found;
}

function residentBytes(pid: number): number {
  const kilobytes = readOrNull(`/proc/${pid}/status`)?.match(/^VmRSS:\s+(\d+) kB$/m)?.[1];
  return kilobytes ? Number(kilobytes) * 1024 : 0;
}

export interface MemoryWatch {
  /**
   * Stops sampling (after a last sample) and answers the highest sum of the descendants' resident memory seen, in
   * bytes, or null where /proc cannot tell (not Linux). Called again, it answers the same.
   */
  stop(): number | null;
}

/**
 * Samples the resident memory of every process descended from `root` (a build's Astro and fetch processes, and what
 * they start), summed, every `everyMs`: what a build needs beside the process that starts it, which in the bench also
 * runs the API. A peak shorter than the interval can be missed.
 */
export function watchDescendantsMemory(root = process.pid, everyMs = 500): MemoryWatch {
  const supported = process.platform === 'linux';
  let peak = 0;
  const sample = () => {
    const total = descendantsOf(root).reduce((sum, pid) => sum + residentBytes(pid), 0);
    peak = Math.max(peak, total);
  };
  const timer = supported ? setInterval(sample, everyMs).unref() : undefined;
  let stopped = !supported;
  return {
    stop() {
      if (!stopped) {
        clearInterval(timer);
        sample();
        stopped = true;
      }
      return supported ? peak : null;
    },
  };
}
