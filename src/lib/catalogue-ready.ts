import { existsSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';

/**
 * A file that a build writes once its catalogue is fetched (scripts/site-build/build-site.ts), and for an incremental
 * build (incremental-build.ts) once it is patched and the pages to render are named: the build starts `astro build`
 * at once, so Astro bundles meanwhile, and renders no page before this file exists. Without the variable the
 * catalogue is already there.
 */
export const CATALOGUE_READY_ENV = 'HAAT_CATALOGUE_READY';

const POLL_MS = 50;

type Sender = { send?: (message: unknown) => unknown };

/** What Astro tells the build that started it (over IPC) when it waits for the catalogue, all it could do ahead done. */
const AWAITING_CATALOGUE = { awaiting: 'catalogue' } as const;

export function reportAwaitingCatalogue(to: Sender = process): void {
  to.send?.(AWAITING_CATALOGUE);
}

export function isAwaitingCatalogue(message: unknown): boolean {
  return (message as Partial<typeof AWAITING_CATALOGUE> | null)?.awaiting === AWAITING_CATALOGUE.awaiting;
}

/**
 * What Astro tells the build as its pages start to load, the catalogue fetched or not: its bundle is written, the
 * hashed assets of `_astro/` included, and nothing changes those after (Astro 7 moves the prerender's assets there
 * before it renders, in `static-build.js`).
 */
const BUNDLED = { bundled: true } as const;

export function reportBundled(to: Sender = process): void {
  to.send?.(BUNDLED);
}

export function isBundled(message: unknown): boolean {
  return (message as Partial<typeof BUNDLED> | null)?.bundled === true;
}

/**
 * Resolves once `marker` exists (at once without one). Rejects when the process that started this one (the build,
 * over its IPC channel) has gone: its catalogue will never come, and a build waiting for it would never end.
 */
export async function catalogueFetched(
  marker: string | undefined,
  startedBy: { connected: boolean } = process,
): Promise<void> {
  if (!marker) return;
  while (!existsSync(marker)) {
    if (!startedBy.connected) throw new Error(`the build that was to fetch the catalogue (${marker}) has ended`);
    await sleep(POLL_MS);
  }
}
