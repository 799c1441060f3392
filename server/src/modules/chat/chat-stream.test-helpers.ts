/** Test helpers: GET /chat/stream read over HTTP with fetch, as the storefront reads it, frame by frame. */
import { vi } from 'vitest';
import type { LiveEnvelope, LiveEvent } from '#contract';

/** One Server-Sent Events frame: its fields, or the comment it is. */
export interface SseFrame {
  id?: string;
  event?: string;
  data?: string;
  retry?: string;
  comment?: string;
}

export interface LiveStreamReader {
  status: number;
  headers: Headers;
  /** The body of an answer that is not a stream (a 401, a 422). */
  body: unknown;
  /** Every frame read so far. */
  frames: SseFrame[];
  /** The frames with an id, as envelopes. */
  events(): LiveEnvelope[];
  /** Waits until `count` events (frames with an id) have come, or fails after `ms`. */
  waitForEvents(count: number, ms?: number): Promise<LiveEnvelope[]>;
  /** Settles when the server ends the stream. */
  ended: Promise<void>;
  /** The client goes away. */
  close(): void;
}

function parseFrame(text: string): SseFrame {
  const frame: SseFrame = {};
  for (const line of text.split('\n')) {
    if (line.startsWith(':')) frame.comment = line.slice(1).trim();
    const match = /^(id|event|data|retry): ?(.*)$/.exec(line);
    if (match) frame[match[1] as 'id' | 'event' | 'data' | 'retry'] = match[2];
  }
  return frame;
}

export async function openLiveStream(
  base: string,
  token: string | null,
  headers: Record<string, string> = {},
): Promise<LiveStreamReader> {
  const aborter = new AbortController();
  const response = await fetch(`${base}/chat/stream`, {
    headers: { ...(token && { authorization: `Bearer ${token}` }), ...headers },
    signal: aborter.signal,
  });
  const frames: SseFrame[] = [];
  const streaming = response.headers.get('content-type')?.startsWith('text/event-stream') ?? false;
  const body = streaming ? null : await response.json();
  const ended = (async () => {
    if (!streaming || !response.body) return;
    const decoder = new TextDecoder();
    let buffered = '';
    try {
      for await (const chunk of response.body) {
        buffered += decoder.decode(chunk, { stream: true });
        const parts = buffered.split('\n\n');
        buffered = parts.pop() ?? '';
        frames.push(...parts.map(parseFrame));
      }
    } catch {
      // Aborted by close().
    }
  })();
  const events = () =>
    frames
      .filter((frame) => frame.id !== undefined)
      .map((frame) => ({ id: Number(frame.id), event: JSON.parse(frame.data ?? 'null') as LiveEvent }));
  return {
    status: response.status,
    headers: response.headers,
    body,
    frames,
    events,
    async waitForEvents(count, ms = 2_000) {
      await vi.waitFor(
        () => {
          if (events().length < count) throw new Error(`${events().length} of ${count} events so far`);
        },
        { timeout: ms, interval: 5 },
      );
      return events();
    },
    ended,
    close: () => aborter.abort(),
  };
}
