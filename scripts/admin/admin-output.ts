/**
 * What `npm run admin` prints: a page of records as a table, one record as labelled lines. Text from the API (names,
 * reviews, notes) is shown with its control characters blanked, so a review cannot drive the operator's terminal.
 */
import type {
  AdminAffiliate,
  AdminNewsletterSubscriber,
  AdminOrder,
  AdminRefund,
  AdminReturn,
  AdminReview,
  AdminTicket,
  AdminTicketSummary,
  AdminVendorApplication,
  AdminWithdrawal,
  Page,
  Shipper,
  TicketAttachment,
} from '#contract';
import type { View } from './admin-args';

// C0 and C1 controls, DEL: escape sequences, carriage returns and bells stay out of the terminal.
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const CONTROLS = /[\u0000-\u001f\u007f-\u009f]/g;

const cell = (value: unknown): string => {
  if (value === null || value === undefined || value === '') return '-';
  return String(value).replace(CONTROLS, ' ');
};

const shorten = (value: string, width: number) => (value.length > width ? `${value.slice(0, width - 1)}…` : value);

/** ISO 8601 instant → `2026-11-25 10:32` (UTC). */
const when = (iso: string | null | undefined) => (iso ? `${iso.slice(0, 10)} ${iso.slice(11, 16)}` : null);

export function table(headers: string[], rows: unknown[][]): string {
  const cells = rows.map((row) => row.map(cell));
  const widths = headers.map((header, column) =>
    Math.max(header.length, ...cells.map((row) => (row[column] ?? '').length)),
  );
  const line = (row: string[]) =>
    row
      .map((value, column) => value.padEnd(widths[column] ?? 0))
      .join('  ')
      .trimEnd();
  return [line(headers), line(widths.map((width) => '-'.repeat(width))), ...cells.map(line)].join('\n');
}

function paged<T>(page: Page<T>, noun: string, headers: string[], row: (record: T) => unknown[]): string {
  if (page.data.length === 0) return `No ${noun}.`;
  const footer = `Page ${page.current_page} of ${page.last_page}, ${page.total_count} in all.`;
  return `${table(headers, page.data.map(row))}\n${footer}`;
}

const orderRow = (order: AdminOrder) => [
  order.id,
  order.invoice_number,
  when(order.created_at),
  `${order.customer.name} ${order.customer.phone}`,
  order.vendor.name,
  order.total,
  order.status,
  order.payment_status,
  order.shipper?.name,
];

function orderDetail(order: AdminOrder): string {
  const lines = [
    `Order ${order.id}  ${order.invoice_number}  ${order.status}, payment ${order.payment_status}`,
    `Placed    ${when(order.created_at)} by ${order.customer.name} ${order.customer.phone}${order.customer.guest ? ' (guest)' : ''}`,
    `Seller    ${order.vendor.name}`,
    `Deliver   ${order.address.name} ${order.address.phone}, ${order.address.address_line}, ${order.address.upazila}, ${order.address.district}`,
    `Rider     ${order.shipper ? `${order.shipper.name} ${order.shipper.phone} (${order.shipper.id})` : '-'}`,
    `Total     ${order.sub_total} + ${order.shipping_cost} shipping - ${order.discount} discount = ${order.total} taka`,
  ];
  if (order.cancel_reason) lines.push(`Cancelled ${order.cancel_reason}`);
  const items = table(
    ['line', 'product', 'qty', 'price', 'returned'],
    order.items.map((item) => [item.id, shorten(cell(item.name), 40), item.qty, item.unit_price, item.returned_qty]),
  );
  const history = order.history.map((change) => `  ${when(change.at)}  ${change.status}`);
  const refunds = order.refunds.map(
    (refund) =>
      `  refund ${refund.id}: ${refund.amount} taka ${refund.method} ${refund.status}, due ${when(refund.due_at)}`,
  );
  return [...lines.map(cell), '', items, '', 'History', ...history, ...refunds].join('\n');
}

const attachmentLines = (files: TicketAttachment[]) =>
  files.map((file) => `    attachment ${file.id}: ${cell(file.name)} (${file.type}, ${file.size} bytes)`);

