/**
 * The site server's answers kept in memory: a published build never changes (the build writes a new folder and
 * swaps the live symlink), so an answer read once from a build's folder stays right until the link moves on.
 */

/** What the client accepts of the precompressed copies the build writes: the key of one representation. */
export type Encoding = 'br' | 'gzip' | 'identity';

export function preferredEncoding(acceptEncoding: string): Encoding {
  if (/\bbr\b/.test(acceptEncoding)) return 'br';
  if (/\bgzip\b/.test(acceptEncoding)) return 'gzip';
  return 'identity';
}

/**
 * A strong validator of one file as stored: its size and modification time, as nginx makes them. Each encoding is
 * a file of its own, so each representation has its own tag; an unchanged page hard-linked into the next build
 * keeps its tag, and a browser's copy stays valid across rebuilds.
 */
export function entityTag({ size, mtimeMs }: { size: number; mtimeMs: number }): string {
  return `"${Math.floor(mtimeMs).toString(16)}-${size.toString(16)}"`;
}

/** Whether an If-None-Match header names `tag` (or is `*`): the client's copy is current. */
export function matchesTag(ifNoneMatch: string | undefined, tag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((candidate) => {
    const trimmed = candidate.trim();
    return trimmed === '*' || trimmed.replace(/^W\//, '') === tag;
  });
}

/** Least recently used first out, within a budget of bytes. */
export class ByteBudgetCache<V extends { bytes: number }> {
  private readonly entries = new Map<string, V>();
  private used = 0;

  constructor(private readonly budget: number) {}

  get(key: string): V | undefined {
    const value = this.entries.get(key);
    if (value) {
      this.entries.delete(key);
      this.entries.set(key, value);
    }
    return value;
  }

  set(key: string, value: V): void {
    if (value.bytes > this.budget) return;
    this.delete(key);
    this.entries.set(key, value);
    this.used += value.bytes;
    for (const [oldest, old] of this.entries) {
      if (this.used <= this.budget) break;
      this.entries.delete(oldest);
      this.used -= old.bytes;
    }
  }

  private delete(key: string) {
    const old = this.entries.get(key);
    if (!old) return;
    this.entries.delete(key);
    this.used -= old.bytes;
  }

  get size(): number {
    return this.entries.size;
  }

  get bytes(): number {
    return this.used;
  }
}
