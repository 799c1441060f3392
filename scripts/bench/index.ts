import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { apiAnswersReport, benchApiAnswers } from './api-answers';
import { benchBuild } from './build-speed';
import { benchChatMessages } from './chat-messages';
import { benchChatStreams } from './chat-streams';
import { startFreshClone } from './fresh-start';
import { FIRST_WINDOW_BYTES } from './lighthouse';
import { machineSpeedReport, measureMachineSpeed } from './machine-speed';
import { benchNginx, nginxReport } from './nginx';
import { benchOrderList, type OrderListBench } from './order-list';
import { benchOrders, type OrdersBench } from './orders';
import type { RateResult } from './request-rate';
import { benchSearch, searchReport } from './search';
import { siteHeaderBytes } from './site-headers';
import { benchSiteThroughput } from './site-throughput';
import { benchStaticUnderLoad } from './static-under-load';

// `npm run bench [-- --sizes 320,10000] [--100k] [--no-start] [--no-static-load] [--no-lighthouse] [--no-change]
// [--no-cart-click] [--no-orders] [--no-order-list] [--no-search] [--no-api-answers] [--no-nginx] [--no-chat] [--orders-only]`: figures, not pass/fail. Lighthouse and the add-to-cart click run
// on the first (seed-sized) catalogue only (Lighthouse on Lighthouse's slow 4G, and product pages on a 2G-class link too); change-to-live on catalogues of 10,000 products and more. --100k adds a
// catalogue of 100,000 products (long: about a quarter of an hour). The start time, the static pages under API
// load and the site server's request rate are measured on `npm start` in a fresh clone of the committed tree. Placing orders runs on PGlite (one API process) and, when
// DATABASE_URL is set, on a new database of that PostgreSQL server (two API processes); so does reading a shopper's
// orders (GET /order) in a database of 100,000 orders. Lean answers: the home page's live-price call and a listing
// page on the wire, plain, gzip and brotli (one API process, PGlite, seed catalogue), and the site server's header
// bytes on a script and a page. Chat: 1,000 live streams open on one API process (PGlite), and
// POST /chat/store through two API processes on PostgreSQL when DATABASE_URL is set.
// Search: GET /products?q=, /products/suggest, /products/facets and /products/:id under load on PGlite with the seed
// catalogue (one API process) and, when DATABASE_URL is set, on a new PostgreSQL database of 100,000 products (two).
// nginx (deploy/, when DATABASE_URL is set and nginx is installed): a cached page through nginx and from the bundled
// site server on the same build, product JSON through nginx over two API instances and from one directly.
// First and last, how fast the machine is at what a build does to each page (machine-speed.ts): the figures depend on it.
const args = process.argv.slice(2);
const ordersOnly = args.includes('--orders-only');
const sizesArg = args[args.indexOf('--sizes') + 1];
const sizes = args.includes('--sizes') && sizesArg ? sizesArg.split(',').map(Number) : [320, 10_000];
if (args.includes('--100k')) sizes.push(100_000);
if (ordersOnly) sizes.length = 0;

/** Home, the all-products listing, a product page, the two checkout pages, a guest's cart, sign-in and the order page, in both locales. */
async function representativePages(root: string): Promise<string[]> {
  const products = (await readdir(join(root, 'product'))).filter((name) => /^\d+$/.test(name)).sort();
  const pages = [
    'index.html',
    'shop/all-products/index.html',
    `product/${products[0]}/index.html`,
    'shop/checkout/index.html',
    'guest/checkout/index.html',
    'guest/cart/index.html',
    'login/index.html',
    'user/orders/_/index.html',
    'affiliate/index.html',
    'affiliate/registration/index.html',
    'user/affiliate/index.html',
    'sell-on-haat/index.html',
    'sell-on-haat/registration/index.html',
  ];
  return [...pages, ...pages.map((page) => `bn/${page}`)];
}

