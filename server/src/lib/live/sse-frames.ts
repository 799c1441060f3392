/**
 * Server-Sent Events frames of GET /chat/stream (the browser side parses exactly these): an event is
 * `id: <live event id>\nevent: <type>\ndata: <JSON>\n\n`; the first `unread` count has no id (it is not a row).
 */
import type { LiveEnvelope, LiveEvent } from '#contract';

/** JSON has no raw line breaks (they are escaped in strings), so one `data:` line holds the whole event. */
export function eventFrame({ id, event }: LiveEnvelope): string {
  return `id: ${id}\nevent: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`;
}

/** An event that is not a row (the stream's first unread count): no id, so it moves no `Last-Event-ID`. */
export function unsavedEventFrame(event: LiveEvent): string {
  return `event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`;
}

/** How long the browser should wait before reconnecting. */
export function retryFrame(milliseconds: number): string {
  return `retry: ${milliseconds}\n\n`;
}

/** A comment: ignored by readers, it keeps proxies from closing an idle stream. */
export const HEARTBEAT_FRAME = ': heartbeat\n\n';
