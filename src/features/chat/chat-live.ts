import type { LiveEvent } from '#contract';
import { LIVE_POLL_SECONDS } from '#contract/live';
import { API_BASE, leaveOnBadRequest, refreshSession } from '@/lib/api/api-client';
import { storedAccessToken } from '@/lib/api/session';
import { initialSse, type LiveFrame, liveFrame, readSse, reconnectDelay, STREAM_FAILURES_BEFORE_POLLING } from './chat';
import { fetchLiveEvents } from './chat.api';

/** How a stream attempt ended. */
type StreamEnd = 'held' | 'unauthorized' | 'failed' | 'unsupported';

/** A stream that stayed open this long worked (it ends when the access token expires): reconnect at once. */
const HELD_MS = 10_000;

const pause = (seconds: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, seconds * 1000);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });

/**
 * The signed-in user's live events while a chat page is open, one stream per tab: GET /chat/stream read with
 * `fetch` (EventSource cannot send the Bearer token). Reconnects with `Last-Event-ID`, so nothing is lost; a stream
 * ended by the access token's expiry (or a 401) refreshes the session through the API client, then reconnects.
 * After repeated failures, or an answer that is not an event stream (a proxy), it polls GET /chat/events instead.
 * Each event reaches `onEvent` once, in order. Returns the stop.
 */
export function startLive(onEvent: (event: LiveEvent) => void): () => void {
  const controller = new AbortController();
  const { signal } = controller;
  let lastId = 0;
  /** Each row once, in order; an event that is not a row (the first unread count) moves no id. */
  const deliver = ({ id, event }: LiveFrame) => {
    if (id !== null && id <= lastId) return;
    if (id !== null) lastId = id;
    onEvent(event);
  };

  async function stream(): Promise<StreamEnd> {
    const token = storedAccessToken();
    if (!token) return 'unauthorized';
    const headers: Record<string, string> = {
      Accept: 'text/event-stream',
      'Accept-Language': document.documentElement.lang || 'en',
      Authorization: `Bearer ${token}`,
    };
    if (lastId > 0) headers['Last-Event-ID'] = String(lastId);
    let response: Response;
    try {
      response = await fetch(`${API_BASE}/chat/stream`, { headers, credentials: 'include', cache: 'no-store', signal });
    } catch {
      return 'failed';
    }
    if (response.status === 401) return 'unauthorized';
    leaveOnBadRequest(response.status);
    if (!response.ok || !response.body) return 'failed';
    if (!response.headers.get('content-type')?.startsWith('text/event-stream')) {
      await response.body.cancel();
      return 'unsupported';
    }
    const opened = Date.now();
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    let state = initialSse();
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        const read = readSse(state, value);
        state = read.state;
        for (const frame of read.frames) {
          const live = liveFrame(frame);
          if (live) deliver(live);
        }
      }
    } catch {
      // The connection dropped (or the page stopped it): decided below by how long it held.
    }
    return Date.now() - opened >= HELD_MS ? 'held' : 'failed';
  }

  async function poll(): Promise<void> {
    while (!signal.aborted) {
      try {
        const page = await fetchLiveEvents(lastId || undefined, signal);
        for (const envelope of page.events) deliver(envelope);
        lastId = Math.max(lastId, page.last_id);
      } catch {
        // Offline for a moment: the next poll asks from the same id.
      }
      await pause(LIVE_POLL_SECONDS, signal);
    }
  }

  async function run(): Promise<void> {
    let failures = 0;
    while (!signal.aborted) {
      const end = await stream();
      if (signal.aborted) return;
      if (end === 'held') {
        failures = 0;
        continue;
      }
      failures += 1;
      if (end === 'unsupported' || failures >= STREAM_FAILURES_BEFORE_POLLING) return poll();
      if (end === 'unauthorized' && !(await refreshSession())) return;
      if (end === 'failed') await pause(reconnectDelay(failures), signal);
    }
  }

  void run();
  return () => controller.abort();
}