/** A ticket's thread, oldest first; each message's text as written, its control characters blanked. */
function ticketDetail(ticket: AdminTicket): string {
  const waiting = ticket.awaiting_since ? `, waiting since ${when(ticket.awaiting_since)}` : '';
  const lines = [
    `Ticket ${ticket.id}  ${ticket.status}${ticket.overdue ? ' OVERDUE' : ''}${waiting}`,
    `Subject   ${ticket.subject}`,
    `From      ${ticket.customer.name} ${ticket.customer.phone ?? ''} (user ${ticket.customer.user_id})`,
    `About     ${ticket.category.name}, ${ticket.priority} priority${ticket.order ? `, order ${ticket.order.invoice_number} (${ticket.order.id})` : ''}`,
  ].map(cell);
  const message = (author: string, at: string, text: string, files: TicketAttachment[]) => [
    '',
    `  ${when(at)}  ${cell(author)}`,
    ...text.split('\n').map((line) => `    ${cell(line)}`),
    ...attachmentLines(files),
  ];
  return [
    ...lines,
    ...message(ticket.customer.name, ticket.created_at, ticket.message, ticket.attachments),
    ...ticket.replies.flatMap((reply) =>
      message(reply.author_name, reply.created_at, reply.message, reply.attachments),
    ),
  ].join('\n');
}

/** An application; once approved its referral code comes first, on a line of its own, for scripts to read. */
function affiliateDetail(partner: AdminAffiliate): string {
  const { totals } = partner;
  const lines = [
    ...(partner.code ? [`Referral code: ${partner.code}`] : []),
    `Partner ${partner.id}  ${partner.status}${partner.code ? `, shoppers get ${partner.discount_percent}% off` : ''}`,
    `Name      ${partner.name}`,
    `Contact   ${partner.phone}${partner.email ? `, ${partner.email}` : ''}${partner.user_id ? ` (user ${partner.user_id})` : ''}`,
    `Payout    ${partner.payout ? `${partner.payout.type} ${partner.payout.account}` : '-'}`,
    `Promotes  ${partner.website ?? '-'}`,
    `Applied   ${when(partner.created_at)}${partner.decided_at ? `, decided ${when(partner.decided_at)}` : ''}`,
    `Earned    ${totals.pending} pending, ${totals.approved} approved, ${totals.paid} paid, ${totals.reversed} reversed (taka)`,
  ];
  if (partner.reject_reason) lines.push(`Rejected  ${partner.reject_reason}`);
  const promotion = (partner.promotion ?? '').split('\n').map((line) => `  ${line}`);
  return [...lines, '', ...promotion].map(cell).join('\n');
}

/** A registered shop with everything its owner gave, to check before approving it. */
function vendorDetail(shop: AdminVendorApplication): string {
  const { pickup } = shop;
  const lines = [
    `Shop ${shop.vendor_id}  ${shop.status}  (application ${shop.id})`,
    `Name      ${shop.shop_name} / ${shop.shop_name_bn}`,
    `Owner     ${shop.owner.name} ${shop.owner.phone ?? ''}, ${shop.owner.email} (user ${shop.owner.user_id})`,
    `NID       ${shop.nid}`,
    `Licence   ${shop.trade_licence ?? '-'}`,
    `DBID      ${shop.dbid ?? '-'}`,
    `Pickup    ${pickup.address_line}, ${pickup.upazila.name}, ${pickup.district.name}, ${pickup.division.name}; ${pickup.phone}`,
    `Payout    ${shop.payout.type} ${shop.payout.account}`,
    `Sells     ${shop.categories.map((category) => category.name).join(', ') || '-'}`,
    `Applied   ${when(shop.created_at)}${shop.decided_at ? `, decided ${when(shop.decided_at)}` : ''}`,
  ];
  if (shop.reject_reason) lines.push(`Rejected  ${shop.reject_reason}`);
  return lines.map(cell).join('\n');
}

/** One record the API answered (a changed return, refund or review): its plain fields, one per line. */
function record(data: unknown): string {
  if (typeof data !== 'object' || data === null) return cell(data);
  const fields = Object.entries(data).filter(([, value]) => typeof value !== 'object' || value === null);
  const width = Math.max(...fields.map(([name]) => name.length));
  return fields.map(([name, value]) => `${name.padEnd(width)}  ${cell(value)}`).join('\n');
}

