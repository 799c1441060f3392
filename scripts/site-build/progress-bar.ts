import type { BuildProgress } from './build-site';

const WIDTH = 30;

/** `render [#########.....................]  6120/20035 pages`; the count alone when the total is unknown. */
export function progressLine({ phase, done, total }: BuildProgress): string {
  const label = phase.padEnd(8);
  if (phase !== 'render') return label;
  if (total <= 0) return `${label} ${done} pages`;
  const shown = Math.min(done, total);
  const filled = Math.round((shown / total) * WIDTH);
  return `${label} [${'#'.repeat(filled)}${'.'.repeat(WIDTH - filled)}] ${String(shown).padStart(String(total).length)}/${total} pages`;
}

/**
 * Draws build progress on a terminal (one line, redrawn in place); elsewhere (a log, CI) prints a plain line
 * per phase only.
 */
export function progressReporter(stream: NodeJS.WriteStream = process.stdout) {
  let lastPhase = '';
  return {
    update(progress: BuildProgress) {
      if (stream.isTTY) {
        stream.write(`\r${progressLine(progress)}\x1b[K`);
      } else if (progress.phase !== lastPhase) {
        stream.write(`${progress.phase}\n`);
      }
      lastPhase = progress.phase;
    },
    end() {
      if (stream.isTTY && lastPhase) stream.write('\r\x1b[K');
    },
  };
}