console.log(machineSpeedReport('at the start', await measureMachineSpeed()));

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const s = (seconds: number) => `${seconds.toFixed(1)} s`;
const ms = (milliseconds: number) => `${milliseconds.toFixed(1)} ms`;

for (const [index, products] of sizes.entries()) {
  const { seedSeconds, build, buildPeakBytes, weights, serviceWorker, lighthouse, changeToLive, productJs, cartClick } =
    await benchBuild(products, {
      pages: representativePages,
      audit: index === 0 && !args.includes('--no-lighthouse'),
      changeToLive: products >= 10_000 && !args.includes('--no-change'),
      cartClick: index === 0 && !args.includes('--no-cart-click'),
    });
  console.log(`\n## Catalogue of ${products} products (both locales)`);
  console.log(`seed: ${s(seedSeconds)}`);
  console.log(
    `full build: ${build.pages} pages in ${s(build.seconds)} = ${(build.pages / build.seconds).toFixed(0)} pages/s overall` +
      ` (fetch ${s(build.phases.fetch)}, astro ${s(build.phases.astro)} = ${(build.pages / build.phases.astro).toFixed(0)} pages/s,` +
      ` precompress ${s(build.phases.compress)}, publish ${s(build.phases.publish)});` +
      ` peak memory of its processes ${buildPeakBytes === null ? 'unknown (no /proc)' : `${(buildPeakBytes / 1024 ** 3).toFixed(2)} GB`}`,
  );
  for (const weight of weights) {
    console.log(
      `JS before interaction, ${weight.page}: ${kb(weight.eagerGzip)} gzip, ${kb(weight.eagerBrotli)} brotli (${weight.files.length} files)`,
    );
  }
  const { light, heavy } = serviceWorker;
  console.log(
    `service worker /sw.js (fetched once the page is idle): ${kb(serviceWorker.gzip)} gzip, ${kb(serviceWorker.brotli)} br; ` +
      `precache ${light.files} files ${kb(light.brotli)} br on every link, ` +
      `${heavy.files} files ${kb(heavy.brotli)} br more on 4g without data-saver (scripts and styles mostly in the HTTP cache already)`,
  );
  let listed = '';
  for (const { page, chunks, total, cart, cartOnly } of productJs) {
    console.log(
      `product page scripts, ${page}: ${kb(total)} gzip (target ≤ 25 KB); the add-to-cart control ` +
        `adds ${kb(cartOnly)} (${kb(cart)} with the chunks it shares)`,
    );
    // The locales share their chunks: list them once unless they differ.
    const list = JSON.stringify(chunks);
    if (list === listed) {
      console.log('  (the same chunks as above)');
      continue;
    }
    listed = list;
    for (const chunk of chunks) {
      const owner = chunk.cartOnly ? 'cart only' : chunk.cart ? 'cart + others' : 'others';
      console.log(`  ${kb(chunk.gzip).padStart(8)}  ${owner.padEnd(13)} ${chunk.name}`);
    }
  }
  if (cartClick) {
    const runs = cartClick.runs.map((ms) => ms.toFixed(0)).join(', ');
    console.log(
      `"Add to cart" click → header counter, guest, Chromium, CPU 4× slower: median ${cartClick.median.toFixed(0)} ms ` +
        `(runs ${runs} ms; ${cartClick.url})`,
    );
  }
  for (const score of lighthouse) {
    console.log(
      `Lighthouse mobile (${score.profile}), ${score.url}: performance ${score.performance}, ` +
        `accessibility ${score.accessibility}, FCP ${score.fcpSeconds.toFixed(2)} s, LCP ${score.lcpSeconds.toFixed(2)} s, ` +
        `CLS ${score.cls.toFixed(3)}; the page's answer ${score.documentBytes} B on the wire ` +
        `(${score.documentBytes <= FIRST_WINDOW_BYTES ? 'within' : 'beyond'} a new connection's first ${FIRST_WINDOW_BYTES} B)`,
    );
  }
  if (changeToLive) {
    const { build: rebuild } = changeToLive;
    console.log(
      `change to live (product ${changeToLive.productId}'s price, editors' API → ${rebuild.mode} rebuild → served page): ` +
        `${s(changeToLive.seconds)}; rebuilt ${rebuild.pages} pages (fetch ${s(rebuild.phases.fetch)}, ` +
        `astro ${s(rebuild.phases.astro)}, precompress ${s(rebuild.phases.compress)}, copy+publish ${s(rebuild.phases.publish)})` +
        (rebuild.fullReason ? `; full because ${rebuild.fullReason}` : ''),
    );
  }
}

