/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const alias = {
  '@/': fileURLToPath(new URL('./src/', import.meta.url)),
};

// PostgreSQL runs share one database, so their files run one after another; PGlite files each get their own.
const onPostgres = process.env.HAAT_TEST_DB === 'postgres';

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
          testTimeout: 30_000,
          hookTimeout: 120_000,
          fileParallelism: !onPostgres,
        },
      },
    ],
  },
});
