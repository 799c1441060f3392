import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { contentType } from './content-types';
import {
  cacheControl,
  contentSecurityPolicy,
  DOCUMENT_HEADERS,
  isDocument,
  SECURITY_HEADERS,
  SERVICE_WORKER_FILE,
} from './headers';
import { INLINE_BY_META } from './page-policy';
import {
  candidateFiles,
  NOT_FOUND_PAGES,
  notFoundFile,
  productLayoutFile,
  rewrittenFile,
  sitePath,
  USER_ID_PAGES,
  userShellFile,
} from './routing';

const nginx = readFileSync(new URL('./nginx.conf', import.meta.url), 'utf8');

describe('site routing', () => {
  it('tries the file, then the folder index, then .html', () => {
    expect(candidateFiles('/')).toEqual(['index.html']);
    expect(candidateFiles('/bn/')).toEqual(['bn/index.html']);
    expect(candidateFiles('/product/12')).toEqual(['product/12', 'product/12/index.html', 'product/12.html']);
    expect(candidateFiles('/product/12/')).toEqual(['product/12/index.html']);
  });

  it('answers unknown Bengali paths with the Bengali 404 page', () => {
    expect(notFoundFile('/bn/nothing-here')).toBe(NOT_FOUND_PAGES.bn);
    expect(notFoundFile('/bn')).toBe(NOT_FOUND_PAGES.bn);
    expect(notFoundFile('/bnx')).toBe(NOT_FOUND_PAGES.en);
    expect(notFoundFile('/nothing')).toBe(NOT_FOUND_PAGES.en);
  });

  it('shows a product layout URL the product page, by the id at the end of its slug', () => {
    expect(productLayoutFile('/product/masonry/cotton-panjabi-12')).toBe('product/12/index.html');
    expect(productLayoutFile('/bn/product/sticky/12/')).toBe('bn/product/12/index.html');
    expect(productLayoutFile('/product/gallery/ক-7')).toBe('product/7/index.html');
    expect(productLayoutFile('/product/masonry/')).toBeNull();
    expect(productLayoutFile('/product/masonry/no-id')).toBeNull();
    expect(productLayoutFile('/product/tiled/panjabi-12')).toBeNull();
    expect(productLayoutFile('/product/12')).toBeNull();
  });

  it('shows every user address URL the one address shell of its locale', () => {
    expect(userShellFile('/user/addresses/12')).toBe('user/addresses/_/index.html');
    expect(userShellFile('/bn/user/addresses/12/')).toBe('bn/user/addresses/_/index.html');
    expect(userShellFile('/user/addresses/create')).toBeNull();
    expect(userShellFile('/user/addresses')).toBeNull();
    expect(userShellFile('/user/addresses/12/edit')).toBeNull();
    expect(rewrittenFile('/bn/user/addresses/3')).toBe('bn/user/addresses/_/index.html');
    expect(rewrittenFile('/product/sticky/7')).toBe('product/7/index.html');
  });

  it('shows every order, cancel and return URL the one shell of its page and locale', () => {
    expect(userShellFile('/user/orders/12')).toBe('user/orders/_/index.html');
    expect(userShellFile('/bn/user/orders/12/')).toBe('bn/user/orders/_/index.html');
    expect(userShellFile('/user/orders/cancel/7')).toBe('user/orders/cancel/_/index.html');
    expect(userShellFile('/bn/user/orders/return/7')).toBe('bn/user/orders/return/_/index.html');
    expect(userShellFile('/user/orders')).toBeNull();
    expect(userShellFile('/user/orders/cancel')).toBeNull();
    expect(userShellFile('/user/orders/refund/7')).toBeNull();
    expect(userShellFile('/user/orders/12/cancel')).toBeNull();
  });

  it('shows every conversation and ticket URL the one shell of its page, but not chatList, chatBox or create', () => {
    expect(userShellFile('/user/chat/7')).toBe('user/chat/_/index.html');
    expect(userShellFile('/bn/user/help-support/3/')).toBe('bn/user/help-support/_/index.html');
    expect(userShellFile('/user/chat/chatBox')).toBeNull();
    expect(userShellFile('/user/help-support/create')).toBeNull();
  });

  it('shows every write-review URL the one review shell of its locale', () => {
    expect(userShellFile('/user/write-review/12')).toBe('user/write-review/_/index.html');
    expect(userShellFile('/bn/user/write-review/12/')).toBe('bn/user/write-review/_/index.html');
    expect(userShellFile('/user/write-review')).toBeNull();
    expect(userShellFile('/user/write-review/x')).toBeNull();
  });

  it('refuses paths that leave the site root or are malformed', () => {
    expect(sitePath('/../etc/passwd')).toBe('/etc/passwd');
    expect(sitePath('/%2e%2e/secret')).toBe('/secret');
    expect(sitePath('/a%2F..%2F..%2Fsecret')).toBeNull();
    expect(sitePath('/.git/config')).toBeNull();
    expect(sitePath('/%E0%A4%A')).toBeNull();
    expect(sitePath('/bn/categories/panjabi?x=1')).toBe('/bn/categories/panjabi');
  });
});