const startTime = !ordersOnly && !args.includes('--no-start');
const staticLoad = !ordersOnly && !args.includes('--no-static-load');
if (startTime || staticLoad) {
  const started = await startFreshClone();
  try {
    const { seconds } = started;
    if (startTime || seconds === null) {
      console.log(
        `\n## npm start on a fresh clone\nfirst page served after: ${seconds === null ? 'not within 300 s' : s(seconds)}` +
          ` (target ≤ 15 s); the "opening" page before it after ${started.openingSeconds === null ? '–' : s(started.openingSeconds)}`,
      );
    }
    if (staticLoad && seconds !== null) {
      const { idle, loaded, concurrency, searches, searchSeconds } = await benchStaticUnderLoad(
        started.siteUrl,
        started.apiBase,
      );
      console.log(
        `\n## Static pages while the API is busy (npm start; home page from the site server, one request at a time, ` +
          `timed from a process of its own)\n` +
          `idle: p50 ${ms(idle.p50)}, p99 ${ms(idle.p99)} (${idle.requests} requests)\n` +
          `${concurrency} searches running: p50 ${ms(loaded.p50)}, p99 ${ms(loaded.p99)} (${loaded.requests} requests; ` +
          `target p99 ≤ 50 ms); the API answered ${searches} searches in ${s(searchSeconds)}`,
      );
      const { connections, page, revalidated } = await benchSiteThroughput(started.siteUrl);
      const rate = ({ requests, seconds, statuses }: RateResult) =>
        `${(requests / seconds).toFixed(0)} req/s (${Object.entries(statuses)
          .map(([status, count]) => `${count} × ${status}`)
          .join(', ')})`;
      console.log(
        `site server, home page in brotli, ${connections} keep-alive connections from a process of its own: ` +
          `${rate(page)}; revalidated by its ETag: ${rate(revalidated)} (target ≥ 10,000 req/s)`,
      );
    }
  } finally {
    await started.stop();
  }
}

function printOrders({ database, instances, flatOut, steady }: OrdersBench) {
  const failed = (failures: number) => (failures > 0 ? `; ${failures} answers not 201` : '');
  const where = `${database === 'pglite' ? 'PGlite' : 'PostgreSQL'}, ${instances} API process${instances > 1 ? 'es' : ''}`;
  const target = database === 'pglite' ? 50 : 300;
  console.log(
    `${where}: ${(flatOut.orders / flatOut.seconds).toFixed(0)} orders/s flat out (target ≥ ${target}; ` +
      `${flatOut.concurrency} shoppers placing again as soon as answered): p50 ${ms(flatOut.p50)}, p99 ${ms(flatOut.p99)}` +
      `${failed(flatOut.failures)}\n` +
      `${where}: at ${steady.rate} orders/s: p50 ${ms(steady.p50)}, p99 ${ms(steady.p99)} (target p99 ≤ 200 ms; ` +
      `${steady.orders} orders in ${s(steady.seconds)})${failed(steady.failures)}`,
  );
}

