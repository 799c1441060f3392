import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AdminTicket,
  type AdminTicketSummary,
  type Page,
  TICKET_ANSWER_HOURS,
  type TicketDetail,
} from '#contract';
import { dataOf, failureOf } from '../../app.test-helpers';
import { liveEvents, users } from '../../db/schema';
import { type CheckoutTestApp, call } from '../../orders.test-helpers';
import { createTestAccount } from '../auth/auth.test-helpers';
import { ADMIN_TOKEN, createOrdersTestApp } from '../orders/orders.test-helpers';
import { createTicket, pdfBytes, postForm } from '../tickets/tickets.test-helpers';

let t: CheckoutTestApp;

beforeAll(async () => {
  t = await createOrdersTestApp();
});
afterAll(() => t?.close());

const admin = (method: 'GET' | 'POST', url: string, payload?: unknown) =>
  call(t, method, url, { token: ADMIN_TOKEN, payload });

async function shopperTicket(fields = {}, options: { locale?: 'en' | 'bn' } = {}) {
  const account = await createTestAccount(t.database.db, options.locale ? { locale: options.locale } : {});
  const token = account.tokens.access_token;
  const ticket = dataOf<TicketDetail>(await createTicket(t.app, token, fields), 201);
  return { ticket, token, user: account.user };
}

describe('the back office’s ticket list', () => {
  it('needs the admin token', async () => {
    expect((await call(t, 'GET', '/admin/tickets')).statusCode).toBe(401);
    const { token } = await shopperTicket();
    expect((await call(t, 'GET', '/admin/tickets', { token })).statusCode).toBe(401);
  });

  it('shows who wrote each ticket, and marks an open one overdue only after 72 hours', async () => {
    const { ticket, user } = await shopperTicket({ subject: 'Where is my parcel?' });
    const listed = async (query = '') =>
      dataOf<Page<AdminTicketSummary>>(await admin('GET', `/admin/tickets${query}`)).data.find(
        (row) => row.id === ticket.id,
      );
    expect(await listed()).toMatchObject({
      subject: 'Where is my parcel?',
      status: 'open',
      overdue: false,
      customer: { user_id: user.id, name: user.name, phone: user.phone },
    });
    expect(await listed('?overdue=true')).toBeUndefined();

    t.advance(TICKET_ANSWER_HOURS * 60 - 1);
    expect((await listed())?.overdue).toBe(false);
    t.advance(2);
    expect((await listed())?.overdue).toBe(true);
    expect(await listed('?overdue=true')).toMatchObject({ overdue: true });
    expect(await listed('?status=answered')).toBeUndefined();

    dataOf(await admin('POST', `/admin/tickets/${ticket.id}/reply`, { message: 'On its way.' }), 201);
    expect(await listed('?overdue=true')).toBeUndefined();
    expect(await listed()).toMatchObject({ status: 'answered', overdue: false, awaiting_since: null });
  });
});

