import { readFileSync } from 'node:fs';
import { SECURITY_HEADERS } from '../scripts/site-server/headers';

/** The static host's configuration: the one source of the site's routing, caching and security headers. */
export const SITE_CONF_PATH = new URL('../scripts/site-server/nginx.conf', import.meta.url);

export const readSiteConf = (): string => readFileSync(SITE_CONF_PATH, 'utf8');

export interface ProductionSite {
  /** What nginx listens on, as its `listen` takes it: `80`, `127.0.0.1:8080`, `443 ssl`. */
  listen: string;
  /** The live site: the build's symlink (`dist`), which a publish swaps and nginx follows on every request. */
  root: string;
  /** The public origin of the storefront, whose /api/, /uploads/ and /image-proxy/ go to the API instances. */
  origin: string;
  /** `host:port` of every API instance (`npm run api`), all on one PostgreSQL. */
  apiServers: string[];
  /** `host:port` of the rebuild service (deploy/rebuild-service.ts), which answers /_haat/rebuild. */
  rebuildServer: string;
  /** Where to log requests (with the instance that answered each); Debian's default log when absent. */
  accessLog?: string;
}

/** The placeholders nginx.conf carries for a static host: the server's address and folder once, the API's origin in every policy. */
const PLACEHOLDERS = {
  listen: { text: 'listen 80;', once: true },
  root: { text: 'root /srv/haat/site;', once: true },
  apiOrigin: { text: 'https://api.example.com', once: false },
};

function replacePlaceholder(conf: string, { text, once }: { text: string; once: boolean }, by: string): string {
  const found = conf.split(text).length - 1;
  if (found === 0 || (once && found > 1)) {
    const expected = once ? 'once' : 'at least once';
    throw new Error(
      `scripts/site-server/nginx.conf has "${text}" ${found} times, expected ${expected}: update deploy/`,
    );
  }
  return conf.replaceAll(text, by);
}

/**
 * A value as one nginx word (or, for `listen`, words: `443 ssl`): quotes, braces or semicolons would end the
 * directive or open a block.
 */
function word(name: string, value: string, { spaces = false } = {}): string {
  const allowed = spaces ? /^[^\s"'{};](?:[^"'{};\n]*[^\s"'{};])?$/ : /^[^\s"'{};]+$/;
  if (!allowed.test(value)) throw new Error(`${name} cannot go into nginx.conf as it is: "${value}"`);
  return value;
}

