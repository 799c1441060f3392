/**
 * Vitest global setup of the API tests (vitest.config.ts): the API's main.ts bundled once for the run, for the tests
 * that start API processes (server/src/api-processes.test-helpers.ts). Some 25 processes each load it in well under a
 * second instead of about 3 through tsx.
 */
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { bundleProgram } from './program-bundle';

// Declared again for this tsconfig's files (server/ has its own, in server/src/test-databases.global-setup.ts).
declare module 'vitest' {
  export interface ProvidedContext {
    apiBundle: string;
  }
}

export default async function setup(project: TestProject) {
  const api = await bundleProgram(fileURLToPath(new URL('../../server/src/main.ts', import.meta.url)));
  project.provide('apiBundle', api.file);
  return () => api.remove();
}
