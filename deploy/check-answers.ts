import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { IMAGE_PROXY_PATH, type Page, type ProductCard } from '#contract';
import { header, type RawAnswer, send } from '../scripts/raw-http';
import { cacheControl, DOCUMENT_HEADERS, SECURITY_HEADERS } from '../scripts/site-server/headers';
import { NOT_FOUND_PAGES } from '../scripts/site-server/routing';

/** What the checks need to know of the running deployment. */
export interface Deployment {
  /** nginx's origin, the public one. */
  origin: string;
  /** The live site nginx serves. */
  root: string;
  /** The API instances' shared DATA_DIR/uploads. */
  uploadsDir: string;
  /** The API instances as nginx names them (`127.0.0.1:port`). */
  apiServers: string[];
  accessLog: string;
  rebuildToken: string;
}

export type Check = { name: string; run: (deployment: Deployment) => Promise<void> };

function expect(condition: boolean, message: string): asserts condition {
  if (!condition) throw new Error(message);
}

function expectHeader(answer: RawAnswer, name: string, wanted: string | undefined) {
  const value = header(answer, name);
  expect(value === wanted, `${name}: ${value === undefined ? 'absent' : `"${value}"`}, expected ${wanted ?? 'none'}`);
}

const ENCODINGS = [
  { accept: 'br', encoding: 'br', suffix: '.br' },
  { accept: 'gzip', encoding: 'gzip', suffix: '.gz' },
  { accept: 'identity', encoding: undefined, suffix: '' },
];

/** A built page through nginx in each encoding: the build's own bytes, and the site server's headers for HTML. */
async function expectPage(deployment: Deployment, path: string, file: string) {
  for (const { accept, encoding, suffix } of ENCODINGS) {
    const answer = await send(`${deployment.origin}${path}`, { headers: { 'accept-encoding': accept } });
    const where = `${path} (${accept})`;
    expect(answer.status === 200, `${where}: status ${answer.status}`);
    expectHeader(answer, 'content-encoding', encoding);
    const built = await readFile(join(deployment.root, `${file}${suffix}`));
    expect(answer.body.equals(built), `${where}: not the bytes of ${file}${suffix}`);
    expectHeader(answer, 'content-type', 'text/html; charset=utf-8');
    expectHeader(answer, 'cache-control', cacheControl(file));
    expect(/accept-encoding/i.test(header(answer, 'vary') ?? ''), `${where}: no Vary: Accept-Encoding`);
    for (const [name, value] of Object.entries({ ...SECURITY_HEADERS, ...DOCUMENT_HEADERS }))
      expectHeader(answer, name, value);
    const policy = header(answer, 'content-security-policy') ?? '';
    expect(policy.includes(`connect-src 'self' ${deployment.origin}`), `${where}: policy "${policy}"`);
  }
}

async function products(deployment: Deployment): Promise<ProductCard[]> {
  const answer = await send(`${deployment.origin}/api/v1/products?per_page=5`);
  expect(answer.status === 200, `GET /api/v1/products: status ${answer.status}`);
  const listed = JSON.parse(answer.body.toString()) as { data: Page<ProductCard> };
  expect(listed.data.data.length > 0, 'GET /api/v1/products: no product');
  return listed.data.data;
}

/** The upstream address of each request in the access log whose request line starts so. */
async function upstreamsOf(accessLog: string, requestStart: string): Promise<string[]> {
  const lines = (await readFile(accessLog, 'utf8')).split('\n');
  return lines
    .filter((line) => line.includes(`"${requestStart}`))
    .map((line) => /upstream=(\S+)/.exec(line)?.[1] ?? '');
}

