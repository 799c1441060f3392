/**
 * `npm run admin -- <what> <action> [arguments] [--options]` read into the admin API call it stands for. Pure: the
 * command line goes in, a request (or what is wrong with the line) comes out.
 */
import {
  type AdminAffiliateApproveBody,
  type AdminAffiliateRejectBody,
  type AdminOrderPatchBody,
  type AdminRefundPatchBody,
  type AdminReturnPatchBody,
  type AdminReviewPatchBody,
  type AdminTicketReplyFields,
  type AdminTicketStatusBody,
  type AdminVendorRejectBody,
  type AdminWithdrawalPayBody,
  type AdminWithdrawalRejectBody,
  AFFILIATE_STATUSES,
  ORDER_STATUSES,
  type OrderStatus,
  RETURN_STATUSES,
  type ReturnStatus,
  TICKET_ATTACHMENTS_MAX,
  TICKET_STATUSES,
  VENDOR_STATUSES,
  WITHDRAWAL_STATUSES,
} from '#contract';

/** How an answer is printed: a table of a page of records, or one record. */
export type View =
  | 'orders'
  | 'order'
  | 'shippers'
  | 'returns'
  | 'refunds'
  | 'reviews'
  | 'tickets'
  | 'ticket'
  | 'vendors'
  | 'vendor'
  | 'subscribers'
  | 'affiliates'
  | 'affiliate'
  | 'withdrawals'
  | 'record';

export interface AdminRequest {
  method: 'GET' | 'PATCH' | 'POST';
  /** Below the API base, e.g. `/admin/orders?status=pending&page=2`. */
  path: string;
  body?:
    | AdminOrderPatchBody
    | AdminReturnPatchBody
    | AdminRefundPatchBody
    | AdminReviewPatchBody
    | AdminTicketReplyFields
    | AdminTicketStatusBody
    | AdminVendorRejectBody
    | AdminAffiliateApproveBody
    | AdminAffiliateRejectBody
    | AdminWithdrawalPayBody
    | AdminWithdrawalRejectBody;
  /** Paths of files sent with the body as multipart/form-data `attachments[]`. */
  attach?: string[];
  view: View;
}

export type ParsedArgs = { help: true } | { request: AdminRequest } | { error: string };

type Options = Record<string, string | true | string[]>;

interface Command {
  /** e.g. `orders advance <id> <status> [--note text]` */
  usage: string;
  what: string;
  /** How many positional arguments it takes. */
  arity: number;
  /** Names of the `--options` it takes: with a value, without (a flag), or with a value each time it is repeated. */
  options: Record<string, 'value' | 'flag' | 'values'>;
  request(args: string[], options: Options): AdminRequest;
}

class ArgsError extends Error {}

const REFUND_STATUSES = ['pending', 'processing', 'refunded', 'failed'] as const;
const DECISIONS = RETURN_STATUSES.filter(
  (status): status is Exclude<ReturnStatus, 'requested'> => status !== 'requested',
);

function id(value: string | undefined, name: string): number {
  if (!value || !/^[1-9]\d{0,9}$/.test(value)) throw new ArgsError(`${name} must be a whole number above 0`);
  return Number(value);
}

function oneOf<T extends string>(value: string | undefined, allowed: readonly T[], name: string): T {
  if (!allowed.includes(value as T)) throw new ArgsError(`${name} must be one of ${allowed.join(', ')}`);
  return value as T;
}

/** `?status=…&page=…` of the options given, in the order named. */
function query(pairs: [string, string | undefined][]): string {
  const present = pairs.filter((pair): pair is [string, string] => pair[1] !== undefined);
  return present.length === 0 ? '' : `?${new URLSearchParams(present)}`;
}

const text = (options: Options, name: string) => {
  const value = options[name];
  return typeof value === 'string' ? value : undefined;
};

const page = (options: Options) => {
  const value = text(options, 'page');
  return value === undefined ? undefined : String(id(value, '--page'));
};

