import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Page,
  TICKET_ATTACHMENT_MAX_BYTES,
  TICKET_MESSAGE_MAX_LENGTH,
  type TicketCategory,
  type TicketDetail,
  type TicketReply,
  type TicketSummary,
} from '#contract';
import { BENGALI, dataOf, failureOf } from '../../app.test-helpers';
import { burst } from '../../bursts.test-helpers';
import { ticketAttachments, ticketReplies, tickets } from '../../db/schema';
import {
  type CheckoutTestApp,
  call,
  createCheckoutTestApp,
  shopperWithAddress,
  stockedItem,
} from '../../orders.test-helpers';
import { createTestAccount } from '../auth/auth.test-helpers';
import { placed } from '../orders/orders.test-helpers';
import { TICKET_WRITES_PER_HOUR } from './tickets.service';
import {
  createTicket,
  jpegBytes,
  pdfBytes,
  pngBytes,
  postForm,
  type TestFile,
  webpBytes,
} from './tickets.test-helpers';

let t: CheckoutTestApp;
let token: string;
let png: Buffer;

beforeAll(async () => {
  t = await createCheckoutTestApp();
  const account = await createTestAccount(t.database.db);
  token = account.tokens.access_token;
  png = await pngBytes();
});
afterAll(() => t?.close());

const get = (url: string, as = token, locale: 'en' | 'bn' = 'en') => call(t, 'GET', url, { token: as, locale });
const post = (url: string, payload: unknown, as = token) => call(t, 'POST', url, { token: as, payload });

async function rowCounts() {
  const { db } = t.database;
  const [[ticketRows], [replyRows], [fileRows]] = await Promise.all([
    db.select({ n: count() }).from(tickets),
    db.select({ n: count() }).from(ticketReplies),
    db.select({ n: count() }).from(ticketAttachments),
  ]);
  return { tickets: ticketRows?.n, replies: replyRows?.n, files: fileRows?.n };
}

const newTicket = async (fields = {}, files: TestFile[] = [], as = token) =>
  dataOf<TicketDetail>(await createTicket(t.app, as, fields, files), 201);

describe('ticket categories', () => {
  it('lists the seeded categories in the request’s language', async () => {
    const en = dataOf<TicketCategory[]>(await get('/ticket-categories'));
    const bn = dataOf<TicketCategory[]>(await get('/ticket-categories', token, 'bn'));
    expect(en.map((category) => category.name)).toContain('Delivery');
    expect(bn).toHaveLength(en.length);
    expect(bn.every((category) => BENGALI.test(category.name))).toBe(true);
  });
});

