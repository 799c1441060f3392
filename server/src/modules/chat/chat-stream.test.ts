/**
 * GET /chat/stream and GET /chat/events over HTTP (the app listening, read with fetch as the storefront reads it), on
 * the run's driver: events written with publishLive inside transactions, as the chat and ticket writes do.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiFailure, LiveEvent, LiveEventsPage } from '#contract';
import { apiCaller, createTestApp, dataOf, failureOf, SITE_ORIGIN, type TestApp } from '../../app.test-helpers';
import { authSessions } from '../../db/schema';
import { freePort } from '../../lib/free-port';
import { publishLive } from '../../lib/live/publish-live';
import { createTestAccount, type TestAccount } from '../auth/auth.test-helpers';
import { type LiveStreamReader, openLiveStream } from './chat-stream.test-helpers';

let t: TestApp;
let base: string;
let shopper: TestAccount;
let other: TestAccount;
const opened: LiveStreamReader[] = [];

beforeAll(async () => {
  t = await createTestApp({ products: 0 });
  const port = await freePort();
  await t.app.listen({ port, host: '127.0.0.1' });
  base = `http://127.0.0.1:${port}/api/v1`;
  shopper = await createTestAccount(t.database.db);
  other = await createTestAccount(t.database.db);
});

afterAll(async () => {
  for (const stream of opened) stream.close();
  await t?.close();
});

async function open(account: TestAccount | null, headers: Record<string, string> = {}) {
  const stream = await openLiveStream(base, account?.tokens.access_token ?? null, headers);
  opened.push(stream);
  return stream;
}

let sent = 0;
/** One event for `account`, committed the way a chat write commits it. */
async function publish(account: TestAccount): Promise<LiveEvent> {
  sent += 1;
  const event: LiveEvent = { type: 'ticket', ticket_id: sent, status: 'answered' };
  await t.database.db.transaction((tx) => publishLive(tx, [account.user.id], event));
  return event;
}