/** The index of the brace that closes the one top-level server block (braces in quoted strings do not count). */
function serverBlockEnd(conf: string): number {
  const start = conf.search(/^server \{/m);
  if (start < 0) throw new Error('scripts/site-server/nginx.conf has no server block: update deploy/');
  let depth = 0;
  let quoted = false;
  for (let index = start; index < conf.length; index += 1) {
    const char = conf[index];
    if (char === '"') quoted = !quoted;
    else if (!quoted && char === '{') depth += 1;
    else if (!quoted && char === '}' && --depth === 0) return index;
  }
  throw new Error('scripts/site-server/nginx.conf does not close its server block: update deploy/');
}

// A location with an add_header of its own inherits none of the server's: the proxied answers keep their own
// caching (the site's Cache-Control map would add a second, public one) and get only what every answer of the
// site has. The API sends nosniff itself.
const proxiedHeaders = `add_header Referrer-Policy "${SECURITY_HEADERS['referrer-policy']}" always;`;

function proxiedLocations(): string {
  const api = (path: string, extra = '') =>
    `    location ^~ ${path} {\n${extra}        proxy_pass http://haat_api;\n        ${proxiedHeaders}\n    }\n`;
  return [
    '',
    '    # Behind the site: the API instances and the rebuild service (deploy/README.md).',
    '    proxy_http_version 1.1;',
    '    proxy_set_header Connection "";',
    '    proxy_set_header Host $host;',
    '    proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;',
    '    proxy_set_header X-Forwarded-Proto $scheme;',
    '',
    // Help-desk tickets take three attachments of 5 MB; the chat's event stream sends a heartbeat every 20 s.
    api('/api/', '        client_max_body_size 16m;\n        proxy_read_timeout 120s;\n'),
    api('/uploads/'),
    api('/image-proxy/'),
    `    location ^~ /_haat/ {\n        proxy_pass http://haat_rebuild;\n        ${proxiedHeaders}\n    }\n`,
  ].join('\n');
}

/**
 * The site's server block of nginx.conf made a production one: listening where asked, serving the live build,
 * the page policy naming the public origin, and /api/, /uploads/, /image-proxy/ load-balanced over the API
 * instances, /_haat/ sent to the rebuild service. An http-level file (Debian: /etc/nginx/conf.d/haat.conf).
 */
export function productionServer(siteConf: string, site: ProductionSite): string {
  if (site.apiServers.length === 0) throw new Error('at least one API instance is needed');
  const origin = word('origin', new URL(site.origin).origin);
  // The file's opening comment tells a static host what to replace: done here.
  let conf = siteConf.replace(/^(?:#.*\n)+\n*/, '');
  conf = replacePlaceholder(conf, PLACEHOLDERS.listen, `listen ${word('listen', site.listen, { spaces: true })};`);
  conf = replacePlaceholder(conf, PLACEHOLDERS.root, `root ${word('root', site.root)};`);
  conf = replacePlaceholder(conf, PLACEHOLDERS.apiOrigin, origin);
  const end = serverBlockEnd(conf);
  if (conf.slice(end + 1).trim() !== '') {
    throw new Error('scripts/site-server/nginx.conf must end with its server block: update deploy/');
  }
  const accessLog = site.accessLog ? `\n    access_log ${word('accessLog', site.accessLog)} haat_upstream;\n` : '';
  const upstreams = [
    '# Made by deploy/nginx-config.ts from scripts/site-server/nginx.conf: change that file, not this one.',
    '',
    '# Requests with the instance that answered each (deploy/check counts them).',
    `log_format haat_upstream '$remote_addr [$time_local] "$request" $status $body_bytes_sent upstream=$upstream_addr $request_time';`,
    '',
    'upstream haat_api {',
    '    least_conn;',
    ...site.apiServers.map((server) => `    server ${word('API instance', server)};`),
    '    keepalive 32;',
    '}',
    '',
    'upstream haat_rebuild {',
    `    server ${word('rebuild service', site.rebuildServer)};`,
    '}',
    '',
    '',
  ].join('\n');
  return `${upstreams}${conf.slice(0, end)}${accessLog}${proxiedLocations()}}\n`;
}

export interface StandaloneNginx {
  /** nginx's prefix (-p): its pid file, error log and temporary files go here. */
  prefix: string;
  /** Dynamic modules to load, absolute paths (Debian: /usr/lib/nginx/modules/ngx_http_brotli_static_module.so). */
  modules: string[];
  /** Debian: /etc/nginx/mime.types. */
  mimeTypes: string;
}

/**
 * A whole nginx.conf around the production server for a run of its own (deploy/check): in the foreground, every
 * file it writes under `prefix`, nothing of /etc/nginx but the MIME types and the modules.
 */
export function standaloneConfig(server: string, { prefix, modules, mimeTypes }: StandaloneNginx): string {
  const at = (path: string) => word('prefix', `${prefix}/${path}`);
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
    (kind) => `    ${kind}_temp_path ${at(`temp/${kind}`)};`,
  );
  return [
    'daemon off;',
    'worker_processes 2;',
    `pid ${at('nginx.pid')};`,
    `error_log ${at('error.log')} warn;`,
    ...modules.map((module) => `load_module ${word('module', module)};`),
    'events { worker_connections 1024; }',
    'http {',
    `    include ${word('mimeTypes', mimeTypes)};`,
    '    default_type application/octet-stream;',
    '    sendfile on;',
    ...temp,
    server.replace(/^(?=.)/gm, '    '),
    '}',
    '',
  ].join('\n');
}
