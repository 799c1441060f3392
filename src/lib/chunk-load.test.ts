import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CHUNK_LOAD_TIMEOUT_MS,
  CHUNK_TIMEOUT_EVENT,
  ChunkLoadTimeout,
  hasStalledIsland,
  loadChunk,
} from './chunk-load';

const fired: string[] = [];

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('dispatchEvent', (event: Event) => fired.push(event.type));
});
afterEach(() => {
  fired.length = 0;
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const never = () => new Promise<never>(() => {});

describe('loadChunk', () => {
  it('is 120 s, as the spec says', () => {
    expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120_000);
  });

  it('answers the module when it loads in time, and fires nothing later', async () => {
    const loading = loadChunk(() => Promise.resolve({ ready: true }));
    await expect(loading).resolves.toEqual({ ready: true });
    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS * 2);
    expect(fired).toEqual([]);
  });

  it('passes a failed import on as it is', async () => {
    const failure = new TypeError('Failed to fetch dynamically imported module: /_astro/x.js');
    await expect(loadChunk(() => Promise.reject(failure))).rejects.toBe(failure);
  });

  it('fails a chunk still loading after 120 s as a failed import, and tells the page so it reloads', async () => {
    const loading = loadChunk(never);
    const outcome = loading.catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 1);
    expect(fired).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(fired).toEqual([CHUNK_TIMEOUT_EVENT]);
    expect(await outcome).toBeInstanceOf(ChunkLoadTimeout);
  });
});

describe('hasStalledIsland', () => {
  const island = (client: string | null) => ({ getAttribute: (name: string) => (name === 'client' ? client : null) });

  it('counts an island due at load, idle or client-only that is still not hydrated', () => {
    expect(hasStalledIsland([island('visible'), island('idle')])).toBe(true);
    expect(hasStalledIsland([island('load')])).toBe(true);
    expect(hasStalledIsland([island('only')])).toBe(true);
  });

  it('waits for islands hydrated on view, on interaction or by media query, and for none at all', () => {
    expect(hasStalledIsland([island('visible'), island('interaction'), island('media'), island(null)])).toBe(false);
    expect(hasStalledIsland([])).toBe(false);
  });
});