if (!args.includes('--no-orders')) {
  console.log(
    '\n## Placing orders (POST /order/store, buy-now item, cash on delivery; the load from this process, same machine)',
  );
  printOrders(await benchOrders(undefined, 1));
  if (process.env.DATABASE_URL) printOrders(await benchOrders(process.env.DATABASE_URL, 2));
  else console.log('PostgreSQL: skipped (DATABASE_URL is not set)');
}

function printOrderList({ database, runs }: OrderListBench) {
  for (const run of runs) {
    console.log(
      `${database === 'pglite' ? 'PGlite' : 'PostgreSQL'}, GET /order?${run.query}: p50 ${ms(run.p50)}, p99 ${ms(run.p99)} ` +
        `(target p99 ≤ 50 ms; ${run.requests} requests, ${run.concurrency} at a time)${run.failures > 0 ? `; ${run.failures} not 200` : ''}`,
    );
  }
}

if (!args.includes('--no-order-list')) {
  console.log("\n## A shopper's orders (1,000 of them, in a database of 100,000 orders; random pages of 10)");
  printOrderList(await benchOrderList(undefined));
  if (process.env.DATABASE_URL) printOrderList(await benchOrderList(process.env.DATABASE_URL));
  else console.log('PostgreSQL: skipped (DATABASE_URL is not set)');
}

if (!args.includes('--no-api-answers')) {
  console.log('\n## Lean answers (API compression, site headers)');
  console.log(apiAnswersReport(await benchApiAnswers()));
  const headers = await siteHeaderBytes();
  console.log(
    `site server header bytes: a script ${headers.script} B, a page ${headers.page} B (the policy on pages only)`,
  );
}

if (!ordersOnly && !args.includes('--no-search')) {
  console.log(
    '\n## Search, suggestions, facets and product JSON under load (the load from this process, same machine)',
  );
  console.log(searchReport(await benchSearch(undefined)));
  if (process.env.DATABASE_URL) console.log(searchReport(await benchSearch(process.env.DATABASE_URL, 100_000)));
  else console.log('PostgreSQL at 100,000 products: skipped (DATABASE_URL is not set)');
}

if (!ordersOnly && !args.includes('--no-nginx')) {
  console.log(
    '\n## The production recipe (deploy/): nginx in front of the built site and two API instances on PostgreSQL ' +
      '(the load from a process of its own, same machine)',
  );
  console.log(nginxReport(await benchNginx(process.env.DATABASE_URL)));
}

if (!args.includes('--no-chat')) {
  console.log('\n## Chat (the load from this process, same machine)');
  const { streams, rssPerStream, heapPerStream, openSeconds, delivery } = await benchChatStreams();
  console.log(
    `PGlite, 1 API process, ${streams} open GET /chat/stream (opened in ${s(openSeconds)}): ` +
      `${kb(rssPerStream)} resident and ${kb(heapPerStream)} JS heap per stream (after GC)\n` +
      `PGlite, ${streams} streams open: ${delivery.messages} messages (POST /chat/store, 20/s) to the seller's stream: ` +
      `p50 ${ms(delivery.p50)}, p99 ${ms(delivery.p99)} from the POST to the stream (target p99 ≤ 200 ms)` +
      (delivery.received < delivery.messages ? `; ${delivery.messages - delivery.received} never arrived` : ''),
  );
  if (process.env.DATABASE_URL) {
    const sent = await benchChatMessages(process.env.DATABASE_URL);
    console.log(
      `PostgreSQL, ${sent.instances} API processes: ${(sent.messages / sent.seconds).toFixed(0)} messages/s through ` +
        `POST /chat/store flat out (${sent.concurrency} writers sending again as soon as answered): ` +
        `p50 ${ms(sent.p50)}, p99 ${ms(sent.p99)}${sent.failures > 0 ? `; ${sent.failures} answers not 201` : ''}`,
    );
  } else console.log('POST /chat/store on PostgreSQL: skipped (DATABASE_URL is not set)');
}

console.log(`\n${machineSpeedReport('at the end', await measureMachineSpeed())}`);