const COMMANDS: Record<string, Command> = {
  'orders list': {
    usage: 'orders list [--status <status>] [--page <n>]',
    arity: 0,
    what: 'every shopper’s orders, newest first',
    options: { status: 'value', page: 'value' },
    request: (_args, options) => {
      const status = text(options, 'status');
      if (status !== undefined) oneOf(status, ORDER_STATUSES, '--status');
      return {
        method: 'GET',
        path: `/admin/orders${query([
          ['status', status],
          ['page', page(options)],
        ])}`,
        view: 'orders',
      };
    },
  },
  'orders show': {
    usage: 'orders show <id>',
    arity: 1,
    what: 'one order with its lines, address, rider and history',
    options: {},
    request: ([orderId]) => ({ method: 'GET', path: `/admin/orders/${id(orderId, 'id')}`, view: 'order' }),
  },
  'orders advance': {
    usage: 'orders advance <id> <status> [--note <text>]',
    arity: 2,
    what: 'moves an order to its next status (the API decides which moves are allowed)',
    options: { note: 'value' },
    request: ([orderId, next], options) => {
      const status: OrderStatus = oneOf(next, ORDER_STATUSES, 'status');
      if (status === 'cancelled') throw new ArgsError('to cancel, use: orders cancel <id> <reasonId>');
      const note = text(options, 'note');
      const body: AdminOrderPatchBody = { status, ...(note !== undefined && { note }) };
      return { method: 'PATCH', path: `/admin/orders/${id(orderId, 'id')}`, body, view: 'order' };
    },
  },
  'orders assign': {
    usage: 'orders assign <id> <shipperId>',
    arity: 2,
    what: 'gives an order to a rider (see shippers list)',
    options: {},
    request: ([orderId, shipperId]) => ({
      method: 'PATCH',
      path: `/admin/orders/${id(orderId, 'id')}`,
      body: { shipper_id: id(shipperId, 'shipperId') },
      view: 'order',
    }),
  },
  'orders cancel': {
    usage: 'orders cancel <id> <reasonId>',
    arity: 2,
    what: 'cancels an order for one of the cancel reasons (GET /order-cancel/reason); a paid one is refunded',
    options: {},
    request: ([orderId, reasonId]) => ({
      method: 'PATCH',
      path: `/admin/orders/${id(orderId, 'id')}`,
      body: { status: 'cancelled', reason_id: id(reasonId, 'reasonId') },
      view: 'order',
    }),
  },
  'shippers list': {
    usage: 'shippers list',
    arity: 0,
    what: 'the riders',
    options: {},
    request: () => ({ method: 'GET', path: '/admin/shippers', view: 'shippers' }),
  },
  'returns list': {
    usage: 'returns list [--status <status>] [--page <n>]',
    arity: 0,
    what: 'the return requests, newest first',
    options: { status: 'value', page: 'value' },
    request: (_args, options) => {
      const status = text(options, 'status');
      if (status !== undefined) oneOf(status, RETURN_STATUSES, '--status');
      return {
        method: 'GET',
        path: `/admin/returns${query([
          ['status', status],
          ['page', page(options)],
        ])}`,
        view: 'returns',
      };
    },
  },
  'returns decide': {
    usage: `returns decide <id> <${DECISIONS.join('|')}> [--note <text>]`,
    arity: 2,
    what: 'approves or rejects a return, marks it received (stock back, refund owed) or refunded',
    options: { note: 'value' },
    request: ([returnId, decision], options) => {
      const note = text(options, 'note');
      const body: AdminReturnPatchBody = {
        status: oneOf(decision, DECISIONS, 'decision'),
        ...(note !== undefined && { note }),
      };
      return { method: 'PATCH', path: `/admin/returns/${id(returnId, 'id')}`, body, view: 'record' };
    },
  },
  'refunds list': {
    usage: 'refunds list [--status <status>] [--page <n>]',
    arity: 0,
    what: 'money owed back, with why a failed refund failed',
    options: { status: 'value', page: 'value' },
    request: (_args, options) => {
      const status = text(options, 'status');
      if (status !== undefined) oneOf(status, REFUND_STATUSES, '--status');
      return {
        method: 'GET',
        path: `/admin/refunds${query([
          ['status', status],
          ['page', page(options)],
        ])}`,
        view: 'refunds',
      };
    },
  },
  'refunds sent': {
    usage: 'refunds sent <id> <reference>',
    arity: 2,
    what: 'records a refund made by hand (a wallet transfer, or in the gateway panel) with its transaction reference',
    options: {},
    request: ([refundId, reference]) => {
      if (!reference?.trim()) throw new ArgsError('reference is required: the transfer’s transaction id');
      const body: AdminRefundPatchBody = { status: 'refunded', reference: reference.trim() };
      return { method: 'PATCH', path: `/admin/refunds/${id(refundId, 'id')}`, body, view: 'record' };
    },
  },
  'refunds retry': {
    usage: 'refunds retry <id>',
    arity: 1,
    what: 'puts a failed refund, or one stuck processing that was not made, back in line for its gateway',
    options: {},
    request: ([refundId]) => ({
      method: 'PATCH',
      path: `/admin/refunds/${id(refundId, 'id')}`,
      body: { status: 'pending' },
      view: 'record',
    }),
  },
  'reviews list': {
    usage: 'reviews list [--hidden] [--page <n>]',
    arity: 0,
    what: 'the reviews, newest first (--hidden: only the hidden ones)',
    options: { hidden: 'flag', page: 'value' },
    request: (_args, options) => {
      const hidden = options.hidden === true ? 'true' : undefined;
      return {
        method: 'GET',
        path: `/admin/reviews${query([
          ['hidden', hidden],
          ['page', page(options)],
        ])}`,
        view: 'reviews',
      };
    },
  },
  'reviews hide': {
    usage: 'reviews hide <id>',
    arity: 1,
    what: 'takes a review off the storefront',
    options: {},
    request: ([reviewId]) => ({
      method: 'PATCH',
      path: `/admin/reviews/${id(reviewId, 'id')}`,
      body: { hidden: true },
      view: 'record',
    }),
  },
  'reviews show': {
    usage: 'reviews show <id>',
    arity: 1,
    what: 'puts a hidden review back on the storefront',
    options: {},
    request: ([reviewId]) => ({
      method: 'PATCH',
      path: `/admin/reviews/${id(reviewId, 'id')}`,
      body: { hidden: false },
      view: 'record',
    }),
  },
  'newsletter list': {
    usage: 'newsletter list [--page <n>]',
    arity: 0,
    what: "the newsletter's subscribers, newest first, each with the unsubscribe link their e-mails carry",
    options: { page: 'value' },
    request: (_args, options) => ({
      method: 'GET',
      path: `/admin/newsletter${query([['page', page(options)]])}`,
      view: 'subscribers',
    }),
  },
  'tickets list': {
    usage: 'tickets list [--status <status>] [--overdue] [--page <n>]',
    arity: 0,
    what: 'help-support tickets, most recently updated first (--overdue: open and unanswered for over 72 hours)',
    options: { status: 'value', overdue: 'flag', page: 'value' },
    request: (_args, options) => {
      const status = text(options, 'status');
      if (status !== undefined) oneOf(status, TICKET_STATUSES, '--status');
      return {
        method: 'GET',
        path: `/admin/tickets${query([
          ['status', status],
          ['overdue', options.overdue === true ? 'true' : undefined],
          ['page', page(options)],
        ])}`,
        view: 'tickets',
      };
    },
  },
  'tickets show': {
    usage: 'tickets show <id>',
    arity: 1,
    what: 'one ticket with its messages and attachments',
    options: {},
    request: ([ticketId]) => ({ method: 'GET', path: `/admin/tickets/${id(ticketId, 'id')}`, view: 'ticket' }),
  },
  'tickets reply': {
    usage: 'tickets reply <id> --message <text> [--attach <file>]...',
    arity: 1,
    what: `answers a ticket as support (up to ${TICKET_ATTACHMENTS_MAX} JPEG, PNG, WebP or PDF files); the shopper gets an SMS`,
    options: { message: 'value', attach: 'values' },
    request: ([ticketId], options) => {
      const message = text(options, 'message')?.trim();
      if (!message) throw new ArgsError('--message is required');
      const attach = options.attach;
      return {
        method: 'POST',
        path: `/admin/tickets/${id(ticketId, 'id')}/reply`,
        body: { message },
        ...(Array.isArray(attach) && { attach }),
        view: 'ticket',
      };
    },
  },
  'tickets status': {
    usage: `tickets status <id> <${TICKET_STATUSES.join('|')}>`,
    arity: 2,
    what: 'moves a ticket to another status (a closed ticket stays closed)',
    options: {},
    request: ([ticketId, next]) => ({
      method: 'POST',
      path: `/admin/tickets/${id(ticketId, 'id')}/status`,
      body: { status: oneOf(next, TICKET_STATUSES, 'status') },
      view: 'ticket',
    }),
  },
  'vendors list': {
    usage: `vendors list [--status <${VENDOR_STATUSES.join('|')}>] [--page <n>]`,
    arity: 0,
    what: 'shops registered on Sell on Haat, newest first, with their owner and status',
    options: { status: 'value', page: 'value' },
    request: (_args, options) => {
      const status = text(options, 'status');
      if (status !== undefined) oneOf(status, VENDOR_STATUSES, '--status');
      return {
        method: 'GET',
        path: `/admin/vendors${query([
          ['status', status],
          ['page', page(options)],
        ])}`,
        view: 'vendors',
      };
    },
  },
  'vendors show': {
    usage: 'vendors show <id>',
    arity: 1,
    what: 'one registered shop (by its shop id): owner, NID, licence, DBID, pickup address, payout, categories',
    options: {},
    request: ([vendorId]) => ({ method: 'GET', path: `/admin/vendors/${id(vendorId, 'id')}`, view: 'vendor' }),
  },
  'vendors approve': {
    usage: 'vendors approve <id>',
    arity: 1,
    what: 'approves a pending shop: it goes on the site at the next rebuild, its owner becomes a seller and gets an SMS',
    options: {},
    request: ([vendorId]) => ({
      method: 'POST',
      path: `/admin/vendors/${id(vendorId, 'id')}/approve`,
      view: 'vendor',
    }),
  },
  'vendors reject': {
    usage: 'vendors reject <id> --reason <text>',
    arity: 1,
    what: 'rejects a pending shop; its owner gets the reason by SMS and on their dashboard',
    options: { reason: 'value' },
    request: ([vendorId], options) => {
      const reason = text(options, 'reason')?.trim();
      if (!reason) throw new ArgsError('--reason is required');
      const body: AdminVendorRejectBody = { reason };
      return { method: 'POST', path: `/admin/vendors/${id(vendorId, 'id')}/reject`, body, view: 'vendor' };
    },
  },
  'affiliates list': {
    usage: 'affiliates list [--status <status>] [--page <n>]',
    arity: 0,
    what: 'the partner programme’s applications, newest first',
    options: { status: 'value', page: 'value' },
    request: (_args, options) => {
      const status = text(options, 'status');
      if (status !== undefined) oneOf(status, AFFILIATE_STATUSES, '--status');
      return {
        method: 'GET',
        path: `/admin/affiliates${query([
          ['status', status],
          ['page', page(options)],
        ])}`,
        view: 'affiliates',
      };
    },
  },
  'affiliates show': {
    usage: 'affiliates show <id>',
    arity: 1,
    what: 'one application: what the applicant wrote, the code and the commission by state',
    options: {},
    request: ([affiliateId]) => ({
      method: 'GET',
      path: `/admin/affiliates/${id(affiliateId, 'id')}`,
      view: 'affiliate',
    }),
  },
  'affiliates approve': {
    usage: 'affiliates approve <id> [--discount <percent>]',
    arity: 1,
    what: 'approves an application: prints the new referral code; the partner gets it by SMS (shoppers’ discount 5 % unless --discount)',
    options: { discount: 'value' },
    request: ([affiliateId], options) => {
      const discount = text(options, 'discount');
      const percent = discount === undefined ? undefined : id(discount, '--discount');
      if (percent !== undefined && percent > 50) throw new ArgsError('--discount must be at most 50');
      const body: AdminAffiliateApproveBody = percent === undefined ? {} : { discount_percent: percent };
      return { method: 'POST', path: `/admin/affiliates/${id(affiliateId, 'id')}/approve`, body, view: 'affiliate' };
    },
  },
  'affiliates reject': {
    usage: 'affiliates reject <id> --reason <text>',
    arity: 1,
    what: 'rejects an application; the applicant sees the reason',
    options: { reason: 'value' },
    request: ([affiliateId], options) => {
      const reason = text(options, 'reason')?.trim();
      if (!reason) throw new ArgsError('--reason is required');
      return {
        method: 'POST',
        path: `/admin/affiliates/${id(affiliateId, 'id')}/reject`,
        body: { reason },
        view: 'affiliate',
      };
    },
  },
  'affiliates approve-due': {
    usage: 'affiliates approve-due',
    arity: 0,
    what: 'approves now the commissions whose return window has passed (the API does it hourly too)',
    options: {},
    request: () => ({ method: 'POST', path: '/admin/affiliates/commissions/approve-due', view: 'record' }),
  },
  'affiliates withdrawals': {
    usage: 'affiliates withdrawals [--status <status>] [--page <n>]',
    arity: 0,
    what: 'partners’ withdrawal requests, newest first, with the account to pay',
    options: { status: 'value', page: 'value' },
    request: (_args, options) => {
      const status = text(options, 'status');
      if (status !== undefined) oneOf(status, WITHDRAWAL_STATUSES, '--status');
      return {
        method: 'GET',
        path: `/admin/affiliate-withdrawals${query([
          ['status', status],
          ['page', page(options)],
        ])}`,
        view: 'withdrawals',
      };
    },
  },
  'affiliates pay': {
    usage: 'affiliates pay <withdrawalId> --reference <text>',
    arity: 1,
    what: 'records a withdrawal sent by hand with its transfer’s reference; its commissions become paid',
    options: { reference: 'value' },
    request: ([withdrawalId], options) => {
      const reference = text(options, 'reference')?.trim();
      if (!reference) throw new ArgsError('--reference is required: the transfer’s transaction id');
      return {
        method: 'POST',
        path: `/admin/affiliate-withdrawals/${id(withdrawalId, 'withdrawalId')}/pay`,
        body: { reference },
        view: 'record',
      };
    },
  },
  'affiliates reject-withdrawal': {
    usage: 'affiliates reject-withdrawal <withdrawalId> --reason <text>',
    arity: 1,
    what: 'rejects a withdrawal request; its commissions can be asked for again',
    options: { reason: 'value' },
    request: ([withdrawalId], options) => {
      const reason = text(options, 'reason')?.trim();
      if (!reason) throw new ArgsError('--reason is required');
      return {
        method: 'POST',
        path: `/admin/affiliate-withdrawals/${id(withdrawalId, 'withdrawalId')}/reject`,
        body: { reason },
        view: 'record',
      };
    },
  },
};