describe('GET /chat/stream', () => {
  it('starts with a retry hint and the unread count (no id), then carries each committed event with its id and type', async () => {
    const stream = await open(shopper);
    expect(stream.status).toBe(200);
    expect(stream.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    const event = await publish(shopper);
    const [received] = await stream.waitForEvents(1);
    expect(stream.frames[0]?.retry).toMatch(/^\d+$/);
    expect(stream.frames[1]).toEqual({ event: 'unread', data: JSON.stringify({ type: 'unread', unread: 0 }) });
    expect(received?.event).toEqual(event);
    expect(stream.frames.find((frame) => frame.id !== undefined)?.event).toBe('ticket');
    stream.close();
  });

  it('never carries the event of a rolled-back transaction', async () => {
    const stream = await open(shopper);
    await t.database.db
      .transaction(async (tx) => {
        await publishLive(tx, [shopper.user.id], { type: 'ticket', ticket_id: 0, status: 'rolled back' });
        tx.rollback();
      })
      .catch(() => undefined);
    const committed = await publish(shopper);
    await stream.waitForEvents(1);
    await sleep(100);
    expect(stream.events().map((envelope) => envelope.event)).toEqual([committed]);
    stream.close();
  });

  it('with Last-Event-ID, replays exactly the events after it, in order, then goes on live', async () => {
    const first = await open(shopper);
    await publish(shopper);
    const [seen] = await first.waitForEvents(1);
    first.close();
    const missed = [await publish(shopper), await publish(shopper), await publish(shopper)];
    const resumed = await open(shopper, { 'last-event-id': String(seen?.id) });
    const replayed = await resumed.waitForEvents(3);
    expect(replayed.map((envelope) => envelope.event)).toEqual(missed);
    expect(resumed.frames.some((frame) => frame.event === 'unread')).toBe(false);
    const live = await publish(shopper);
    const all = await resumed.waitForEvents(4);
    expect(all.at(-1)?.event).toEqual(live);
    expect(all.map((envelope) => envelope.id)).toEqual([...all.map((envelope) => envelope.id)].sort((a, b) => a - b));
    await sleep(100);
    expect(resumed.events()).toHaveLength(4);
    resumed.close();
  });

  it("never carries another user's events", async () => {
    const stream = await open(shopper);
    await publish(other);
    const mine = await publish(shopper);
    await stream.waitForEvents(1);
    await sleep(100);
    expect(stream.events().map((envelope) => envelope.event)).toEqual([mine]);
    stream.close();
  });

  it('answers 401 without a live token and 422 to an unverified phone, in the one error shape', async () => {
    const guest = await open(null);
    expect(guest.status).toBe(401);
    expect((guest.body as ApiFailure).code).toBe('UNAUTHENTICATED');
    const unverified = await open(await createTestAccount(t.database.db, { verified: false }));
    expect(unverified.status).toBe(422);
    expect((unverified.body as ApiFailure).code).toBe('PHONE_NOT_VERIFIED');
    const badId = await open(shopper, { 'last-event-id': 'abc' });
    expect(badId.status).toBe(422);
  });

  it("ends the user's oldest stream when a sixth opens, and no other", async () => {
    const account = await createTestAccount(t.database.db);
    const streams = [];
    for (let index = 0; index < 6; index += 1) streams.push(await open(account));
    await streams[0]?.ended;
    await publish(account);
    for (const stream of streams.slice(1)) expect(await stream.waitForEvents(1)).toHaveLength(1);
    expect(streams[0]?.events()).toEqual([]);
    for (const stream of streams) stream.close();
  });

  it('ends when the access token expires, so the client refreshes it and reconnects', async () => {
    const account = await createTestAccount(t.database.db);
    const stream = await open(account);
    await t.database.db
      .update(authSessions)
      .set({ accessExpiresAt: new Date(Date.now() + 300) })
      .where(eq(authSessions.userId, account.user.id));
    const reopened = await open(account);
    const started = Date.now();
    await reopened.ended;
    expect(Date.now() - started).toBeLessThan(2_000);
    stream.close();
  });

  it('lets the storefront read it across origins, Last-Event-ID included', async () => {
    const preflight = await fetch(`${base}/chat/stream`, {
      method: 'OPTIONS',
      headers: {
        origin: SITE_ORIGIN,
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'authorization,last-event-id',
      },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBe(SITE_ORIGIN);
    expect(preflight.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('last-event-id');
    const stream = await open(shopper, { origin: SITE_ORIGIN });
    expect(stream.headers.get('access-control-allow-origin')).toBe(SITE_ORIGIN);
    stream.close();
  });
});

describe('GET /chat/events (the polling fallback)', () => {
  it('without after: no events and the latest id, to poll from now', async () => {
    const account = await createTestAccount(t.database.db);
    const call = apiCaller(t, account.tokens.access_token);
    expect(dataOf<LiveEventsPage>(await call('GET', '/chat/events'))).toEqual({ events: [], last_id: 0 });
    await publish(account);
    const page = dataOf<LiveEventsPage>(await call('GET', '/chat/events'));
    expect(page.events).toEqual([]);
    expect(page.last_id).toBeGreaterThan(0);
  });

  it("with after: the user's events after it, in order, and where to ask from next", async () => {
    const account = await createTestAccount(t.database.db);
    const call = apiCaller(t, account.tokens.access_token);
    const { last_id: start } = dataOf<LiveEventsPage>(await call('GET', '/chat/events'));
    const sentNow = [await publish(account), await publish(other), await publish(account)];
    const page = dataOf<LiveEventsPage>(await call('GET', `/chat/events?after=${start}`));
    expect(page.events.map((envelope) => envelope.event)).toEqual([sentNow[0], sentNow[2]]);
    expect(page.last_id).toBe(page.events.at(-1)?.id);
    expect(dataOf<LiveEventsPage>(await call('GET', `/chat/events?after=${page.last_id}`))).toEqual({
      events: [],
      last_id: page.last_id,
    });
  });

  it('answers 401 to a guest, 422 to an unverified phone and to an after that is not an id', async () => {
    expect((await apiCaller(t, null)('GET', '/chat/events')).statusCode).toBe(401);
    const unverified = await createTestAccount(t.database.db, { verified: false });
    expect((await apiCaller(t, unverified.tokens.access_token)('GET', '/chat/events')).statusCode).toBe(422);
    const bad = await apiCaller(t, shopper.tokens.access_token)('GET', '/chat/events?after=-1');
    expect(bad.statusCode).toBe(422);
    expect(failureOf(bad).errors?.after).toBeDefined();
  });
});

describe('closing the app', () => {
  it('ends the open streams at once instead of waiting for their clients', async () => {
    const streams = [await open(shopper), await open(other)];
    const started = Date.now();
    await t.app.close();
    await Promise.all(streams.map((stream) => stream.ended));
    expect(Date.now() - started).toBeLessThan(2_000);
  });
});
