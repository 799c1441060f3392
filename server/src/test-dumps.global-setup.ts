/**
 * Vitest global setup of the API tests: a directory, for this run only, where the PGlite test databases keep a copy
 * of themselves once migrated and seeded (app.test-helpers.ts), so later files start from the copy (under a second)
 * instead of an empty cluster, the migrations and the seed (about 3 s).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    testDumpsDir: string;
  }
}

export default async function setup(project: TestProject) {
  const dir = await mkdtemp(join(tmpdir(), 'haat-test-dumps-'));
  project.provide('testDumpsDir', dir);
  return () => rm(dir, { recursive: true, force: true });
}