/** The usage text `help` prints. */
export function helpText(): string {
  return [
    'Usage: npm run admin -- <command>',
    '',
    'Talks to the running API at HAAT_API_URL (default http://localhost:$API_PORT/api/v1, API_PORT 4000)',
    'with the back office token in ADMIN_TOKEN.',
    '',
    ...Object.values(COMMANDS).flatMap((command) => [`  ${command.usage}`, `      ${command.what}`]),
    '  help',
    '      this list',
  ].join('\n');
}

/** Splits `--name value`, `--name=value` and `--flag` from the positional arguments. */
function splitOptions(words: string[], allowed: Command['options']): { args: string[]; options: Options } {
  const args: string[] = [];
  const options: Options = {};
  for (let index = 0; index < words.length; index += 1) {
    const word = words[index]!;
    if (!word.startsWith('--')) {
      args.push(word);
      continue;
    }
    const [name = '', inline] = word.slice(2).split(/=(.*)/s, 2);
    const kind = allowed[name];
    if (!kind) throw new ArgsError(`unknown option --${name}`);
    if (kind === 'flag') {
      if (inline !== undefined) throw new ArgsError(`--${name} takes no value`);
      options[name] = true;
      continue;
    }
    const value = inline ?? words[index + 1];
    if (value === undefined || (inline === undefined && value.startsWith('--'))) {
      throw new ArgsError(`--${name} needs a value`);
    }
    if (inline === undefined) index += 1;
    const before = options[name];
    options[name] = kind === 'values' ? [...(Array.isArray(before) ? before : []), value] : value;
  }
  return { args, options };
}

export function parseAdminArgs(argv: readonly string[]): ParsedArgs {
  const [what, action, ...rest] = argv;
  if (what === undefined || what === 'help' || what === '--help' || what === '-h') return { help: true };
  const command = COMMANDS[`${what} ${action ?? ''}`];
  if (!command) return { error: `unknown command: ${argv.slice(0, 2).join(' ')} (npm run admin -- help lists them)` };
  try {
    const { args, options } = splitOptions(rest, command.options);
    if (args.length !== command.arity) throw new ArgsError(`expected ${command.arity} argument(s)`);
    return { request: command.request(args, options) };
  } catch (error) {
    if (error instanceof ArgsError) return { error: `${error.message}\nusage: npm run admin -- ${command.usage}` };
    throw error;
  }
}
