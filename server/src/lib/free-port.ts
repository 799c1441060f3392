import { createServer } from 'node:net';

export interface PortRange {
  first: number;
  last: number;
}

async function portIsFree(port: number): Promise<boolean> {
  const server = createServer();
  return new Promise((resolve) => {
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

async function anyPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const address = server.address();
  await new Promise((done) => server.close(done));
  if (!address || typeof address === 'string') throw new Error('no free port');
  return address.port;
}

/**
 * A port nothing listens on now on 127.0.0.1: any (the system's choice), or one of `range` tried from a random place,
 * so parallel runs seldom try the same one. Free when asked; a process started next may still lose it to another.
 */
export async function freePort(range?: PortRange): Promise<number> {
  if (!range) return anyPort();
  const count = range.last - range.first + 1;
  const start = Math.floor(Math.random() * count);
  for (let step = 0; step < count; step += 1) {
    const port = range.first + ((start + step) % count);
    if (await portIsFree(port)) return port;
  }
  throw new Error(`no free port in ${range.first}–${range.last}`);
}