describe('nginx.conf matches the bundled server', () => {
  it('uses the same try order and 404 pages', () => {
    expect(nginx).toContain('try_files $uri $uri/index.html $uri.html =404;');
    expect(nginx).toContain(`error_page 404 /${NOT_FOUND_PAGES.en};`);
    expect(nginx).toContain(`error_page 404 /${NOT_FOUND_PAGES.bn};`);
  });

  it('rewrites the same product layout and user address URLs to the same pages', () => {
    const rules = [...nginx.matchAll(/location ~ "([^"]+)" \{\s*try_files (\S+) =404;/g)].map(
      ([, pattern = '', target = '']) => ({ pattern: new RegExp(pattern), target }),
    );
    expect(rules).toHaveLength(4);
    expect(nginx).toContain(`"^/user/(${USER_ID_PAGES.join('|')})/[0-9]+/?$"`);
    const nginxFile = (path: string) => {
      for (const { pattern, target } of rules) {
        const captured = pattern.exec(path)?.[1];
        if (captured) return target.replace('$1', captured).slice(1);
      }
      return null;
    };
    for (const path of [
      '/product/masonry/cotton-panjabi-12',
      '/product/default/12/',
      '/bn/product/centered/ক-7',
      '/bn/product/sticky/no-id',
      '/product/tiled/panjabi-12',
      '/product/12',
      '/bnproduct/sidebar/a-1',
      '/user/addresses/12',
      '/bn/user/addresses/40/',
      '/user/addresses/create',
      '/bn/user/addresses/x1',
      '/bnuser/addresses/1',
      '/user/orders/12',
      '/bn/user/orders/cancel/3/',
      '/user/orders/return/9',
      '/user/orders/cancel',
      '/bn/user/orders/refund/4',
      '/user/write-review/5',
      '/bn/user/write-review/5/',
      '/user/write-review/x5',
      '/user/chat/7',
      '/bn/user/chat/7/',
      '/user/chat/chatList',
      '/user/help-support/3',
      '/bn/user/help-support/create',
    ])
      expect(nginxFile(path), path).toBe(rewrittenFile(path));
  });

  it('sends Vary: Accept-Encoding with the precompressed files, like the bundled server', () => {
    expect(nginx).toMatch(/^\s*gzip_static on;$/m);
    expect(nginx).toMatch(/^\s*brotli_static on;$/m);
    expect(nginx).toMatch(/^\s*gzip_vary on;$/m);
  });

  it('uses the same cache policies', () => {
    for (const file of ['_astro/app.123.js', 'index.html', 'robots.txt'])
      expect(nginx).toContain(`"${cacheControl(file)}"`);
  });

  it('serves the service worker as the bundled server does: revalidated, its own policy, the headers of every answer', () => {
    const block = (/location = \/sw\.js \{([^}]*)\}/.exec(nginx)?.[1] ?? '').toLowerCase();
    const headers = {
      'cache-control': cacheControl(SERVICE_WORKER_FILE),
      'content-security-policy': contentSecurityPolicy({ apiOrigin: 'https://api.example.com' }),
      ...SECURITY_HEADERS,
    };
    for (const [name, value] of Object.entries(headers)) expect(block, name).toContain(`add_header ${name} "${value}"`);
  });

  const addHeader = (name: string) => nginx.split('\n').find((l) => l.toLowerCase().includes(`add_header ${name} `));

  it('sends the same headers on every answer', () => {
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(addHeader(name), name).toContain(`"${value}"`);
  });

  it('sends the same policy and document headers, on the same documents only', () => {
    const policy = contentSecurityPolicy({ apiOrigin: 'https://api.example.com' }, INLINE_BY_META);
    const files = ['index.html', 'favicon.svg', '_astro/a.js', '_astro/a.css', 'logo.webp', 'a.woff2', 'robots.txt'];
    for (const [name, value] of Object.entries({ ...DOCUMENT_HEADERS, 'content-security-policy': policy })) {
      const variable = /add_header \S+ (\$\w+) always;/.exec(addHeader(name) ?? '')?.[1];
      expect(variable, name).toBeDefined();
      const map = new RegExp(
        `map \\$sent_http_content_type \\${variable} \\{\\s*"~([^"]+)"\\s+"([^"]*)";\\s*default\\s+"";`,
      );
      const [, types = '', sent] = map.exec(nginx) ?? [];
      expect(sent, name).toBe(value);
      for (const file of files)
        expect(new RegExp(types).test(contentType(file)), `${name} ${file}`).toBe(isDocument(file));
    }
  });
});
