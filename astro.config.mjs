import { fileURLToPath } from 'node:url';
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'astro/config';
import { hreflangSitemapHooks } from './scripts/build/sitemap-alternates.ts';

const site = process.env.PUBLIC_SITE_URL ?? 'http://localhost:4321';

/** The not-found pages stay out of the sitemap. */
const isNotFoundPage = (page) => /\/404\/?$/.test(new URL(page).pathname);
/** So do the user area's personal (noindex) shells. */
const isUserAreaPage = (page) => /^(?:\/bn)?\/user\//.test(new URL(page).pathname);

export default defineConfig({
  site,
  output: 'static',
  security: { csp: true },
  // The build script builds into a temporary folder and swaps it in atomically.
  outDir: process.env.HAAT_OUT_DIR ?? './dist',
  trailingSlash: 'ignore',
  build: { format: 'directory', concurrency: 4 },
  i18n: {
    defaultLocale: 'en',
    locales: ['en', 'bn'],
    routing: { prefixDefaultLocale: false },
  },
  integrations: [
    // Present for the islands of later issues; no page of the catalogue hydrates React.
    react(),
    // hreflang alternates through serialize, in O(n): the `i18n` option pairs pages in O(n²).
    sitemap(hreflangSitemapHooks(site, (page) => !isNotFoundPage(page) && !isUserAreaPage(page))),
  ],
  vite: {
    plugins: [tailwindcss()],
    resolve: {
      alias: {
        '@contract': fileURLToPath(new URL('./server/src/contract/index.ts', import.meta.url)),
      },
    },
  },
});