export const CHECKS: Check[] = [
  {
    name: 'the listing in English and Bengali: the precompressed brotli and gzip files as built, HTML headers',
    run: async (deployment) => {
      await expectPage(deployment, '/shop/all-products/', 'shop/all-products/index.html');
      await expectPage(deployment, '/bn/shop/all-products/', 'bn/shop/all-products/index.html');
    },
  },
  {
    name: "a product layout URL shows the product's one page (the site's rewrites)",
    run: async (deployment) => {
      const [product] = await products(deployment);
      await expectPage(
        deployment,
        `/product/gallery/${product!.slug}-${product!.id}`,
        `product/${product!.id}/index.html`,
      );
    },
  },
  {
    name: 'a hashed script: the brotli file as built, cached for a year, none of the document headers',
    run: async ({ origin, root }) => {
      const page = await send(`${origin}/`);
      const scripts = [...page.body.toString().matchAll(/src="(\/_astro\/[^"]+\.js)"/g)].map((match) => match[1]!);
      // Scripts under a kilobyte have no compressed copy (scripts/site-build/precompress.ts): take one that has.
      const brotliCopy = (path: string) =>
        readFile(join(root, `${path}.br`)).catch((error: NodeJS.ErrnoException) => {
          if (error.code === 'ENOENT') return null;
          throw error;
        });
      const built = await Promise.all(scripts.map(brotliCopy));
      const index = built.findIndex((bytes) => bytes !== null);
      const script = scripts[index];
      expect(script !== undefined, `the home page names no /_astro/ script with a brotli copy (${scripts.join(', ')})`);
      const answer = await send(`${origin}${script}`, { headers: { 'accept-encoding': 'br, gzip' } });
      expect(answer.status === 200, `${script}: status ${answer.status}`);
      expectHeader(answer, 'content-encoding', 'br');
      expect(answer.body.equals(built[index]!), `${script}: not the bytes of its .br file`);
      expectHeader(answer, 'cache-control', cacheControl(script.slice(1)));
      for (const name of ['content-security-policy', ...Object.keys(DOCUMENT_HEADERS)])
        expectHeader(answer, name, undefined);
      expectHeader(answer, 'x-content-type-options', SECURITY_HEADERS['x-content-type-options']);
    },
  },
  {
    name: 'a missing page is the 404 page of its language, status 404',
    run: async ({ origin, root }) => {
      for (const [path, file] of [
        ['/no-such-page', NOT_FOUND_PAGES.en],
        ['/bn/no-such-page', NOT_FOUND_PAGES.bn],
      ] as const) {
        const answer = await send(`${origin}${path}`);
        expect(answer.status === 404, `${path}: status ${answer.status}`);
        expect(answer.body.equals(await readFile(join(root, file))), `${path}: not the bytes of ${file}`);
        expectHeader(answer, 'content-type', 'text/html; charset=utf-8');
      }
    },
  },
  {
    name: 'the API answers through nginx, compressed by the API, and both instances serve requests',
    run: async (deployment) => {
      const [product] = await products(deployment);
      for (let request = 0; request < 10; request += 1) {
        const answer = await send(`${deployment.origin}/api/v1/products/${product!.id}`, {
          headers: { 'accept-encoding': 'br' },
        });
        expect(answer.status === 200, `GET /api/v1/products/${product!.id}: status ${answer.status}`);
        expectHeader(answer, 'content-type', 'application/json; charset=utf-8');
        expect(header(answer, 'content-encoding') === 'br', 'a product answer came uncompressed');
      }
      const seen = new Set(await upstreamsOf(deployment.accessLog, `GET /api/v1/products/${product!.id} `));
      for (const server of deployment.apiServers)
        expect(seen.has(server), `the instance on ${server} served none (log: ${[...seen].join(', ')})`);
    },
  },
  {
    name: "an upload and its resized picture come from the API, with the API's caching only",
    run: async (deployment) => {
      const [product] = await products(deployment);
      const image = new URL(product!.image);
      expect(image.origin === deployment.origin, `a product image is not on the public origin: ${image.href}`);
      expect(image.pathname.startsWith('/uploads/'), `a product image is not an upload: ${image.href}`);
      const answer = await send(image.href);
      expect(answer.status === 200, `${image.pathname}: status ${answer.status}`);
      const file = decodeURIComponent(image.pathname.slice('/uploads/'.length));
      expect(answer.body.equals(await readFile(join(deployment.uploadsDir, file))), `${image.pathname}: other bytes`);
      expectHeader(answer, 'cache-control', 'public, max-age=31536000, immutable');
      const resized = await send(
        `${deployment.origin}${IMAGE_PROXY_PATH}/thumbnail?w=160&url=${encodeURIComponent(image.href)}`,
      );
      expect(resized.status === 200, `the image proxy: status ${resized.status} ${resized.body}`);
      expectHeader(resized, 'content-type', 'image/webp');
    },
  },
  {
    name: 'a help-desk upload of 2 MB reaches the API (its 401 for a guest, not a 413 from nginx)',
    run: async ({ origin }) => {
      const boundary = 'haat-deploy-check';
      const body = Buffer.concat([
        Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="attachments"; filename="a.pdf"\r\n\r\n`),
        Buffer.alloc(2 * 1024 * 1024, 0x25),
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      const answer = await send(`${origin}/api/v1/ticket`, {
        method: 'POST',
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
        body,
      });
      expect(answer.status === 401, `POST /api/v1/ticket: status ${answer.status}`);
      const failure = JSON.parse(answer.body.toString()) as { success: boolean; code: string };
      expect(failure.success === false && typeof failure.code === 'string', 'not the API error shape');
    },
  },
  {
    name: 'the rebuild status needs the token and is never cached',
    run: async ({ origin, rebuildToken }) => {
      const refused = await send(`${origin}/_haat/rebuild/status`);
      expect(refused.status === 401, `without the token: status ${refused.status}`);
      const answer = await send(`${origin}/_haat/rebuild/status`, {
        headers: { authorization: `Bearer ${rebuildToken}` },
      });
      expect(answer.status === 200, `with the token: status ${answer.status}`);
      expectHeader(answer, 'cache-control', 'no-store');
      expect((JSON.parse(answer.body.toString()) as { state: string }).state === 'idle', 'a build is still running');
    },
  },
];
