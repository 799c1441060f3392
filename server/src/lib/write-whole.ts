import { randomUUID } from 'node:crypto';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';

/**
 * Makes `file` (and its folder) by having `make` write another name beside it, then renaming that: a reader never
 * sees half a file, and of two writers at once the last rename wins with a whole one. A failure leaves nothing behind.
 */
export async function placeWhole(file: string, make: (partial: string) => Promise<unknown>): Promise<void> {
  await mkdir(dirname(file), { recursive: true });
  const partial = `${file}.${randomUUID()}.part`;
  try {
    await make(partial);
    await rename(partial, file);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
}

/** Writes `bytes` to `file` whole (placeWhole). */
export const writeWhole = (file: string, bytes: Uint8Array) => placeWhole(file, (partial) => writeFile(partial, bytes));
