import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { LAYOUT_SCRIPT } from '../../src/lib/product-layouts';
import { completeCspMeta } from './csp-hashes';

const hash = (body: string) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`;
const page = (head: string) =>
  `<html><head><meta http-equiv="content-security-policy" content="script-src 'self' 'sha256-known='; style-src 'self';">${head}</head></html>`;

describe('completeCspMeta', () => {
  it('adds the hash of an inline style and an inline script to their directives', () => {
    const css = '@font-face{font-family:x}';
    const js = 'console.log(1)';
    const html = completeCspMeta(page(`<style>${css}</style><script>${js}</script>`));
    expect(html).toContain(`style-src 'self' ${hash(css)};`);
    expect(html).toContain(`script-src 'self' 'sha256-known=' ${hash(js)};`);
  });

  it('hashes the blocking product layout script of the page head', () => {
    const html = completeCspMeta(page(`<script>${LAYOUT_SCRIPT}</script>`));
    expect(html).toContain(`script-src 'self' 'sha256-known=' ${hash(LAYOUT_SCRIPT)};`);
  });

  it('leaves data blocks, external scripts and fragments without a head alone', () => {
    const html = page('<script type="application/ld+json">{"a":1}</script><script type="module" src="/a.js"></script>');
    expect(completeCspMeta(html)).toBe(html);
    expect(completeCspMeta('<style>a{}</style>')).toBe('<style>a{}</style>');
  });

  it('does not add a hash twice', () => {
    const html = completeCspMeta(page('<style>a{}</style><style>a{}</style>'));
    expect(html.split(hash('a{}')).length).toBe(2);
  });
});

describe('completeCspMeta on a page as Astro writes it', () => {
  it("writes the page's policy after the charset: its own files, and the hash of each inline script and style", () => {
    const js = 'document.title = "x"';
    const html = completeCspMeta(
      `<html><head><meta charset="utf-8"><title>t</title><script>${js}</script><style>a{}</style><script type="module" src="/_astro/a.js"></script></head></html>`,
    );
    expect(html).toBe(
      `<html><head><meta charset="utf-8"><meta http-equiv="content-security-policy" content="script-src 'self' ${hash(js)}; style-src 'self' ${hash('a{}')};"><title>t</title><script>${js}</script><style>a{}</style><script type="module" src="/_astro/a.js"></script></head></html>`,
    );
    expect(completeCspMeta(html)).toBe(html);
  });

  it('moves the completed policy right after the charset, before the first inline script', () => {
    const js = 'document.title = "x"';
    const html = completeCspMeta(
      `<html><head><meta charset="utf-8"><title>t</title><script type="module">${js}</script><meta http-equiv="content-security-policy" content="script-src 'self'; style-src 'self';"></head></html>`,
    );
    expect(html).toBe(
      `<html><head><meta charset="utf-8"><meta http-equiv="content-security-policy" content="script-src 'self' ${hash(js)}; style-src 'self';"><title>t</title><script type="module">${js}</script></head></html>`,
    );
    expect(completeCspMeta(html)).toBe(html);
  });
});
