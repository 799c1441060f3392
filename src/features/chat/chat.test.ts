import { describe, expect, it } from 'vitest';
import type { ChatMessage, ChatSummary, ChatThread } from '#contract';
import {
  checkMessage,
  initialSse,
  listWithEvent,
  listWithRead,
  liveFrame,
  markMineRead,
  mergeMessages,
  partnerName,
  readSse,
  reconnectDelay,
  type SseFrame,
  seenMessageId,
  threadWithEvent,
} from './chat';

const message = (id: number, mine: boolean, extra: Partial<ChatMessage> = {}): ChatMessage => ({
  id,
  chat_id: 1,
  sender: mine ? 'buyer' : 'seller',
  mine,
  body: `message ${id}`,
  created_at: `2026-11-27T10:00:${String(id).padStart(2, '0')}.000Z`,
  read_at: null,
  context: null,
  ...extra,
});

const summary = (id: number, extra: Partial<ChatSummary> = {}): ChatSummary => ({
  id,
  side: 'buyer',
  vendor: { id: 3, name: 'Dhaka Fashion', slug: 'dhaka-fashion', logo: null },
  buyer: { id: 9, name: 'Rahim' },
  last_message: { body: 'hello', sender: 'buyer', created_at: '2026-11-27T09:00:00.000Z' },
  unread: 0,
  context: null,
  updated_at: '2026-11-27T09:00:00.000Z',
  ...extra,
});

/** Every frame of a stream fed in the given chunks. */
function framesOf(chunks: string[]): SseFrame[] {
  let state = initialSse();
  const frames: SseFrame[] = [];
  for (const chunk of chunks) {
    const read = readSse(state, chunk);
    state = read.state;
    frames.push(...read.frames);
  }
  return frames;
}

describe('a message to send', () => {
  it('is trimmed and NFC-normalised, as the API stores it', () => {
    expect(checkMessage('  \u0995\u09c7\u09be  ')).toEqual({ body: '\u0995\u09cb' });
    expect(checkMessage(' Is size M in stock?\n')).toEqual({ body: 'Is size M in stock?' });
  });

  it('is refused when empty or blank, and beyond 2,000 characters after trimming', () => {
    expect(checkMessage(' \n\t ')).toEqual({ problem: 'required' });
    expect(checkMessage(`${'a'.repeat(2000)}   `)).toEqual({ body: 'a'.repeat(2000) });
    expect(checkMessage('a'.repeat(2001))).toEqual({ problem: 'tooLong' });
  });
});

describe('the partner', () => {
  it('is the shop for the shopper and the shopper for the seller', () => {
    expect(partnerName(summary(1))).toBe('Dhaka Fashion');
    expect(partnerName(summary(1, { side: 'seller' }))).toBe('Rahim');
  });
});

describe('messages of a conversation', () => {
  it('merge each message once, oldest first, the later copy winning', () => {
    const read = message(2, true, { read_at: '2026-11-27T10:05:00.000Z' });
    const merged = mergeMessages([message(1, false), message(2, true)], [message(3, false), read]);
    expect(merged.map(({ id }) => id)).toEqual([1, 2, 3]);
    expect(merged[1]).toBe(read);
  });

  it('put an older page before the shown ones', () => {
    expect(
      mergeMessages([message(5, true), message(6, false)], [message(3, false), message(4, true)]).map(({ id }) => id),
    ).toEqual([3, 4, 5, 6]);
  });

  it('take a read receipt on the reader’s own messages up to the given id only', () => {
    const messages = markMineRead([message(1, true), message(2, false), message(3, true)], 2, 'at');
    expect(messages.map((entry) => entry.read_at)).toEqual(['at', null, null]);
  });

  it('show "seen" on the reader’s last message once the other side has read it', () => {
    expect(seenMessageId([message(1, true, { read_at: 'at' }), message(2, true)])).toBeNull();
    expect(seenMessageId([message(1, true), message(2, true, { read_at: 'at' }), message(3, false)])).toBe(2);
    expect(seenMessageId([message(1, false)])).toBeNull();
  });
});

describe('the open conversation on a live event', () => {
  const thread: ChatThread = { chat: summary(1), messages: [message(1, true), message(2, false)], has_more: false };

  it('takes a new message of its own once, even when the send’s answer already added it', () => {
    const event = { type: 'message', chat_id: 1, message: message(3, true) } as const;
    const once = threadWithEvent(thread, event);
    expect(threadWithEvent(once, event).messages.map(({ id }) => id)).toEqual([1, 2, 3]);
  });

  it('ignores another conversation’s message and the reader’s own read', () => {
    expect(threadWithEvent(thread, { type: 'message', chat_id: 2, message: message(9, false) })).toBe(thread);
    expect(threadWithEvent(thread, { type: 'read', chat_id: 1, reader: 'buyer', up_to: 2, read_at: 'at' })).toBe(
      thread,
    );
  });

  it('marks the reader’s messages seen when the other side reads', () => {
    const read = threadWithEvent(thread, { type: 'read', chat_id: 1, reader: 'seller', up_to: 2, read_at: 'at' });
    expect(seenMessageId(read.messages)).toBe(1);
  });
});