export function render(view: View, data: unknown): string {
  switch (view) {
    case 'orders':
      return paged(
        data as Page<AdminOrder>,
        'orders',
        ['id', 'invoice', 'placed', 'customer', 'seller', 'total', 'status', 'payment', 'rider'],
        orderRow,
      );
    case 'order':
      return orderDetail(data as AdminOrder);
    case 'shippers':
      return table(
        ['id', 'name', 'phone'],
        (data as Shipper[]).map((shipper) => [shipper.id, shipper.name, shipper.phone]),
      );
    case 'returns':
      return paged(
        data as Page<AdminReturn>,
        'returns',
        ['id', 'order', 'invoice', 'asked', 'status', 'amount', 'refund to', 'reason'],
        (ret) => [
          ret.id,
          ret.order_id,
          ret.invoice_number,
          when(ret.created_at),
          ret.status,
          ret.amount,
          ret.refund_account ? `${ret.refund_method} ${ret.refund_account}` : ret.refund_method,
          shorten(cell(ret.reason), 30),
        ],
      );
    case 'refunds':
      return paged(
        data as Page<AdminRefund>,
        'refunds',
        ['id', 'order', 'invoice', 'amount', 'method', 'account', 'status', 'due', 'reference', 'detail'],
        (refund) => [
          refund.id,
          refund.order_id,
          refund.invoice_number,
          refund.amount,
          refund.method,
          refund.account,
          refund.status,
          when(refund.due_at),
          refund.reference,
          refund.detail && shorten(cell(refund.detail), 60),
        ],
      );
    case 'reviews':
      return paged(
        data as Page<AdminReview>,
        'reviews',
        ['id', 'kind', 'rating', 'about', 'author', 'order', 'hidden', 'written', 'review'],
        (review) => [
          review.id,
          review.kind,
          review.rating,
          shorten(cell(review.subject.name), 30),
          review.author,
          review.order_id,
          review.hidden ? 'hidden' : '',
          when(review.created_at),
          shorten(cell(review.review), 50),
        ],
      );
    case 'subscribers':
      return paged(
        data as Page<AdminNewsletterSubscriber>,
        'subscribers',
        ['id', 'email', 'language', 'subscribed', 'unsubscribed', 'unsubscribe link'],
        (subscriber) => [
          subscriber.id,
          subscriber.email,
          subscriber.locale,
          when(subscriber.subscribed_at),
          when(subscriber.unsubscribed_at),
          subscriber.unsubscribe_url,
        ],
      );
    case 'affiliates':
      return paged(
        data as Page<AdminAffiliate>,
        'applications',
        ['id', 'applied', 'status', 'code', 'name', 'phone', 'pending', 'approved', 'paid', 'promotes'],
        (partner) => [
          partner.id,
          when(partner.created_at),
          partner.status,
          partner.code,
          shorten(cell(partner.name), 30),
          partner.phone,
          partner.totals.pending,
          partner.totals.approved,
          partner.totals.paid,
          partner.website && shorten(cell(partner.website), 40),
        ],
      );
    case 'affiliate':
      return affiliateDetail(data as AdminAffiliate);
    case 'withdrawals':
      return paged(
        data as Page<AdminWithdrawal>,
        'withdrawal requests',
        ['id', 'asked', 'partner', 'amount', 'pay to', 'status', 'note'],
        (withdrawal) => [
          withdrawal.id,
          when(withdrawal.created_at),
          `${withdrawal.affiliate.name} (${withdrawal.affiliate.id})`,
          withdrawal.amount,
          `${withdrawal.payout_type} ${withdrawal.payout_account}`,
          withdrawal.status,
          withdrawal.note && shorten(cell(withdrawal.note), 40),
        ],
      );
    case 'tickets':
      return paged(
        data as Page<AdminTicketSummary>,
        'tickets',
        ['id', 'updated', 'status', 'overdue', 'priority', 'category', 'customer', 'subject'],
        (ticket) => [
          ticket.id,
          when(ticket.updated_at),
          ticket.status,
          ticket.overdue ? 'OVERDUE' : '',
          ticket.priority,
          ticket.category.name,
          `${ticket.customer.name} ${ticket.customer.phone ?? ''}`,
          shorten(cell(ticket.subject), 40),
        ],
      );
    case 'ticket':
      return ticketDetail(data as AdminTicket);
    case 'vendors':
      return paged(
        data as Page<AdminVendorApplication>,
        'shop applications',
        ['shop', 'applied', 'status', 'name', 'owner', 'phone', 'NID'],
        (shop) => [
          shop.vendor_id,
          when(shop.created_at),
          shop.status,
          shorten(cell(shop.shop_name), 30),
          shorten(cell(shop.owner.name), 24),
          shop.owner.phone,
          shop.nid,
        ],
      );
    case 'vendor':
      return vendorDetail(data as AdminVendorApplication);
    case 'record':
      return record(data);
  }
}
