/**
 * Spec section 9, "chunk load timeout: 120 s": a script chunk not loaded by then counts as failed, like one that
 * could not be fetched, and the page reloads (navigation.client.ts: at most once per 60 s).
 */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/** Fired on window when a chunk timed out, so the reload happens even if the caller catches the failure. */
export const CHUNK_TIMEOUT_EVENT = 'haat:chunk-timeout';

/** A failure in the words browsers use for an import() that could not be fetched (what the reload rule knows). */
export class ChunkLoadTimeout extends Error {
  constructor(timeoutMs: number) {
    super(`Failed to fetch dynamically imported module: not loaded within ${timeoutMs / 1000} s`);
  }
}

/** `load` (a dynamic import), failed with ChunkLoadTimeout and CHUNK_TIMEOUT_EVENT if it has not settled in time. */
export function loadChunk<T>(load: () => Promise<T>, timeoutMs = CHUNK_LOAD_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => {
      dispatchEvent(new Event(CHUNK_TIMEOUT_EVENT));
      reject(new ChunkLoadTimeout(timeoutMs));
    }, timeoutMs);
    load()
      .then(resolve, reject)
      .finally(() => clearTimeout(timer));
  });
}

/** The hydration directives Astro starts when the page loads (or right after, when idle). */
const STARTED_AT_LOAD = new Set(['load', 'idle', 'only']);

/**
 * Whether one of the islands not hydrated yet (`astro-island[ssr]`, by their `client` attribute) should have been
 * by now: asked for at load, idle or client-only, yet unhydrated a whole chunk timeout after the page loaded.
 */
export function hasStalledIsland(unhydrated: Iterable<{ getAttribute(name: string): string | null }>): boolean {
  for (const island of unhydrated) if (STARTED_AT_LOAD.has(island.getAttribute('client') ?? '')) return true;
  return false;
}
