/** What the compression worker (copies-worker.ts) writes and is told. */

/** The compressed copies written beside a file, by the extension they add. */
export const COPIES = ['.br', '.gz'] as const;

export type CopiesMade = 'compressed' | 'reused';
export interface CopyJob {
  id: number;
  /** The file served, whose copies go beside it. */
  path: string;
  /** Its bytes as served. */
  body: Uint8Array;
  /** The same file in the previous build, whose copies it shares when their bytes are the same. */
  before: string | null;
}
export type CopyDone = { id: number; made: CopiesMade | null } | { id: number; error: string };
