/** Back-office commands of shops registered to sell and of the partner programme. */
import {
  type AdminAffiliateApproveBody,
  type AdminVendorRejectBody,
  AFFILIATE_STATUSES,
  VENDOR_STATUSES,
  WITHDRAWAL_STATUSES,
} from '#contract';
import { ArgsError, type Command, id, oneOf, page, query, text } from './admin-command';

export const SELLER_COMMANDS: Record<string, Command> = {
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
