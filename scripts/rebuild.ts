import { buildSite } from './site-build/build-site';
import { progressReporter } from './site-build/progress-bar';
import { siteConfig } from './site-config';

// `npm run rebuild [-- --full]`: publish what changed in the API since the last build (everything when there
// is no previous build, something structural changed, or --full). One line and exit 1 on failure.
const full = process.argv.slice(2).includes('--full');
const reporter = progressReporter();
try {
  const result = await buildSite(siteConfig(), {
    mode: full ? 'full' : 'auto',
    log: (line) => console.error(line),
    onProgress: reporter.update,
  });
  reporter.end();
  const { fetch, astro, compress, publish } = result.phases;
  const reason = result.fullReason ? ` (full: ${result.fullReason})` : '';
  console.log(
    `Rebuilt ${result.mode}${reason}: ${result.pages} pages in ${result.seconds.toFixed(1)} s ` +
      `(fetch ${fetch.toFixed(1)} s, astro ${astro.toFixed(1)} s, compress ${compress.toFixed(1)} s, publish ${publish.toFixed(1)} s)`,
  );
} catch (error) {
  reporter.end();
  console.error(`Rebuild failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
