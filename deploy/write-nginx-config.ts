import { parseArgs } from 'node:util';
import { productionServer, readSiteConf } from './nginx-config';

// `npx tsx deploy/write-nginx-config.ts --origin https://haat.example --api 127.0.0.1:4001,127.0.0.1:4002 > haat.conf`:
// the production server block on standard output (deploy/README.md).
const { values } = parseArgs({
  options: {
    origin: { type: 'string' },
    api: { type: 'string' },
    listen: { type: 'string', default: '80' },
    root: { type: 'string', default: '/srv/haat/dist' },
    rebuild: { type: 'string', default: '127.0.0.1:4400' },
    'access-log': { type: 'string', default: '/var/log/nginx/haat.access.log' },
  },
});
if (!values.origin || !values.api) {
  console.error('Usage: write-nginx-config.ts --origin <public origin> --api <host:port,host:port,…> [--listen 80]');
  console.error('  [--root /srv/haat/dist] [--rebuild 127.0.0.1:4400] [--access-log /var/log/nginx/haat.access.log]');
  process.exit(2);
}
try {
  process.stdout.write(
    productionServer(readSiteConf(), {
      listen: values.listen,
      root: values.root,
      origin: values.origin,
      apiServers: values.api.split(',').map((server) => server.trim()),
      rebuildServer: values.rebuild,
      accessLog: values['access-log'],
    }),
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
