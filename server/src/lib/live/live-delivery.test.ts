import { describe, expect, it } from 'vitest';
import type { LiveEnvelope } from '#contract';
import { deliveries, needsRead, parseLiveNotification, readAfter, streamsOverCap } from './live-delivery';
import { eventFrame, unsavedEventFrame } from './sse-frames';

const unread = (id: number): LiveEnvelope => ({ id, event: { type: 'unread', unread: id } });
const ids = (events: LiveEnvelope[]) => events.map((event) => event.id);

describe('parseLiveNotification', () => {
  it('reads userId:eventId and refuses anything else', () => {
    expect(parseLiveNotification('12:3456')).toEqual({ userId: 12, eventId: 3456 });
    for (const payload of ['', '12', '12:', ':5', '12:5:6', 'a:1', '1:-2', ' 1:2', '1.5:2']) {
      expect(parseLiveNotification(payload)).toBeNull();
    }
  });
});

describe('needsRead and readAfter', () => {
  it('a notification calls for a read only when some stream has not sent that event', () => {
    expect(needsRead([{ lastSentId: 9 }, { lastSentId: 4 }], 9)).toBe(true);
    expect(needsRead([{ lastSentId: 9 }, { lastSentId: 12 }], 9)).toBe(false);
    expect(needsRead([], 9)).toBe(false);
  });

  it('a read starts after the stream furthest behind, and there is none without streams', () => {
    expect(readAfter([{ lastSentId: 9 }, { lastSentId: 4 }, { lastSentId: 7 }])).toBe(4);
    expect(readAfter([])).toBeNull();
  });
});

describe('deliveries', () => {
  it('gives each stream only the events after the last one it sent, in id order', () => {
    const behind = { name: 'behind', lastSentId: 1 };
    const ahead = { name: 'ahead', lastSentId: 3 };
    const done = { name: 'done', lastSentId: 4 };
    const result = deliveries([behind, ahead, done], 1, [unread(2), unread(3), unread(4)]);
    expect(result.map(({ stream, events }) => [stream.name, ids(events)])).toEqual([
      ['behind', [2, 3, 4]],
      ['ahead', [4]],
    ]);
  });

  it('sends nothing twice: the same events read again (a late or repeated notification) go nowhere', () => {
    const stream = { lastSentId: 0 };
    const events = [unread(1), unread(2)];
    const [first] = deliveries([stream], 0, events);
    stream.lastSentId = first?.events.at(-1)?.id ?? 0;
    expect(deliveries([stream], 0, events)).toEqual([]);
  });

  it('gives nothing to a stream further behind than the read (it joined during it): it would skip events', () => {
    const joined = { name: 'joined', lastSentId: 2 };
    const reading = { name: 'reading', lastSentId: 5 };
    const result = deliveries([joined, reading], 5, [unread(6)]);
    expect(result.map(({ stream }) => stream.name)).toEqual(['reading']);
  });
});

describe('streamsOverCap', () => {
  it('closes the oldest streams so that a new one fits under the cap', () => {
    expect(streamsOverCap(['a', 'b', 'c'], 3)).toEqual(['a']);
    expect(streamsOverCap(['a', 'b', 'c', 'd'], 3)).toEqual(['a', 'b']);
    expect(streamsOverCap(['a', 'b'], 3)).toEqual([]);
  });
});

describe('SSE frames', () => {
  it('an event is its id, its type and its JSON on one data line; the unsaved unread count has no id', () => {
    const message = 'two\nlines';
    const frame = eventFrame({
      id: 7,
      event: {
        type: 'message',
        chat_id: 1,
        message: {
          ...{ id: 3, chat_id: 1, sender: 'buyer', mine: true, body: message },
          ...{ created_at: '2026-01-01T00:00:00.000Z', read_at: null, context: null },
        },
      },
    });
    expect(frame.startsWith('id: 7\nevent: message\ndata: {')).toBe(true);
    expect(frame.endsWith('}\n\n')).toBe(true);
    expect(frame.split('\n')).toHaveLength(5);
    expect(unsavedEventFrame({ type: 'unread', unread: 2 })).toBe(
      'event: unread\ndata: {"type":"unread","unread":2}\n\n',
    );
  });
});