describe('creating a ticket with attachments', () => {
  it('stores a PNG, a JPEG and a WebP recognised by content (whatever type the browser claimed), lists, shows and downloads them unchanged', async () => {
    const files: TestFile[] = [
      { name: 'ছবি রসিদ.png', type: 'image/png', content: png },
      { name: 'photo.jpg', type: 'image/jpeg', content: await jpegBytes() },
      { name: 'label.webp', type: 'application/octet-stream', content: await webpBytes() },
    ];
    const created = await createTicket(t.app, token, { subject: '  Parcel late  ', priority: 'high' }, files);
    expect(created.statusCode).toBe(201);
    expect(created.json().message).toBe('Your ticket is created. Our support team will answer you here.');
    const ticket = dataOf<TicketDetail>(created, 201);
    expect(ticket).toMatchObject({ subject: 'Parcel late', priority: 'high', status: 'open', replies: [] });
    expect(ticket.attachments.map((file) => [file.name, file.type])).toEqual([
      ['ছবি রসিদ.png', 'image/png'],
      ['photo.jpg', 'image/jpeg'],
      ['label.webp', 'image/webp'],
    ]);

    const list = dataOf<Page<TicketSummary>>(await get('/ticket'));
    expect(list.data[0]).toMatchObject({ id: ticket.id, subject: 'Parcel late' });
    const detail = dataOf<TicketDetail>(await get(`/ticket/${ticket.id}`));
    expect(detail.attachments).toEqual(ticket.attachments);

    const first = ticket.attachments[0]!;
    expect(first.url).toBe(`/api/v1/ticket-attachment/${first.id}`);
    const download = await get(`/ticket-attachment/${first.id}`);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('image/png');
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect(download.headers['cache-control']).toBe('private, no-store');
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="_ _.png"; filename*=UTF-8''${encodeURIComponent('ছবি রসিদ.png')}`,
    );
    expect(download.rawPayload.equals(png)).toBe(true);
  });

  it('names a file sent without a name by its number and recognised type, and answers in Bengali', async () => {
    const created = await createTicket(t.app, token, {}, [{ name: '', type: '', content: png }], { locale: 'bn' });
    expect(created.json().message).toBe('আপনার টিকেট তৈরি হয়েছে। আমাদের সাপোর্ট টিম এখানেই আপনাকে উত্তর দেবে।');
    expect(dataOf<TicketDetail>(created, 201).attachments[0]?.name).toBe('attachment-1.png');
  });

  it('takes a PDF in a reply, and a ticket without files as JSON', async () => {
    const ticket = dataOf<TicketDetail>(
      await post('/ticket', {
        subject: 'Refund',
        category_id: (await newTicket()).category.id,
        priority: 'low',
        message: 'Where is my refund?',
      }),
      201,
    );
    const reply = dataOf<TicketReply>(
      await postForm(t.app, '/ticket-reply', token, { ticket_id: ticket.id, message: 'The receipt' }, [
        { name: 'receipt.pdf', type: 'application/pdf', content: pdfBytes() },
      ]),
      201,
    );
    expect(reply).toMatchObject({ author: 'shopper', message: 'The receipt' });
    expect(reply.attachments[0]).toMatchObject({ name: 'receipt.pdf', type: 'application/pdf' });
    const download = await get(`/ticket-attachment/${reply.attachments[0]!.id}`);
    expect(download.rawPayload.equals(pdfBytes())).toBe(true);
  });

  it('may be about one of the shopper’s own orders, never another shopper’s (422 on order_id)', async () => {
    const buyer = await shopperWithAddress(t);
    const checkout = await placed(t, buyer, [await stockedItem(t)]);
    const order = checkout.orders[0]!;
    const own = await newTicket({ order_id: order.id }, [], buyer.token);
    expect(own.order).toEqual({ id: order.id, invoice_number: order.invoice_number });
    const refused = await createTicket(t.app, token, { order_id: order.id });
    expect(refused.statusCode).toBe(422);
    expect(failureOf(refused).errors?.order_id).toEqual(['Choose one of your own orders.']);
  });
});

describe('refused uploads store nothing', () => {
  const refusedFiles: [string, TestFile][] = [
    ['an ELF program named x.png', { name: 'x.png', type: 'image/png', content: Buffer.from('\x7fELF\x02\x01\x01\0') }],
    ['a Windows program named x.png', { name: 'x.png', type: 'image/png', content: Buffer.from('MZ\x90\0\x03\0') }],
    [
      'an HTML page named x.png',
      { name: 'x.png', type: 'image/png', content: Buffer.from('<html><script>alert(1)</script></html>') },
    ],
    [
      'an SVG',
      {
        name: 'logo.svg',
        type: 'image/svg+xml',
        content: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      },
    ],
    ['an empty file', { name: 'empty.png', type: 'image/png', content: Buffer.alloc(0) }],
  ];

  it.each(refusedFiles)('%s beside a real PNG → 422 on attachments naming it', async (_what, file) => {
    const before = await rowCounts();
    const response = await createTicket(t.app, token, {}, [{ name: 'ok.png', type: 'image/png', content: png }, file]);
    expect(response.statusCode).toBe(422);
    expect(failureOf(response).errors?.attachments).toEqual([`"${file.name}" is not a JPEG, PNG, WebP or PDF file.`]);
    expect(await rowCounts()).toEqual(before);
  });

  it('a file of 5 MB and 1 byte → 413 with a clear message', async () => {
    const before = await rowCounts();
    const big = Buffer.concat([png, Buffer.alloc(TICKET_ATTACHMENT_MAX_BYTES + 1 - png.length)]);
    const response = await createTicket(t.app, token, {}, [{ name: 'big.png', type: 'image/png', content: big }]);
    expect(response.statusCode).toBe(413);
    expect(failureOf(response)).toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
      message: 'Each file may be at most 5 MB. Choose a smaller file.',
    });
    expect(await rowCounts()).toEqual(before);
    const inBengali = await createTicket(t.app, token, {}, [{ name: 'big.png', type: 'image/png', content: big }], {
      locale: 'bn',
    });
    expect(failureOf(inBengali).message).toBe('প্রতিটি ফাইল সর্বোচ্চ 5 MB হতে পারে। আরও ছোট ফাইল বেছে নিন।');
  });

  it('a file of exactly 5 MB is taken', async () => {
    const exact = Buffer.concat([png, Buffer.alloc(TICKET_ATTACHMENT_MAX_BYTES - png.length)]);
    const ticket = await newTicket({}, [{ name: 'exact.png', type: 'image/png', content: exact }]);
    expect(ticket.attachments[0]?.size).toBe(TICKET_ATTACHMENT_MAX_BYTES);
  });

  it('4 files → 422 on attachments', async () => {
    const before = await rowCounts();
    const four = Array.from({ length: 4 }, (_, index) => ({ name: `${index}.png`, type: 'image/png', content: png }));
    const response = await createTicket(t.app, token, {}, four);
    expect(response.statusCode).toBe(422);
    expect(failureOf(response).errors?.attachments).toEqual(['Attach at most 3 files.']);
    expect(await rowCounts()).toEqual(before);
  });

  it('a file in another field → 422 on that field', async () => {
    const response = await createTicket(t.app, token, {}, [{ name: 'a.png', type: 'image/png', content: png }], {
      fileField: 'subject',
    });
    expect(response.statusCode).toBe(422);
    expect(failureOf(response).errors?.subject).toEqual(['Files cannot be sent in this field.']);
  });

  it.each([
    ['without a boundary', 'multipart/form-data', 'subject=x'],
    ['cut short', 'multipart/form-data; boundary=b', '--b\r\nContent-Disposition: form-data; name="subject"\r\n\r\nx'],
    [
      'with a __proto__ field',
      'multipart/form-data; boundary=b',
      '--b\r\nContent-Disposition: form-data; name="__proto__"\r\n\r\nx\r\n--b--\r\n',
    ],
  ])('a malformed form (%s) → 400, never 500', async (_what, contentType, payload) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/ticket',
      payload,
      headers: { authorization: `Bearer ${token}`, 'content-type': contentType },
    });
    expect(response.statusCode).toBe(400);
    expect(failureOf(response).code).toBe('BAD_REQUEST');
  });

  it('other routes still refuse multipart/form-data (400)', async () => {
    const response = await postForm(t.app, '/user/store-review', token, { order_id: 1 });
    expect(response.statusCode).toBe(400);
  });

  it('a body that is neither a form nor JSON → 400 in the error shape', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/ticket',
      payload: 'subject=x',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'text/plain' },
    });
    expect(response.statusCode).toBe(400);
    expect(failureOf(response).success).toBe(false);
  });
});

describe('ticket fields', () => {
  it.each([
    ['an empty message', { message: '   ' }, 'message', 'Write something here.'],
    [
      `${TICKET_MESSAGE_MAX_LENGTH + 1} characters`,
      { message: 'ক'.repeat(TICKET_MESSAGE_MAX_LENGTH + 1) },
      'message',
      `Write at most ${TICKET_MESSAGE_MAX_LENGTH} characters.`,
    ],
    ['a NUL character', { subject: 'a\u0000b' }, 'subject', undefined],
    ['an unknown category', { category_id: 999_999 }, 'category_id', 'Choose one of the categories.'],
    ['an unknown priority', { priority: 'urgent' }, 'priority', undefined],
  ])('%s → 422 with a field map', async (_what, fields, field, message) => {
    const before = await rowCounts();
    const response = await createTicket(t.app, token, fields);
    expect(response.statusCode).toBe(422);
    const errors = failureOf(response).errors ?? {};
    expect(Object.keys(errors)).toEqual([field]);
    if (message) expect(errors[field]).toEqual([message]);
    expect(await rowCounts()).toEqual(before);
  });

  it('keeps an XSS payload as plain text, returned unchanged in JSON', async () => {
    const payload = '<img src=x onerror=alert(1)><script>alert("x")</script>';
    const ticket = await newTicket({ subject: payload, message: payload });
    const response = await get(`/ticket/${ticket.id}`);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(dataOf<TicketDetail>(response)).toMatchObject({ subject: payload, message: payload });
  });
});

describe('another shopper', () => {
  it('gets 404 for someone else’s ticket, reply, status change and attachment', async () => {
    const ticket = await newTicket({}, [{ name: 'a.png', type: 'image/png', content: png }]);
    const other = (await createTestAccount(t.database.db)).tokens.access_token;
    const before = await rowCounts();
    expect((await get(`/ticket/${ticket.id}`, other)).statusCode).toBe(404);
    expect((await post('/ticket-reply', { ticket_id: ticket.id, message: 'hi' }, other)).statusCode).toBe(404);
    expect((await post('/ticket-status', { ticket_id: ticket.id, status: 'closed' }, other)).statusCode).toBe(404);
    expect((await get(`/ticket-attachment/${ticket.attachments[0]!.id}`, other)).statusCode).toBe(404);
    expect(dataOf<Page<TicketSummary>>(await get('/ticket', other)).total_count).toBe(0);
    expect(await rowCounts()).toEqual(before);
    expect(dataOf<TicketDetail>(await get(`/ticket/${ticket.id}`)).status).toBe('open');
  });

  it('an unverified shopper gets 422 PHONE_NOT_VERIFIED; a guest 401', async () => {
    const unverified = (await createTestAccount(t.database.db, { verified: false })).tokens.access_token;
    const response = await get('/ticket', unverified);
    expect(response.statusCode).toBe(422);
    expect(failureOf(response).code).toBe('PHONE_NOT_VERIFIED');
    expect((await call(t, 'GET', '/ticket-categories')).statusCode).toBe(401);
  });
});

describe('ticket statuses', () => {
  it('resolve, then a reply reopens it; closed stays closed and takes no reply', async () => {
    const ticket = await newTicket();
    const resolved = await post('/ticket-status', { ticket_id: ticket.id, status: 'resolved' });
    expect(dataOf<TicketDetail>(resolved).status).toBe('resolved');
    expect(resolved.json().message).toBe('The ticket is now resolved.');
    dataOf(await post('/ticket-reply', { ticket_id: ticket.id, message: 'Still broken' }), 201);
    expect(dataOf<TicketDetail>(await get(`/ticket/${ticket.id}`)).status).toBe('open');

    expect(dataOf<TicketDetail>(await post('/ticket-status', { ticket_id: ticket.id, status: 'closed' })).status).toBe(
      'closed',
    );
    const before = await rowCounts();
    const again = await post('/ticket-status', { ticket_id: ticket.id, status: 'resolved' });
    expect(again.statusCode).toBe(409);
    expect(failureOf(again).message).toBe('This ticket is closed and stays closed.');
    const reply = await postForm(t.app, '/ticket-reply', token, { ticket_id: ticket.id, message: 'hello' }, [
      { name: 'a.png', type: 'image/png', content: png },
    ]);
    expect(reply.statusCode).toBe(409);
    expect(failureOf(reply).message).toMatch(/closed/);
    expect(await rowCounts()).toEqual(before);
  });

  it('lists by status, most recently updated first', async () => {
    const shopper = (await createTestAccount(t.database.db)).tokens.access_token;
    const older = await newTicket({ subject: 'older' }, [], shopper);
    const newer = await newTicket({ subject: 'newer' }, [], shopper);
    t.advance(1);
    dataOf(await post('/ticket-status', { ticket_id: older.id, status: 'resolved' }, shopper));
    const all = dataOf<Page<TicketSummary>>(await get('/ticket?per_page=1', shopper));
    expect(all).toMatchObject({ total_count: 2, per_page: 1, current_page: 1, last_page: 2 });
    expect(all.data.map((row) => row.id)).toEqual([older.id]);
    const open = dataOf<Page<TicketSummary>>(await get('/ticket?status=open', shopper));
    expect(open.data.map((row) => row.id)).toEqual([newer.id]);
  });
});

describe('a shopper writing to support', () => {
  it(`may write ${TICKET_WRITES_PER_HOUR} tickets and replies an hour; the next is a 429 in their language and stores nothing`, async () => {
    const shopper = (await createTestAccount(t.database.db)).tokens.access_token;
    const first = await newTicket({}, [], shopper);
    dataOf(await post('/ticket-reply', { ticket_id: first.id, message: 'More detail' }, shopper), 201);
    for (let written = 2; written < TICKET_WRITES_PER_HOUR; written++) await newTicket({}, [], shopper);
    const before = await rowCounts();
    const reply = await call(t, 'POST', '/ticket-reply', {
      token: shopper,
      payload: { ticket_id: first.id, message: 'One more' },
      locale: 'bn',
    });
    expect(reply.statusCode).toBe(429);
    expect(failureOf(reply)).toMatchObject({ code: 'RATE_LIMITED', message: expect.stringMatching(BENGALI) });
    expect(reply.headers['retry-after']).toBeDefined();
    expect((await createTicket(t.app, shopper, {}, [])).statusCode).toBe(429);
    expect(await rowCounts()).toEqual(before);
    expect((await createTicket(t.app, token, {}, [])).statusCode).toBe(201);
  });

  it(`sending ${TICKET_WRITES_PER_HOUR + 1} tickets and replies at once gets ${TICKET_WRITES_PER_HOUR} stored and one 429`, async () => {
    const account = await createTestAccount(t.database.db);
    const shopper = account.tokens.access_token;
    // The first write, so replies have a ticket; the rest of the N+1 go at once, tickets and replies mixed.
    const first = await newTicket({}, [], shopper);
    const answers = await burst(TICKET_WRITES_PER_HOUR, (n) =>
      n % 2 === 0
        ? createTicket(t.app, shopper, {}, [])
        : post('/ticket-reply', { ticket_id: first.id, message: `Reply ${n}` }, shopper),
    );
    expect(answers).toEqual({ 201: TICKET_WRITES_PER_HOUR - 1, 429: 1 });
    const written = await t.database.db.$count(tickets, eq(tickets.userId, account.user.id));
    const replied = await t.database.db.$count(ticketReplies, eq(ticketReplies.userId, account.user.id));
    expect(written + replied).toBe(TICKET_WRITES_PER_HOUR);
  });
});
