/**
 * A Server-Sent Events response written by hand on the raw response of a hijacked reply: once it has started,
 * Fastify no longer sends anything on it, so no error handler can write a JSON body into the stream.
 */
import type { FastifyReply } from 'fastify';
import type { LiveEnvelope, LiveEvent } from '#contract';
import type { LiveSink } from './live-hub';
import { eventFrame, HEARTBEAT_FRAME, retryFrame, unsavedEventFrame } from './sse-frames';

/** Bytes a client may leave unread; beyond that it is too slow to follow, and reconnects from its last id. */
const MAX_UNREAD_BYTES = 1024 * 1024;
/** setTimeout's longest wait. */
const MAX_TIMER_MS = 2 ** 31 - 1;

export interface SseStreamOptions {
  /** When the stream ends by itself (the access token's expiry: the client refreshes it and reconnects). */
  endAt: Date;
  heartbeatMs: number;
  /** The reconnection delay suggested to the client. */
  retryMs: number;
}

export interface SseStream extends LiveSink {
  /** An event that is not a row (no id). */
  sendUnsaved(event: LiveEvent): void;
  /** Runs once the stream has ended, whoever ended it. */
  onEnd(callback: () => void): void;
}

/** Starts the stream: status 200 with the headers hooks set (CORS, language), then the retry hint. */
export function openSseStream(reply: FastifyReply, { endAt, heartbeatMs, retryMs }: SseStreamOptions): SseStream {
  reply.hijack();
  const response = reply.raw;
  const headers = Object.fromEntries(Object.entries(reply.getHeaders()).filter(([, value]) => value !== undefined));
  response.writeHead(200, {
    ...headers,
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    // nginx would otherwise hold the events back in its buffer.
    'x-accel-buffering': 'no',
    // An ended stream closes its connection: kept alive, it would hold a closing server open for keepAliveTimeout.
    connection: 'close',
  });

  const endCallbacks: (() => void)[] = [];
  let open = true;
  const finish = () => {
    if (!open) return;
    open = false;
    clearInterval(heartbeat);
    clearTimeout(expiry);
    for (const callback of endCallbacks.splice(0)) callback();
  };
  const end = () => {
    finish();
    if (!response.writableEnded) response.end();
  };
  const write = (frame: string): boolean => {
    if (!open) return false;
    response.write(frame);
    if (response.writableLength <= MAX_UNREAD_BYTES) return true;
    end();
    return false;
  };

  const heartbeat = setInterval(() => write(HEARTBEAT_FRAME), heartbeatMs);
  const expiry = setTimeout(end, Math.min(MAX_TIMER_MS, Math.max(0, endAt.getTime() - Date.now())));
  heartbeat.unref();
  expiry.unref();
  response.on('close', finish);
  // A write on a connection already gone: its 'close' is reported, not thrown.
  response.on('error', finish);
  // The client may have gone while the stream was being prepared, before 'close' was listened for.
  if (response.destroyed) finish();
  write(retryFrame(retryMs));

  return {
    send: (events: readonly LiveEnvelope[]) => write(events.map(eventFrame).join('')),
    sendUnsaved: (event) => void write(unsavedEventFrame(event)),
    end,
    onEnd: (callback) => {
      if (open) endCallbacks.push(callback);
      else callback();
    },
  };
}
