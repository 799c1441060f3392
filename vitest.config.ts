/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';

const alias = {
  '@/': fileURLToPath(new URL('./src/', import.meta.url)),
};

const onPostgres = process.env.HAAT_TEST_DB === 'postgres';
// Tests of API processes racing on one database, or killed: PGlite runs one transaction at a time, in one process.
const POSTGRES_ONLY = 'server/**/*.postgres.test.ts';

export default defineConfig({
  resolve: { alias },
  test: {
    // Vitest's default on a 2-core machine is one file at a time; the API tests wait on their databases a good part of
    // the time, so two at once finish about a third sooner (each file has a database of its own on either driver).
    maxWorkers: 2,
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          include: [
            'contract/**/*.test.ts',
            'src/**/*.test.ts',
            'scripts/**/*.test.ts',
            'deploy/**/*.test.ts',
            'simulators/**/*.test.ts',
            'tests/architecture/*.test.ts',
          ],
          environment: 'node',
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'api',
          include: ['server/**/*.test.ts'],
          // Each file builds its own app on its own database, so files need no fresh module graph each: reusing the
          // worker's halves the API suite (the import of the server's modules was a third of its time).
          isolate: false,
          globalSetup: ['server/src/test-databases.global-setup.ts', 'scripts/api-process/api-bundle.global-setup.ts'],
          exclude: onPostgres ? configDefaults.exclude : [...configDefaults.exclude, POSTGRES_ONLY],
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
