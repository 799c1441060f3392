/** Back-office commands of orders, riders, returns and refunds. */
import {
  type AdminOrderPatchBody,
  type AdminRefundPatchBody,
  type AdminReturnPatchBody,
  ORDER_STATUSES,
  type OrderStatus,
  RETURN_STATUSES,
  type ReturnStatus,
} from '#contract';
import { ArgsError, type Command, id, oneOf, page, query, text } from './admin-command';

const REFUND_STATUSES = ['pending', 'processing', 'refunded', 'failed'] as const;
const DECISIONS = RETURN_STATUSES.filter(
  (status): status is Exclude<ReturnStatus, 'requested'> => status !== 'requested',
);

export const ORDER_COMMANDS: Record<string, Command> = {
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
};
