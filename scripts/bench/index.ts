import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { benchBuild } from './build-speed';
import { benchStartTime } from './start-time';

// `npm run bench [-- --sizes 320,10000] [--no-start] [--no-lighthouse]`: figures, not pass/fail.
// Lighthouse runs on the first (seed-sized) catalogue only.
const args = process.argv.slice(2);
const sizesArg = args[args.indexOf('--sizes') + 1];
const sizes = args.includes('--sizes') && sizesArg ? sizesArg.split(',').map(Number) : [320, 10_000];

/** Home, a category listing and a product page, in both locales. */
async function representativePages(root: string): Promise<string[]> {
  const firstEntry = async (dir: string) => (await readdir(join(root, dir))).sort()[0];
  const product = await firstEntry('product');
  const category = await firstEntry('categories');
  const pages = ['index.html', `categories/${category}/index.html`, `product/${product}/index.html`];
  return [...pages, ...pages.map((page) => `bn/${page}`)];
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

for (const [index, products] of sizes.entries()) {
  const audit = index === 0 && !args.includes('--no-lighthouse');
  const { seedSeconds, build, weights, lighthouse } = await benchBuild(products, { pages: representativePages, audit });
  console.log(`\n## Catalogue of ${products} products (both locales)`);
  console.log(`seed: ${seedSeconds.toFixed(1)} s`);
  console.log(
    `build: ${build.pages} pages in ${build.seconds.toFixed(1)} s = ${(build.pages / build.seconds).toFixed(0)} pages/s overall` +
      ` (fetch ${build.phases.fetch.toFixed(1)} s, astro ${build.phases.astro.toFixed(1)} s = ${(build.pages / build.phases.astro).toFixed(0)} pages/s, precompress ${build.phases.compress.toFixed(1)} s)`,
  );
  for (const weight of weights) {
    console.log(`JS before interaction, ${weight.page}: ${kb(weight.eagerGzip)} gzip (${weight.files.length} files)`);
  }
  for (const score of lighthouse) {
    console.log(
      `Lighthouse mobile, ${score.url}: performance ${score.performance}, accessibility ${score.accessibility}, ` +
        `LCP ${score.lcpSeconds.toFixed(2)} s, CLS ${score.cls.toFixed(3)}`,
    );
  }
}

if (!args.includes('--no-start')) {
  const seconds = await benchStartTime();
  console.log(
    `\n## npm start on a fresh clone\nfirst page served after: ${seconds === null ? 'not within 300 s' : `${seconds.toFixed(1)} s`}`,
  );
}
