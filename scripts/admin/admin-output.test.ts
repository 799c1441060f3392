import { describe, expect, it } from 'vitest';
import type { AdminReview, AdminTicket, AdminVendorApplication, Page } from '#contract';
import { render, table } from './admin-output';

const review = (overrides: Partial<AdminReview> = {}): AdminReview => ({
  id: 7,
  kind: 'product',
  rating: 5,
  review: 'Good fabric',
  author: 'Rahim',
  hidden: false,
  created_at: '2026-11-25T10:32:27.000Z',
  order_id: 12,
  subject: { id: 3, name: 'Cotton saree' },
  ...overrides,
});
const pageOf = <T>(data: T[]): Page<T> => ({
  data,
  per_page: 20,
  total_count: data.length,
  current_page: 1,
  last_page: 1,
});

describe('what npm run admin prints', () => {
  it('lines up a table under its headers, a dash for an empty cell', () => {
    expect(
      table(
        ['id', 'name'],
        [
          [1, 'Rahim'],
          [10, null],
        ],
      ),
    ).toBe(['id  name', '--  -----', '1   Rahim', '10  -'].join('\n'));
  });

  it('blanks control characters in text from the API, so a review cannot send escape sequences to the terminal', () => {
    const printed = render('reviews', pageOf([review({ review: 'nice\u001b[2J\u001b]0;owned\u0007\r\nbye' })]));
    for (const control of ['\u0007', '\u001b', '\r']) expect(printed).not.toContain(control);
    expect(printed.split('\n')).toHaveLength(4);
    expect(printed).toContain('nice [2J ]0;owned');
  });

  it('ends a page with where it is, and says so when there is nothing', () => {
    const printed = render('reviews', pageOf([review(), review({ id: 8, hidden: true })]));
    expect(printed.split('\n')[0]).toMatch(/^id\s+kind\s+rating\s+about/);
    expect(printed).toContain('hidden');
    expect(printed.split('\n').at(-1)).toBe('Page 1 of 1, 2 in all.');
    expect(render('reviews', pageOf([]))).toBe('No reviews.');
  });

  it('prints the newsletter subscribers with their language and whole unsubscribe link', () => {
    const link = 'http://localhost:4321/bn/newsletter/unsubscribe?token=4.abc';
    const printed = render(
      'subscribers',
      pageOf([
        {
          id: 4,
          email: 'rahim@example.com',
          locale: 'bn' as const,
          subscribed_at: '2026-11-25T10:32:27.000Z',
          unsubscribed_at: null,
          unsubscribe_url: link,
        },
      ]),
    );
    expect(printed.split('\n')[0]).toMatch(/^id\s+email\s+language\s+subscribed\s+unsubscribed\s+unsubscribe link$/);
    expect(printed.split('\n')[2]).toMatch(
      new RegExp(`^4\\s+rahim@example.com\\s+bn\\s+2026-11-25 10:32\\s+-\\s+${link.replace(/[.?]/g, '\\$&')}$`),
    );
  });

  it('prints a changed record as its plain fields, one per line', () => {
    expect(render('record', { id: 9, status: 'refunded', reference: 'BK7X2P4Q', items: [1] })).toBe(
      ['id         9', 'status     refunded', 'reference  BK7X2P4Q'].join('\n'),
    );
  });

  it('prints a ticket list with the overdue mark, and a ticket as its thread with each attachment’s id', () => {
    const ticket: AdminTicket = {
      id: 4,
      subject: 'Parcel \u001b[2Jlate',
      category: { id: 2, name: 'Delivery' },
      priority: 'high',
      status: 'open',
      order: { id: 9, invoice_number: 'HT-0009' },
      created_at: '2026-11-20T08:00:00.000Z',
      updated_at: '2026-11-20T08:00:00.000Z',
      customer: { user_id: 3, name: 'Rahim', phone: '+8801711000001' },
      awaiting_since: '2026-11-20T08:00:00.000Z',
      overdue: true,
      message: 'Where is it?\nIt was due Monday.',
      attachments: [
        { id: 11, name: 'রসিদ.png', type: 'image/png', size: 2048, url: '/api/v1/admin/ticket-attachment/11' },
      ],
      replies: [
        {
          id: 1,
          author: 'support',
          author_name: 'Haat support',
          message: 'On its way.',
          attachments: [],
          created_at: '2026-11-21T09:30:00.000Z',
        },
      ],
    };
    const list = render('tickets', pageOf([ticket]));
    expect(list.split('\n')[0]).toMatch(/^id\s+updated\s+status\s+overdue/);
    expect(list).toContain('OVERDUE');
    const shown = render('ticket', ticket);
    expect(shown).not.toContain('\u001b');
    expect(shown.split('\n')).toEqual([
      'Ticket 4  open OVERDUE, waiting since 2026-11-20 08:00',
      'Subject   Parcel  [2Jlate',
      'From      Rahim +8801711000001 (user 3)',
      'About     Delivery, high priority, order HT-0009 (9)',
      '',
      '  2026-11-20 08:00  Rahim',
      '    Where is it?',
      '    It was due Monday.',
      '    attachment 11: রসিদ.png (image/png, 2048 bytes)',
      '',
      '  2026-11-21 09:30  Haat support',
      '    On its way.',
    ]);
  });
});

describe('what npm run admin prints of registered shops', () => {
  const shop: AdminVendorApplication = {
    id: 3,
    vendor_id: 31,
    shop_name: 'Rahim Electronics',
    shop_name_bn: 'রহিম ইলেকট্রনিক্স',
    status: 'rejected',
    reject_reason: 'NID\u001b[2J mismatch',
    created_at: '2026-11-25T10:32:27.000Z',
    owner: { user_id: 9, name: 'Rahim Uddin', phone: '+8801611000001', email: 'rahim@example.com' },
    nid: '1234567890',
    trade_licence: null,
    dbid: 'DB-9',
    pickup: {
      division: { id: 6, name: 'Dhaka' },
      district: { id: 47, name: 'Dhaka' },
      upazila: { id: 10014, name: 'Gulshan' },
      address_line: 'House 12, Road 5',
      phone: '+8801611000001',
    },
    payout: { type: 'bkash', account: '+8801611000001' },
    categories: [{ id: 1, name: "Men's Fashion" }],
    decided_at: '2026-11-26T08:00:00.000Z',
  };

  it('lists them by shop id with their owner and NID', () => {
    const printed = render('vendors', pageOf([shop]));
    expect(printed.split('\n')[0]).toMatch(/^shop\s+applied\s+status\s+name\s+owner\s+phone\s+NID$/);
    expect(printed.split('\n')[2]).toMatch(/^31\s+2026-11-25 10:32\s+rejected\s+Rahim Electronics\s+Rahim Uddin/);
  });

  it('shows one with everything checked before approving it, the reason without its control characters', () => {
    const printed = render('vendor', shop);
    expect(printed).toContain('Pickup    House 12, Road 5, Gulshan, Dhaka, Dhaka; +8801611000001');
    expect(printed).toContain('Payout    bkash +8801611000001');
    expect(printed).toContain('Licence   -');
    expect(printed).toContain("Sells     Men's Fashion");
    expect(printed).toContain('Rejected  NID [2J mismatch');
    expect(printed).not.toContain('\u001b');
  });
});
