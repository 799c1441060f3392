import { accessSync, constants } from 'node:fs';

/** The Chromium the end-to-end tests drive: $CHROME_PATH, else Debian's /usr/bin/chromium. */
export function findBrowser(env: NodeJS.ProcessEnv = process.env, fallbacks = ['/usr/bin/chromium']): string | null {
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
  if (!findBrowser()) {
    console.error(
      'No Chromium found for the end-to-end tests: install it (Debian: apt-get install -y chromium) or set CHROME_PATH.',
    );
    process.exit(1);
  }
}
