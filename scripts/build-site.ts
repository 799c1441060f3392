import { buildSite } from './site-build/build-site';
import { siteConfig } from './site-config';

// `npm run build`: build the storefront from the API at HAAT_API_URL. On failure: one line, exit 1, live site kept.
try {
  const result = await buildSite(siteConfig(), { log: (line) => console.error(line) });
  console.log(
    `Built ${result.pages} pages in ${result.seconds.toFixed(1)} s (${(result.pages / result.seconds).toFixed(0)} pages/s)`,
  );
} catch (error) {
  console.error(`Build failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