describe('the conversation list on a live event', () => {
  const list = [summary(1), summary(2, { unread: 1 })];
  const incoming = (chatId: number, mine = false) =>
    ({ type: 'message', chat_id: chatId, message: message(7, mine, { chat_id: chatId }) }) as const;

  it('moves the conversation to the top with the message, counting it unread', () => {
    const { list: next, known } = listWithEvent(list, incoming(2), null);
    expect(known).toBe(true);
    expect(next.map(({ id }) => id)).toEqual([2, 1]);
    expect(next[0]?.unread).toBe(2);
    expect(next[0]?.last_message?.body).toBe('message 7');
  });

  it('does not count the reader’s own message, nor one in the conversation open on screen', () => {
    expect(listWithEvent(list, incoming(2, true), null).list[0]?.unread).toBe(1);
    expect(listWithEvent(list, incoming(2), 2).list[0]?.unread).toBe(1);
  });

  it('keeps the newer context when a message carries one', () => {
    const context = { kind: 'order', id: 5, invoice_number: 'HAAT-5' } as const;
    const event = { type: 'message', chat_id: 1, message: message(8, true, { context }) } as const;
    expect(listWithEvent(list, event, null).list[0]?.context).toEqual(context);
  });

  it('asks for the list again for a conversation it does not hold yet', () => {
    expect(listWithEvent(list, incoming(3), null).known).toBe(false);
  });

  it('clears a conversation’s unread when the reader read it elsewhere, not when the other side read', () => {
    const ownRead = { type: 'read', chat_id: 2, reader: 'buyer', up_to: 9, read_at: 'at' } as const;
    expect(listWithEvent(list, ownRead, null).list[1]?.unread).toBe(0);
    expect(listWithEvent(list, { ...ownRead, reader: 'seller' }, null).list[1]?.unread).toBe(1);
    expect(listWithRead(list, 2)[1]?.unread).toBe(0);
  });
});

describe('the event stream reader', () => {
  const frame = (id: string | null, event: string, data: string): SseFrame => ({ id, event, data });

  it('reads id, event and data, frame by frame', () => {
    expect(framesOf(['id: 1\nevent: unread\ndata: {"type":"unread","unread":2}\n\nid: 2\ndata: x\n\n'])).toEqual([
      frame('1', 'unread', '{"type":"unread","unread":2}'),
      frame('2', 'message', 'x'),
    ]);
  });

  it('joins a frame split anywhere across chunks, even inside a field name or a CRLF', () => {
    const stream = 'id: 41\r\nevent: message\r\ndata: {"a":1}\r\n\r\n';
    const expected = [frame('41', 'message', '{"a":1}')];
    for (let cut = 1; cut < stream.length; cut += 1) {
      expect(framesOf([stream.slice(0, cut), stream.slice(cut)])).toEqual(expected);
    }
    expect(framesOf([...stream])).toEqual(expected);
  });

  it('takes CR alone as a line end too', () => {
    expect(framesOf(['id: 3\rdata: a\r\r'])).toEqual([frame('3', 'message', 'a')]);
  });

  it('skips comments (heartbeats) and joins multi-line data with LF', () => {
    expect(framesOf([': ping\n\n', 'id: 5\ndata: one\n: keep-alive\ndata: two\ndata\n\n'])).toEqual([
      frame('5', 'message', 'one\ntwo\n'),
    ]);
  });

  it('gives a frame without an id line none, and drops a frame with no data while keeping its id to resume from', () => {
    expect(framesOf(['event: unread\ndata: a\n\nid: 8\n\n', 'data: b\n\n'])).toEqual([
      frame(null, 'unread', 'a'),
      frame(null, 'message', 'b'),
    ]);
    let state = initialSse();
    for (const chunk of ['id: 7\ndata: a\n\n', 'id: 8\n\n', 'data: b\n\n']) state = readSse(state, chunk).state;
    expect(state.lastId).toBe('8');
  });

  it('takes a value without its one leading space, and a field without a colon as empty', () => {
    expect(framesOf(['data:  two spaces\nevent\n\n'])).toEqual([frame(null, 'message', ' two spaces')]);
  });

  it('holds back a frame whose blank line has not come yet', () => {
    expect(framesOf(['id: 1\ndata: a\n'])).toEqual([]);
  });

  it('ignores a byte order mark opening the stream', () => {
    expect(framesOf(['\uFEFFdata: a\n\n'])).toEqual([frame(null, 'message', 'a')]);
  });
});

describe('a frame as a live event', () => {
  const unread = { type: 'unread', unread: 3 };

  it('has a positive id and a typed JSON event, or no id for one that is not a row (a fresh stream’s first count)', () => {
    expect(liveFrame({ id: '12', event: 'unread', data: JSON.stringify(unread) })).toEqual({ id: 12, event: unread });
    expect(liveFrame({ id: null, event: 'unread', data: JSON.stringify(unread) })).toEqual({ id: null, event: unread });
  });

  it('is nothing with a bad id, or with data that is not an event', () => {
    expect(liveFrame({ id: 'x', event: 'unread', data: JSON.stringify(unread) })).toBeNull();
    expect(liveFrame({ id: '3', event: 'message', data: 'not json' })).toBeNull();
    expect(liveFrame({ id: '3', event: 'message', data: '"text"' })).toBeNull();
  });
});

describe('reconnecting', () => {
  it('waits 1, 2, 4… seconds after failures in a row, never more than 30', () => {
    expect([1, 2, 3, 4, 9].map(reconnectDelay)).toEqual([1, 2, 4, 8, 30]);
  });
});
