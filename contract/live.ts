/**
 * Live events (issue 14): one stream per signed-in user, `GET /chat/stream` (Server-Sent Events read with `fetch`
 * and the Bearer token), carrying new messages, read receipts and unread counts. Every event is a row first, so a
 * reconnect with `Last-Event-ID` (or the polling fallback, `GET /chat/events?after=`) loses nothing.
 */
import type { ChatMessage, ChatSide } from './chat';

export type LiveEvent =
  /** A message in one of the user's conversations (their own too, for their other tabs and devices). */
  | { type: 'message'; chat_id: number; message: ChatMessage }
  /** The other side (or the user elsewhere) read a conversation's messages up to `up_to`. */
  | { type: 'read'; chat_id: number; reader: ChatSide; up_to: number; read_at: string }
  /** The user's unread messages over all conversations (the header badge). */
  | { type: 'unread'; unread: number }
  /** Support answered or moved one of the user's tickets. */
  | { type: 'ticket'; ticket_id: number; status: string };

export type LiveEventType = LiveEvent['type'];

/** One event with its id: the SSE `id:` line, and what `Last-Event-ID` / `after` resume from. */
export interface LiveEnvelope {
  id: number;
  event: LiveEvent;
}

/** GET /chat/events?after=<id> `data`: the polling fallback. `last_id` is where to ask from next. */
export interface LiveEventsPage {
  events: LiveEnvelope[];
  last_id: number;
}

/** Seconds between two SSE comments that keep proxies from closing an idle stream. */
export const LIVE_HEARTBEAT_SECONDS = 20;

/** Seconds between two polls when the stream cannot be read. */
export const LIVE_POLL_SECONDS = 10;
