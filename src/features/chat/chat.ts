import type { ChatMessage, ChatSummary, ChatThread, LiveEvent } from '#contract';
import { CHAT_MESSAGE_MAX_LENGTH } from '#contract/chat';

/** Who the reader talks to: the shop for a shopper, the shopper for the shop's seller. */
export function partnerName(chat: Pick<ChatSummary, 'side' | 'vendor' | 'buyer'>): string {
  return chat.side === 'buyer' ? chat.vendor.name : chat.buyer.name;
}

/** Keys of `chat.errors`. */
export type MessageProblem = 'required' | 'tooLong';

/** The message as the API stores it (trimmed, NFC), or why it cannot be sent. */
export function checkMessage(text: string): { body: string } | { problem: MessageProblem } {
  const body = text.trim().normalize('NFC');
  if (!body) return { problem: 'required' };
  return body.length > CHAT_MESSAGE_MAX_LENGTH ? { problem: 'tooLong' } : { body };
}

/** Both lists of messages as one, each message once (the later copy wins: it may carry a read receipt), oldest first. */
export function mergeMessages(shown: readonly ChatMessage[], added: readonly ChatMessage[]): ChatMessage[] {
  const byId = new Map<number, ChatMessage>();
  for (const message of [...shown, ...added]) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

/** The reader's own messages up to `upTo`, read by the other side at `readAt` (a read receipt). */
export function markMineRead(messages: readonly ChatMessage[], upTo: number, readAt: string): ChatMessage[] {
  return messages.map((message) =>
    message.mine && message.id <= upTo && message.read_at === null ? { ...message, read_at: readAt } : message,
  );
}

/** The reader's last message when the other side has read it (it shows "seen"), else null. */
export function seenMessageId(messages: readonly ChatMessage[]): number | null {
  const last = messages.findLast((message) => message.mine);
  return last?.read_at ? last.id : null;
}

/** The open conversation changed by a live event: a message of its own merged in, a read receipt applied. */
export function threadWithEvent(thread: ChatThread, event: LiveEvent): ChatThread {
  if (event.type === 'message' && event.chat_id === thread.chat.id) {
    // A replayed message older than the pages shown would open a gap: scrolling up brings it in its place.
    const first = thread.messages[0];
    if (thread.has_more && first && event.message.id < first.id) return thread;
    return { ...thread, messages: mergeMessages(thread.messages, [event.message]) };
  }
  if (event.type === 'read' && event.chat_id === thread.chat.id && event.reader !== thread.chat.side) {
    return { ...thread, messages: markMineRead(thread.messages, event.up_to, event.read_at) };
  }
  return thread;
}

/**
 * The conversation list changed by a live event: a message moves its conversation to the top with it as the last
 * message (one more unread unless it is the reader's own or the conversation is open on screen); the reader's own
 * read (here or on another device) clears its unread. `known` is false for a message in a conversation the list
 * does not hold yet (a shopper's first message to a seller): the list must be loaded again.
 */
export function listWithEvent(
  list: readonly ChatSummary[],
  event: LiveEvent,
  openId: number | null,
): { list: ChatSummary[]; known: boolean } {
  if (event.type !== 'message' && event.type !== 'read') return { list: [...list], known: true };
  const chat = list.find((entry) => entry.id === event.chat_id);
  if (!chat) return { list: [...list], known: event.type === 'read' };
  if (event.type === 'read') {
    const read = event.reader === chat.side ? { ...chat, unread: 0 } : chat;
    return { list: list.map((entry) => (entry === chat ? read : entry)), known: true };
  }
  const { message } = event;
  if (chat.last_message && message.created_at < chat.last_message.created_at) return { list: [...list], known: true };
  const counted = !message.mine && event.chat_id !== openId;
  const moved: ChatSummary = {
    ...chat,
    last_message: { body: message.body, sender: message.sender, created_at: message.created_at },
    unread: counted ? chat.unread + 1 : chat.unread,
    context: message.context ?? chat.context,
    updated_at: message.created_at,
  };
  return { list: [moved, ...list.filter((entry) => entry !== chat)], known: true };
}

/** The list with one conversation's unread cleared (it has just been opened, which marks it read). */
export function listWithRead(list: readonly ChatSummary[], chatId: number): ChatSummary[] {
  return list.map((entry) => (entry.id === chatId && entry.unread > 0 ? { ...entry, unread: 0 } : entry));
}

/** One Server-Sent Events frame: its own id (null without an `id:` line), type and data. */
export interface SseFrame {
  id: string | null;
  event: string;
  data: string;
}

/** What the reader keeps between chunks: the unfinished line, the frame being read, the last id. */
export interface SseState {
  line: string;
  data: string[] | null;
  event: string;
  id: string | null;
  /** The stream's last event id (what `Last-Event-ID` resumes from). */
  lastId: string;
  /** The previous chunk ended in CR: a LF opening the next one belongs to that line break. */
  afterCr: boolean;
  started: boolean;
}

export const initialSse = (lastId = ''): SseState => ({
  line: '',
  data: null,
  event: '',
  id: null,
  lastId,
  afterCr: false,
  started: false,
});

/**
 * The frames a chunk of an event stream completes (the WHATWG rules): lines end in CRLF, LF or CR, even split
 * across chunks; `:` lines are comments (heartbeats); `data` lines join with LF; a blank line ends a frame; a frame
 * without data is dropped (its id still moves `lastId`). Pure: the next state comes back with the frames.
 */
export function readSse(state: SseState, chunk: string): { state: SseState; frames: SseFrame[] } {
  let text = chunk;
  let { line, data, event, id, lastId, afterCr, started } = state;
  if (afterCr && text.startsWith('\n')) text = text.slice(1);
  if (!started && (line + text).length > 0) {
    started = true;
    if (line === '' && text.startsWith('\uFEFF')) text = text.slice(1);
  }
  const frames: SseFrame[] = [];
  const parts = text.split(/\r\n|\r|\n/);
  afterCr = text.endsWith('\r');
  const rest = parts.pop() ?? '';
  for (const part of parts) {
    const full = line + part;
    line = '';
    if (full === '') {
      if (id !== null) lastId = id;
      if (data !== null) frames.push({ id, event: event || 'message', data: data.join('\n') });
      data = null;
      event = '';
      id = null;
      continue;
    }
    if (full.startsWith(':')) continue;
    const colon = full.indexOf(':');
    const field = colon === -1 ? full : full.slice(0, colon);
    const value = colon === -1 ? '' : full.slice(colon + 1).replace(/^ /, '');
    if (field === 'data') data = [...(data ?? []), value];
    else if (field === 'event') event = value;
    else if (field === 'id' && !value.includes('\0')) id = value;
  }
  line += rest;
  return { state: { line, data, event, id, lastId, afterCr, started }, frames };
}

/** A live event with its id; null for one that is not a row (a fresh stream's first unread count). */
export type LiveFrame = { id: number | null; event: LiveEvent };

/** A frame as a live event, or null for anything else (a bad id, data that is not an event). */
export function liveFrame(frame: SseFrame): LiveFrame | null {
  const id = frame.id === null ? null : Number(frame.id);
  if (id !== null && (!Number.isSafeInteger(id) || id <= 0)) return null;
  try {
    const event = JSON.parse(frame.data) as LiveEvent;
    return event && typeof event === 'object' && typeof event.type === 'string' ? { id, event } : null;
  } catch {
    return null;
  }
}

/** Seconds to wait before connecting again after `failures` failed attempts in a row: 1, 2, 4… up to 30. */
export function reconnectDelay(failures: number): number {
  return Math.min(30, 2 ** Math.max(0, failures - 1));
}

/** Streams that failed this many times in a row give way to polling. */
export const STREAM_FAILURES_BEFORE_POLLING = 3;
