/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';

const alias = {
  '@/': fileURLToPath(new URL('./src/', import.meta.url)),
};

// PostgreSQL runs share one database, so their files run one after another; PGlite files each get their own.
const onPostgres = process.env.HAAT_TEST_DB === 'postgres';
// Tests of API processes racing on one database, or killed: PGlite runs one transaction at a time, in one process.
const POSTGRES_ONLY = 'server/**/*.postgres.test.ts';

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          include: [
            'contract/**/*.test.ts',
            'src/**/*.test.ts',
            'scripts/**/*.test.ts',
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
          globalSetup: ['server/src/test-dumps.global-setup.ts'],
          exclude: onPostgres ? configDefaults.exclude : [...configDefaults.exclude, POSTGRES_ONLY],
          testTimeout: 30_000,
          hookTimeout: 120_000,
          fileParallelism: !onPostgres,
        },
      },
    ],
  },
});
