import { mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { finishPage } from './finish-page';
import { precompress } from './precompress';

let work: string;
beforeEach(async () => {
  work = await mkdtemp(join(tmpdir(), 'haat-precompress-'));
});
afterEach(() => rm(work, { recursive: true, force: true }));

const page = (text: string) => `<!DOCTYPE html><html><head></head><body>${text.repeat(200)}</body></html>`;

async function tree(root: string, files: Record<string, string>) {
  for (const [path, text] of Object.entries(files)) {
    await mkdir(join(root, path, '..'), { recursive: true });
    await writeFile(join(root, path), text);
  }
}

describe('precompress', () => {
  it('writes brotli and gzip copies of every text file large enough, and none of a small one', async () => {
    await tree(work, { 'index.html': page('home '), 'robots.txt': 'User-agent: *' });

    expect(await precompress(work)).toEqual({ compressed: 1, reused: 0, pages: 1 });

    const html = await readFile(join(work, 'index.html'));
    expect(brotliDecompressSync(await readFile(join(work, 'index.html.br')))).toEqual(html);
    expect(gunzipSync(await readFile(join(work, 'index.html.gz')))).toEqual(html);
    await expect(stat(join(work, 'robots.txt.br'))).rejects.toThrow();
  });

  it("shares the previous build's compressed copies of a page whose bytes did not change, and compresses a changed one", async () => {
    const previous = join(work, 'previous');
    const next = join(work, 'next');
    await tree(previous, { 'product/1/index.html': page('old price '), 'product/2/index.html': page('same ') });
    await precompress(previous);
    await tree(next, { 'product/1/index.html': page('new price '), 'product/2/index.html': page('same ') });

    expect(await precompress(next, { previous })).toEqual({ compressed: 1, reused: 1, pages: 2 });

    for (const suffix of ['.br', '.gz']) {
      const inode = async (root: string, id: number) =>
        (await stat(join(root, `product/${id}/index.html${suffix}`))).ino;
      expect(await inode(next, 2)).toBe(await inode(previous, 2));
      expect(await inode(next, 1)).not.toBe(await inode(previous, 1));
    }
    const changed = brotliDecompressSync(await readFile(join(next, 'product/1/index.html.br')));
    expect(changed.toString()).toBe(await readFile(join(next, 'product/1/index.html'), 'utf8'));
  });

  it("never writes through into the previous build's copy when only one of its copies could be shared", async () => {
    const previous = join(work, 'previous');
    const next = join(work, 'next');
    const served = finishPage(Buffer.from(page('same '))).toString();
    await tree(previous, { 'index.html': served, 'index.html.br': 'previous copy' });
    await tree(next, { 'index.html': page('same ') });

    expect(await precompress(next, { previous })).toEqual({ compressed: 1, reused: 0, pages: 1 });

    expect(await readFile(join(previous, 'index.html.br'), 'utf8')).toBe('previous copy');
    const html = await readFile(join(next, 'index.html'));
    expect(brotliDecompressSync(await readFile(join(next, 'index.html.br')))).toEqual(html);
  });

  it('compares the page as served (style hoisted, policy completed), not as Astro wrote it', async () => {
    const previous = join(work, 'previous');
    const next = join(work, 'next');
    const csp = '<meta http-equiv="content-security-policy" content="script-src \'self\'; style-src \'self\';">';
    const astroPage = `<!DOCTYPE html><html><head>${csp}</head><body><script>run()</script>${'text '.repeat(400)}</body></html>`;
    await tree(previous, { 'index.html': astroPage });
    await precompress(previous);
    await tree(next, { 'index.html': astroPage });

    expect(await precompress(next, { previous })).toEqual({ compressed: 0, reused: 1, pages: 1 });
  });

  it('leaves a file that has both copies already (written while Astro rendered it), and finishes the rest', async () => {
    await tree(work, { 'a/index.html': page('page a '), 'a/index.html.br': 'kept', 'a/index.html.gz': 'kept' });
    await tree(work, { 'b/index.html': page('page b '), 'sitemap-0.xml': '<urlset>'.padEnd(2000, ' ') });

    expect(await precompress(work)).toEqual({ compressed: 2, reused: 0, pages: 2 });

    expect(await readFile(join(work, 'a/index.html.br'), 'utf8')).toBe('kept');
    const b = join(work, 'b/index.html');
    expect(brotliDecompressSync(await readFile(`${b}.br`))).toEqual(await readFile(b));
  });

  it('finds every folder of a deep and wide site, and counts its pages (its .html files, not their copies)', async () => {
    const files: Record<string, string> = {
      'index.html': page('home '),
      'sitemap-0.xml': '<urlset>'.padEnd(2000, ' '),
    };
    for (let id = 1; id <= 60; id += 1) files[`bn/product/${id}/index.html`] = page(`product ${id} `);
    files['a/b/c/d/e/f/index.html'] = page('deep ');
    await tree(work, files);

    expect(await precompress(work)).toEqual({ compressed: 63, reused: 0, pages: 62 });

    expect(await precompress(work)).toEqual({ compressed: 0, reused: 0, pages: 62 });
    const deep = join(work, 'a/b/c/d/e/f/index.html');
    expect(gunzipSync(await readFile(`${deep}.gz`))).toEqual(await readFile(deep));
  });

  it('stops at a compressed copy beside no file of its name, which no request could be served from', async () => {
    await tree(work, { 'product/1/index.html': page('one '), 'product/1.html.br': 'lost' });

    await expect(precompress(work)).rejects.toThrow(/product\/1\.html\.br: a compressed copy of no file/);
  });
});
