/**
 * What every back-office command is made of: the API call it reads into, how its answer is printed, and the checks
 * of its arguments. The commands themselves are in the admin-commands-*.ts files, by what they look after.
 */
import type {
  AdminAffiliateApproveBody,
  AdminAffiliateRejectBody,
  AdminOrderPatchBody,
  AdminRefundPatchBody,
  AdminReturnPatchBody,
  AdminReviewPatchBody,
  AdminTicketReplyFields,
  AdminTicketStatusBody,
  AdminVendorRejectBody,
  AdminWithdrawalPayBody,
  AdminWithdrawalRejectBody,
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

export type Options = Record<string, string | true | string[]>;

export interface Command {
  /** e.g. `orders advance <id> <status> [--note text]` */
  usage: string;
  what: string;
  /** How many positional arguments it takes. */
  arity: number;
  /** Names of the `--options` it takes: with a value, without (a flag), or with a value each time it is repeated. */
  options: Record<string, 'value' | 'flag' | 'values'>;
  request(args: string[], options: Options): AdminRequest;
}

export class ArgsError extends Error {}

export function id(value: string | undefined, name: string): number {
  if (!value || !/^[1-9]\d{0,9}$/.test(value)) throw new ArgsError(`${name} must be a whole number above 0`);
  return Number(value);
}

export function oneOf<T extends string>(value: string | undefined, allowed: readonly T[], name: string): T {
  if (!allowed.includes(value as T)) throw new ArgsError(`${name} must be one of ${allowed.join(', ')}`);
  return value as T;
}

/** `?status=…&page=…` of the options given, in the order named. */
export function query(pairs: [string, string | undefined][]): string {
  const present = pairs.filter((pair): pair is [string, string] => pair[1] !== undefined);
  return present.length === 0 ? '' : `?${new URLSearchParams(present)}`;
}

export const text = (options: Options, name: string) => {
  const value = options[name];
  return typeof value === 'string' ? value : undefined;
};

export const page = (options: Options) => {
  const value = text(options, 'page');
  return value === undefined ? undefined : String(id(value, '--page'));
};
