import { fileURLToPath } from 'node:url';
import react from '@astrojs/react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'astro/config';
import { pageChunkGroups } from './scripts/site-build/shell-chunk.ts';
import { sitemap } from './scripts/site-build/sitemap.ts';

const site = process.env.PUBLIC_SITE_URL ?? 'http://localhost:4321';

/** Each page finished and compressed as it is rendered (scripts/site-build/page-copies-middleware.ts). */
const pageCopies = {
  name: 'haat:page-copies',
  hooks: {
    'astro:config:setup': ({ addMiddleware }) =>
      addMiddleware({
        entrypoint: fileURLToPath(new URL('./scripts/site-build/page-copies-middleware.ts', import.meta.url)),
        order: 'post',
      }),
  },
};

const srcFile = (path) => fileURLToPath(new URL(`./src/${path}`, import.meta.url));
/** An Astro component's own `<script>` (its module id, as Vite names it). */
const componentScript = (path) => (id) => id.startsWith(`${srcFile(path)}?astro&type=script`);
/** The scripts that run before interaction on many pages, one chunk each (scripts/site-build/shell-chunk.ts). */
const PAGE_CHUNKS = [
  { name: 'shell', isRoot: (id) => id === srcFile('components/layout/page-shell.client.ts') },
  { name: 'live-prices', isRoot: componentScript('features/product/LivePrices.astro') },
];

export default defineConfig({
  site,
  output: 'static',
  // No `security.csp`: the build writes each page's policy itself, with every inline hash (scripts/site-build/csp-hashes.ts).
  // The build script builds into a temporary folder and swaps it in atomically.
  outDir: process.env.HAAT_OUT_DIR ?? './dist',
  trailingSlash: 'ignore',
  // Page styles as files, never inlined: a product page's own layout rules (≈0.8 KB brotli) would otherwise come
  // again with every product viewed, and its answer would not fit a new connection's first 14.6 KB in Bengali.
  build: { format: 'directory', concurrency: 4, inlineStylesheets: 'never' },
  i18n: {
    defaultLocale: 'en',
    locales: ['en', 'bn'],
    routing: { prefixDefaultLocale: false },
  },
  integrations: [
    // The personal pages' islands; no catalogue page hydrates React before the shopper interacts.
    react(),
    pageCopies,
    sitemap(site),
  ],
  vite: {
    plugins: [tailwindcss()],
    environments: {
      client: {
        build: {
          rolldownOptions: {
            output: {
              codeSplitting: { groups: pageChunkGroups(PAGE_CHUNKS) },
            },
          },
        },
      },
    },
  },
});
