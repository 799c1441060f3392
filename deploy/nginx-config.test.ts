import { describe, expect, it } from 'vitest';
import { SECURITY_HEADERS } from '../scripts/site-server/headers';
import { type ProductionSite, productionServer, readSiteConf, standaloneConfig } from './nginx-config';

const SITE: ProductionSite = {
  listen: '127.0.0.1:8080',
  root: '/srv/haat/dist',
  origin: 'https://haat.example',
  apiServers: ['10.0.0.1:4000', '10.0.0.2:4000'],
  rebuildServer: '127.0.0.1:4400',
  accessLog: '/var/log/nginx/haat.access.log',
};

const siteConf = readSiteConf();
const conf = productionServer(siteConf, SITE);

/** The body of the block that opens with `opening` (blocks nest at most one level here). */
function block(text: string, opening: string): string {
  const start = text.indexOf(`${opening} {`);
  expect(start, opening).toBeGreaterThanOrEqual(0);
  let depth = 0;
  for (let index = text.indexOf('{', start); index < text.length; index += 1) {
    if (text[index] === '{') depth += 1;
    if (text[index] === '}' && --depth === 0) return text.slice(text.indexOf('{', start) + 1, index);
  }
  throw new Error(`${opening} is not closed`);
}

describe('the production server made from the static host configuration', () => {
  it('keeps every routing rule, map and header of scripts/site-server/nginx.conf', () => {
    const directives = (text: string) =>
      text
        .split('\n')
        .map((line) => line.trim())
        .filter((line) => line && !line.startsWith('#') && !/^(listen|root) /.test(line));
    const ours = new Set(directives(conf));
    for (const line of directives(siteConf.replaceAll('https://api.example.com', SITE.origin)))
      expect(ours, line).toContain(line);
  });

  it('listens where asked, serves the live build and names the public origin in the page policy', () => {
    const server = block(conf, 'server');
    expect(server).toContain('listen 127.0.0.1:8080;');
    expect(server).toContain('root /srv/haat/dist;');
    expect(conf).not.toContain('listen 80;');
    expect(conf).not.toContain('api.example.com');
    expect(conf).toContain("connect-src 'self' https://haat.example;");
  });

  it('balances the API over every instance, keeping connections open', () => {
    const upstream = block(conf, 'upstream haat_api');
    expect(upstream).toContain('server 10.0.0.1:4000;');
    expect(upstream).toContain('server 10.0.0.2:4000;');
    expect(upstream).toContain('keepalive');
    expect(block(conf, 'upstream haat_rebuild')).toContain('server 127.0.0.1:4400;');
  });

  it('sends the API, its uploads and resized pictures to the instances and /_haat/ to the rebuild service, ahead of the site rules', () => {
    for (const path of ['/api/', '/uploads/', '/image-proxy/'])
      expect(block(conf, `location ^~ ${path}`)).toContain('proxy_pass http://haat_api;');
    expect(block(conf, 'location ^~ /_haat/')).toContain('proxy_pass http://haat_rebuild;');
  });

  it("gives proxied answers none of the site's caching or document headers, only what every answer has", () => {
    for (const path of ['/api/', '/uploads/', '/image-proxy/', '/_haat/']) {
      const location = block(conf, `location ^~ ${path}`);
      expect(location).toContain(`add_header Referrer-Policy "${SECURITY_HEADERS['referrer-policy']}" always;`);
      expect(location).not.toMatch(/Cache-Control|Content-Security-Policy/);
    }
  });

  it('takes help-desk attachments (three of 5 MB) and keeps event streams open past their heartbeat', () => {
    const api = block(conf, 'location ^~ /api/');
    expect(api).toContain('client_max_body_size 16m;');
    expect(api).toContain('proxy_read_timeout 120s;');
  });

  it('logs which instance answered each request', () => {
    expect(conf).toContain('access_log /var/log/nginx/haat.access.log haat_upstream;');
    expect(conf).toMatch(/log_format haat_upstream '.*upstream=\$upstream_addr/);
  });

  it('refuses a site configuration whose placeholders changed, rather than serving it half-configured', () => {
    expect(() => productionServer(siteConf.replaceAll('listen 80;', 'listen 8000;'), SITE)).toThrow(/listen 80;/);
    expect(() => productionServer(siteConf.replaceAll('root /srv/haat/site;', ''), SITE)).toThrow(/root/);
    expect(() => productionServer(`${siteConf}\nmap $a $b { default 1; }\n`, SITE)).toThrow(/end with its server/);
  });

  it('refuses values that would break out of a directive (a listen of several words is fine), and a deployment without an API', () => {
    expect(() => productionServer(siteConf, { ...SITE, root: '/srv/haat; include /etc/passwd' })).toThrow(/root/);
    expect(() => productionServer(siteConf, { ...SITE, listen: '80; include /etc/passwd' })).toThrow(/listen/);
    expect(productionServer(siteConf, { ...SITE, listen: '443 ssl' })).toContain('listen 443 ssl;');
    expect(() => productionServer(siteConf, { ...SITE, apiServers: ['10.0.0.1:4000 backup;}'] })).toThrow(/API/);
    expect(() => productionServer(siteConf, { ...SITE, apiServers: [] })).toThrow(/API instance/);
  });
});

describe('the standalone configuration of a check run', () => {
  const standalone = standaloneConfig(conf, {
    prefix: '/tmp/check/nginx',
    modules: ['/usr/lib/nginx/modules/ngx_http_brotli_static_module.so'],
    mimeTypes: '/etc/nginx/mime.types',
  });

  it('runs in the foreground and writes its pid, errors and temporary files under its prefix only', () => {
    expect(standalone).toContain('daemon off;');
    expect(standalone).toContain('pid /tmp/check/nginx/nginx.pid;');
    expect(standalone).toContain('error_log /tmp/check/nginx/error.log');
    for (const kind of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'])
      expect(standalone).toContain(`${kind}_temp_path /tmp/check/nginx/temp/${kind};`);
  });

  it('loads the brotli module and holds the production server inside http', () => {
    expect(standalone).toContain('load_module /usr/lib/nginx/modules/ngx_http_brotli_static_module.so;');
    expect(block(standalone, 'http')).toContain('upstream haat_api');
    expect(block(standalone, 'http')).toContain('include /etc/nginx/mime.types;');
  });
});
