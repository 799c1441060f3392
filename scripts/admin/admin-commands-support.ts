/** Back-office commands of reviews, newsletter subscribers and help-support tickets. */
import { TICKET_ATTACHMENTS_MAX, TICKET_STATUSES } from '#contract';
import { ArgsError, type Command, id, oneOf, page, query, text } from './admin-command';

export const SUPPORT_COMMANDS: Record<string, Command> = {
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
};
