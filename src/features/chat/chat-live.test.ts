import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { LiveEvent } from '#contract';

/** How the test server answers GET /chat/stream and GET /chat/events, set by each test. */
let onStream: (request: IncomingMessage, response: ServerResponse) => void;
let onPoll: (request: IncomingMessage) => unknown;
const streamRequests: IncomingMessage[] = [];

const server = createServer((request, response) => {
  const path = request.url ?? '';
  if (path.startsWith('/api/v1/chat/stream')) {
    streamRequests.push(request);
    onStream(request, response);
    return;
  }
  if (path.startsWith('/api/v1/chat/events')) {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ success: true, message: '', data: onPoll(request) }));
    return;
  }
  response.writeHead(404).end();
});

const unread = (count: number): LiveEvent => ({ type: 'unread', unread: count });
const frame = (id: number, event: LiveEvent) => `id: ${id}\nevent: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`;

let live: typeof import('./chat-live');
const assign = vi.fn();
let stop: (() => void) | undefined;

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  vi.stubEnv('PUBLIC_HAAT_API_URL', `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v1`);
  const storage = new Map<string, string>();
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => storage.get(key) ?? null,
    setItem: (key: string, value: string) => storage.set(key, value),
    removeItem: (key: string) => storage.delete(key),
    clear: () => storage.clear(),
  });
  vi.stubGlobal('window', { location: { pathname: '/bn/user/chat', assign }, addEventListener() {} });
  vi.stubGlobal('document', { documentElement: { lang: 'en' }, cookie: '' });
  live = await import('./chat-live');
  // After the import: the API client clears storage written by another version when it loads.
  storage.set('auth._token.local', 'token-1');
});

afterEach(() => {
  stop?.();
  streamRequests.length = 0;
});

afterAll(() => {
  server.closeAllConnections();
  server.close();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});

describe('the live client', () => {
  it('sends the shopper to the 404 page of the language on a 400, as every API call does', async () => {
    onStream = (_request, response) => {
      response.writeHead(400, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ success: false, message: 'bad', code: 'BAD_REQUEST' }));
    };
    stop = live.startLive(() => {});
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/bn/pages/404'), { timeout: 5_000, interval: 20 });
  });

  it('reconnects after a dropped stream with Last-Event-ID, and hands each event on once, in order', async () => {
    onStream = (request, response) => {
      response.writeHead(200, { 'content-type': 'text/event-stream' });
      if (request.headers['last-event-id'] === undefined) {
        response.end(
          `retry: 3000\n\nevent: unread\ndata: ${JSON.stringify(unread(4))}\n\n${frame(1, unread(5))}${frame(2, unread(6))}`,
        );
      } else {
        // The server replays from its table: an event the client already has may come again.
        response.write(`${frame(2, unread(6))}${frame(3, unread(7))}`);
      }
    };
    const events: LiveEvent[] = [];
    stop = live.startLive((event) => events.push(event));
    await vi.waitFor(() => expect(events).toHaveLength(4), { timeout: 5_000, interval: 20 });
    expect(events).toEqual([unread(4), unread(5), unread(6), unread(7)]);
    expect(streamRequests.map((request) => request.headers['last-event-id'])).toEqual([undefined, '2']);
    expect(streamRequests[0]?.headers.authorization).toBe('Bearer token-1');
  });

  it('polls GET /chat/events instead when the answer is not an event stream (a proxy in the way)', async () => {
    onStream = (_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html' });
      response.end('<html>captive portal</html>');
    };
    const polls: (string | undefined)[] = [];
    onPoll = (request) => {
      polls.push(request.headers.authorization);
      return { events: [{ id: 9, event: unread(2) }], last_id: 9 };
    };
    const events: LiveEvent[] = [];
    stop = live.startLive((event) => events.push(event));
    await vi.waitFor(() => expect(events).toEqual([unread(2)]), { timeout: 5_000, interval: 20 });
    expect(streamRequests).toHaveLength(1);
    expect(polls).toEqual(['Bearer token-1']);
  });
});
