/**
 * A shopper's reply and the same shopper's close sent at once through two API processes on one PostgreSQL database
 * (PostgreSQL only: PGlite runs one transaction at a time). The ticket row is locked by each write, so a reply never
 * lands on a ticket closed meanwhile, nor reopens it; and a burst of one shopper's writes is held to the hourly limit.
 */
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  type ApiProcess,
  createScratchDatabase,
  createShoppers,
  postJsonOver,
  type ScratchDatabase,
  type Shopper,
  startApiProcess,
} from '../../api-processes.test-helpers';
import { burstOver } from '../../bursts.test-helpers';
import { ticketCategories, ticketReplies, tickets } from '../../db/schema';
import { TICKET_WRITES_PER_HOUR } from './tickets.service';

const ROUNDS = 8;
let scratch: ScratchDatabase;
let instances: [ApiProcess, ApiProcess];
let shopper: Shopper;
let writer: Shopper;

beforeAll(async () => {
  scratch = await createScratchDatabase('ticket_race', 0);
  instances = await Promise.all([startApiProcess(scratch.url), startApiProcess(scratch.url)]);
  [shopper, writer] = (await createShoppers(scratch.handle.db, 2)) as [Shopper, Shopper];
});

afterAll(async () => {
  await Promise.all((instances ?? []).map((api) => api.stop()));
  await scratch?.drop();
});

const postJson = (api: ApiProcess, path: string, body: object) => postJsonOver(api.base, shopper.token, path, body);

it(`a reply and a close at once: the ticket ends closed, with the reply stored only when it was answered 201 (${ROUNDS} rounds)`, async () => {
  const { db } = scratch.handle;
  const [category] = await db.select().from(ticketCategories).orderBy(asc(ticketCategories.id)).limit(1);
  const outcomes: number[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    const created = await postJson(instances[0], '/ticket', {
      subject: `Round ${round}`,
      category_id: category!.id,
      priority: 'low',
      message: 'Please help.',
    });
    expect(created.status).toBe(201);
    const { id } = ((await created.json()) as { data: { id: number } }).data;
    const [reply, close] = await Promise.all([
      postJson(instances[round % 2 === 0 ? 0 : 1], '/ticket-reply', { ticket_id: id, message: 'One more thing' }),
      postJson(instances[round % 2 === 0 ? 1 : 0], '/ticket-status', { ticket_id: id, status: 'closed' }),
    ]);
    expect(close.status).toBe(200);
    expect([201, 409]).toContain(reply.status);
    outcomes.push(reply.status);
    const [ticket] = await db.select().from(tickets).where(eq(tickets.id, id));
    expect(ticket).toMatchObject({ status: 'closed', awaitingSince: null });
    const replies = await db.select().from(ticketReplies).where(eq(ticketReplies.ticketId, id));
    expect(replies).toHaveLength(reply.status === 201 ? 1 : 0);
  }
  expect(outcomes).toHaveLength(ROUNDS);
}, 120_000);

it(`${2 * TICKET_WRITES_PER_HOUR} tickets of one shopper sent at once over both: ${TICKET_WRITES_PER_HOUR} stored, the rest 429`, async () => {
  const { db } = scratch.handle;
  const [category] = await db.select().from(ticketCategories).orderBy(asc(ticketCategories.id)).limit(1);
  const ticket = { subject: 'Burst', category_id: category!.id, priority: 'low', message: 'Please help.' };
  // Twice the limit, so many writes meet at the count (replies take turns on their ticket's row anyway).
  const answers = await burstOver(instances, 2 * TICKET_WRITES_PER_HOUR, (base) =>
    postJsonOver(base, writer.token, '/ticket', ticket),
  );
  expect(answers).toEqual({ 201: TICKET_WRITES_PER_HOUR, 429: TICKET_WRITES_PER_HOUR });
  expect(await db.$count(tickets, eq(tickets.userId, writer.userId))).toBe(TICKET_WRITES_PER_HOUR);
}, 60_000);
