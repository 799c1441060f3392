import { mkdirSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import type { MiddlewareHandler } from 'astro';
import { CopyWriter } from './copy-writer';
import { createFile } from './create-file';
import { finishPage } from './finish-page';
import { PAGE_COPIES_ENV, PROGRESS_INTERVAL_MS, pageFile, type RenderProgress } from './page-copies';

const outDir = process.env[PAGE_COPIES_ENV.outDir];
const previous = process.env[PAGE_COPIES_ENV.previous] || null;
const copies = new CopyWriter();
let pages = 0;
let reportedAt = 0;

function report() {
  pages += 1;
  const now = performance.now();
  if (now - reportedAt < PROGRESS_INTERVAL_MS) return;
  reportedAt = now;
  process.send?.({ pages } satisfies RenderProgress);
}

/**
 * Finishes each prerendered page, writes it, and has a worker thread write its compressed copies while Astro renders
 * the next ones (copy-writer.ts): beside Astro's one busy thread, and no page is read back from disk or looked for by
 * walking the output folder (at 200,000 pages each walk cost more the fuller the folder got). The page is written
 * here, at once, and goes back to Astro without a body, which Astro writes no file for (renderPath in
 * astro/dist/core/build/generate.js): Astro's own write, through promises and Node's I/O threads, took 7.9% of its
 * thread. Written by the worker instead, it made the worker the slower thread. Astro awaits this, so every page and
 * copy is on disk before the build ends, and a few pages in flight (build.concurrency) keep its thread busy meanwhile.
 */
export const onRequest: MiddlewareHandler = async (context, next) => {
  const response = await next();
  const html = response.headers.get('content-type')?.startsWith('text/html');
  if (!outDir || !context.isPrerendered || response.status !== 200 || !html) return response;
  const file = pageFile(outDir, context.url.pathname);
  if (!file) return response;
  const body = finishPage(Buffer.from(await response.arrayBuffer()));
  mkdirSync(dirname(file), { recursive: true });
  createFile(file, body);
  await copies.write(file, body, previous && join(previous, relative(outDir, file)));
  report();
  return new Response(null, { status: response.status, statusText: response.statusText, headers: response.headers });
};
