import { accessSync, constants } from 'node:fs';

/** Debian's Chromium as shoppers run it: what the benches measure (Lighthouse, the cart click). */
export const FULL_CHROMIUM = ['/usr/bin/chromium'];
/**
 * What the end-to-end tests drive: Debian's headless build of the same Chromium (package chromium-headless-shell:
 * same Blink, V8 and network stack, without the desktop browser's GPU and display processes) where it is installed,
 * else the full one. A new context and page cost 0.46 CPU-s instead of 1.51, and the suite took 8.7 min instead of
 * 14.5 on a 2-core machine.
 */
export const TEST_CHROMIUM = ['/usr/bin/chromium-headless-shell', ...FULL_CHROMIUM];

/** $CHROME_PATH, else the first of `fallbacks` that can run. */
export function findBrowser(env: NodeJS.ProcessEnv, fallbacks: string[]): string | null {
  for (const candidate of [env.CHROME_PATH, ...fallbacks]) {
    if (!candidate) continue;
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {}
  }
  return null;
}

/** Flags that keep headless Chromium quiet on a machine without outside network (and as root). */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

if (import.meta.main) {
  if (!findBrowser(process.env, TEST_CHROMIUM)) {
    console.error(
      'No Chromium found for the end-to-end tests: install it (Debian: apt-get install -y chromium-headless-shell, or chromium) or set CHROME_PATH.',
    );
    process.exit(1);
  }
}
