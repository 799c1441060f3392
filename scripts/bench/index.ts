import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { benchBuild } from './build-speed';
import { startFreshClone } from './fresh-start';
import { benchStaticUnderLoad } from './static-under-load';

// `npm run bench [-- --sizes 320,10000] [--100k] [--no-start] [--no-static-load] [--no-lighthouse] [--no-change]
// [--no-cart-click]`: figures, not pass/fail. Lighthouse and the add-to-cart click run on the first (seed-sized)
// catalogue only; change-to-live on catalogues of 10,000 products and more. --100k adds a catalogue of 100,000
// products (long: about a quarter of an hour). The start time and the static pages under API load are measured on
// `npm start` in a fresh clone of the committed tree.
const args = process.argv.slice(2);
const sizesArg = args[args.indexOf('--sizes') + 1];
const sizes = args.includes('--sizes') && sizesArg ? sizesArg.split(',').map(Number) : [320, 10_000];
if (args.includes('--100k')) sizes.push(100_000);

/** Home, the all-products listing and a product page, in both locales. */
async function representativePages(root: string): Promise<string[]> {
  const products = (await readdir(join(root, 'product'))).filter((name) => /^\d+$/.test(name)).sort();
  const pages = ['index.html', 'shop/all-products/index.html', `product/${products[0]}/index.html`];
  return [...pages, ...pages.map((page) => `bn/${page}`)];
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const s = (seconds: number) => `${seconds.toFixed(1)} s`;
const ms = (milliseconds: number) => `${milliseconds.toFixed(1)} ms`;

for (const [index, products] of sizes.entries()) {
  const { seedSeconds, build, weights, lighthouse, changeToLive, productJs, cartClick } = await benchBuild(products, {
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
      ` precompress ${s(build.phases.compress)}, publish ${s(build.phases.publish)})`,
  );
  for (const weight of weights) {
    console.log(`JS before interaction, ${weight.page}: ${kb(weight.eagerGzip)} gzip (${weight.files.length} files)`);
  }
  let listed = '';
  for (const { page, chunks, total, cart, cartOnly } of productJs) {
    console.log(
      `product page scripts, ${page}: ${kb(total)} gzip (target ≤ 30 KB); add-to-cart control + header counters ` +
        `add ${kb(cartOnly)} (${kb(cart)} with the chunks they share)`,
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
      `Lighthouse mobile, ${score.url}: performance ${score.performance}, accessibility ${score.accessibility}, ` +
        `LCP ${score.lcpSeconds.toFixed(2)} s, CLS ${score.cls.toFixed(3)}`,
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

const startTime = !args.includes('--no-start');
const staticLoad = !args.includes('--no-static-load');
if (startTime || staticLoad) {
  const started = await startFreshClone();
  try {
    const { seconds } = started;
    if (startTime || seconds === null) {
      console.log(
        `\n## npm start on a fresh clone\nfirst page served after: ${seconds === null ? 'not within 300 s' : s(seconds)}`,
      );
    }
    if (staticLoad && seconds !== null) {
      const { idle, loaded, concurrency, searches, searchSeconds } = await benchStaticUnderLoad(
        started.siteUrl,
        started.apiBase,
      );
      console.log(
        `\n## Static pages while the API is busy (npm start; home page from the site server, one request at a time)\n` +
          `idle: p50 ${ms(idle.p50)}, p99 ${ms(idle.p99)} (${idle.requests} requests)\n` +
          `${concurrency} searches running: p50 ${ms(loaded.p50)}, p99 ${ms(loaded.p99)} (${loaded.requests} requests; ` +
          `target p99 ≤ 50 ms); the API answered ${searches} searches in ${s(searchSeconds)}`,
      );
    }
  } finally {
    await started.stop();
  }
}
