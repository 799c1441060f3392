import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, findBrowser, TEST_CHROMIUM } from './scripts/find-browser';
import { E2E_SITE_URL } from './tests/e2e/support/e2e-env';

export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/e2e/support/global-setup.ts',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  reporter: [['list']],
  use: {
    baseURL: E2E_SITE_URL,
    browserName: 'chromium',
    launchOptions: { executablePath: findBrowser(process.env, TEST_CHROMIUM) ?? undefined, args: CHROMIUM_ARGS },
    // The site's service worker serves visited pages stale-while-revalidate: a test that reloads a page after a
    // change would see the old copy first. Only offline.spec.ts, which tests the worker, lets it register.
    serviceWorkers: 'block',
  },
});
