import { loadConfig, startApi } from '../../server/src/index';
import type { ApiReady } from './supervise-api';

// The API in its own process, forked by supervise-api.ts: PGlite's work blocks the event loop it runs on, and here
// that loop is not the site server's. It stops when its supervisor asks (SIGTERM) or goes away (the IPC channel
// closes), always closing PGlite: an unclosed one makes the next start run crash recovery.
const config = loadConfig();
const starting = startApi(config);

let stopping = false;
function stop() {
  if (stopping) return;
  stopping = true;
  starting
    .then((api) => api.close())
    .then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
}
process.on('SIGTERM', stop);
process.on('disconnect', stop);
// Ctrl-C reaches the whole process group: the supervisor hears it and stops this process itself, so the API
// does not exit on its own first (which would look like a crash).
process.on('SIGINT', () => {});

await starting;
const ready: ApiReady = { type: 'ready', apiUrl: `${config.publicUrl}/api/v1` };
process.send?.(ready);