describe('support’s reply', () => {
  it('answers the ticket, texts the shopper in their language and puts it on their live stream', async () => {
    const { ticket, token, user } = await shopperTicket({}, { locale: 'bn' });
    const smsBefore = t.sent.length;
    const response = await postForm(t.app, `/admin/tickets/${ticket.id}/reply`, ADMIN_TOKEN, { message: 'দেখছি।' }, [
      { name: 'label.pdf', type: 'application/pdf', content: pdfBytes() },
    ]);
    const answered = dataOf<AdminTicket>(response, 201);
    expect(answered.status).toBe('answered');
    const reply = answered.replies.at(-1)!;
    expect(reply).toMatchObject({ author: 'support', author_name: 'Haat support', message: 'দেখছি।' });
    expect(reply.attachments[0]?.url).toBe(`/api/v1/admin/ticket-attachment/${reply.attachments[0]?.id}`);

    await expect.poll(() => t.sent.length).toBe(smsBefore + 1);
    const sms = t.sent.at(-1)!;
    expect(sms.to).toBe(user.phone);
    expect(sms.text).toContain(`#${ticket.id.toLocaleString('bn-BD', { useGrouping: false })}`);
    expect(sms.text).toContain(`/bn/user/help-support/${ticket.id}`);
    expect(sms.text).toMatch(/^হাট:/);

    const events = await t.database.db.select().from(liveEvents).where(eq(liveEvents.userId, user.id));
    expect(events.map((row) => row.event)).toEqual([{ type: 'ticket', ticket_id: ticket.id, status: 'answered' }]);

    const seen = dataOf<TicketDetail>(await call(t, 'GET', `/ticket/${ticket.id}`, { token, locale: 'bn' }));
    expect(seen.replies.at(-1)).toMatchObject({ author: 'support', author_name: 'হাট সাপোর্ট' });
    const file = seen.replies.at(-1)!.attachments[0]!;
    const download = await call(t, 'GET', `/ticket-attachment/${file.id}`, { token });
    expect(download.rawPayload.equals(pdfBytes())).toBe(true);
    const supportCopy = await admin('GET', `/admin/ticket-attachment/${file.id}`);
    expect(supportCopy.headers['content-disposition']).toBe(
      `attachment; filename="label.pdf"; filename*=UTF-8''label.pdf`,
    );
  });

  it('a forged file in support’s reply is refused: nothing stored, nothing sent', async () => {
    const { ticket } = await shopperTicket();
    const smsBefore = t.sent.length;
    const forged = await postForm(t.app, `/admin/tickets/${ticket.id}/reply`, ADMIN_TOKEN, { message: 'x' }, [
      { name: 'x.png', type: 'image/png', content: Buffer.from('MZ\x90\0') },
    ]);
    expect(forged.statusCode).toBe(422);
    const after = dataOf<AdminTicket>(await admin('GET', `/admin/tickets/${ticket.id}`));
    expect(after).toMatchObject({ status: 'open', replies: [] });
    expect(t.sent.length).toBe(smsBefore);
  });

  it('a closed ticket takes no reply and stays closed', async () => {
    const { ticket } = await shopperTicket();
    expect(
      dataOf<AdminTicket>(await admin('POST', `/admin/tickets/${ticket.id}/status`, { status: 'closed' })).status,
    ).toBe('closed');
    const reply = await admin('POST', `/admin/tickets/${ticket.id}/reply`, { message: 'hello' });
    expect(reply.statusCode).toBe(409);
    const reopen = await admin('POST', `/admin/tickets/${ticket.id}/status`, { status: 'open' });
    expect(reopen.statusCode).toBe(409);
    expect(failureOf(reopen).message).toBe('This ticket is closed and stays closed.');
  });

  it('support may move a ticket to any other status; open again waits from then', async () => {
    const { ticket, user } = await shopperTicket();
    const resolved = await admin('POST', `/admin/tickets/${ticket.id}/status`, { status: 'resolved' });
    expect(resolved.json().message).toBe('The ticket is now resolved.');
    const reopened = dataOf<AdminTicket>(await admin('POST', `/admin/tickets/${ticket.id}/status`, { status: 'open' }));
    expect(reopened).toMatchObject({ status: 'open', overdue: false });
    expect(reopened.awaiting_since).not.toBeNull();
    const same = await admin('POST', `/admin/tickets/${ticket.id}/status`, { status: 'open' });
    expect(same.statusCode).toBe(409);
    const events = await t.database.db.select().from(liveEvents).where(eq(liveEvents.userId, user.id));
    expect(events.map((row) => (row.event as { status: string }).status)).toEqual(['resolved', 'open']);
  });

  it('an unknown ticket is 404; a bad status is 422', async () => {
    expect((await admin('GET', '/admin/tickets/999999')).statusCode).toBe(404);
    expect((await admin('POST', '/admin/tickets/999999/reply', { message: 'x' })).statusCode).toBe(404);
    const { ticket } = await shopperTicket();
    const bad = await admin('POST', `/admin/tickets/${ticket.id}/status`, { status: 'gone' });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(failureOf(bad).errors ?? {})).toEqual(['status']);
  });
});

it('a shopper without a phone number is answered but not texted', async () => {
  const { ticket, user } = await shopperTicket();
  await t.database.db.update(users).set({ phone: null }).where(eq(users.id, user.id));
  const before = t.sent.length;
  dataOf(await admin('POST', `/admin/tickets/${ticket.id}/reply`, { message: 'Answered.' }), 201);
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(t.sent.length).toBe(before);
});
