import type { OrderCancelBody, OrderDetail, OrderReturnBody, Wallet } from '#contract';
import { PAYMENT_METHOD_IDS } from '#contract/checkout';
import { nationalMobile } from '#contract/phone';

/** The longest comment the forms send (the API refuses a longer one too). */
export const COMMENT_MAX = 1000;

/** Keys of `orders.requestErrors`. */
export type RequestProblem = 'reason' | 'tooLong' | 'items' | 'wallet' | 'account';

export interface CancelDraft {
  reason_id: number | null;
  comment: string;
}

type CancelField = keyof CancelDraft;

export function validateCancel(draft: CancelDraft): Partial<Record<CancelField, RequestProblem>> {
  const problems: Partial<Record<CancelField, RequestProblem>> = {};
  if (draft.reason_id === null) problems.reason_id = 'reason';
  if (draft.comment.trim().length > COMMENT_MAX) problems.comment = 'tooLong';
  return problems;
}

/** The comment as sent: trimmed, and left out when blank. */
const comment = (typed: string) => (typed.trim() ? { comment: typed.trim() } : {});

/** POST /order-cancel's body for a draft that passed validateCancel. */
export function cancelBody(orderId: number, draft: CancelDraft): OrderCancelBody {
  if (draft.reason_id === null) throw new Error('Cancel without a reason');
  return { order_id: orderId, reason_id: draft.reason_id, ...comment(draft.comment) };
}

/** Units of a line that may still be returned: those bought less those in returns not rejected. */
export const returnableQty = (item: { qty: number; returned_qty: number }) => Math.max(0, item.qty - item.returned_qty);

/** The units a line's quantity list offers: none up to all it has left. */
export const qtyChoices = (left: number): number[] => Array.from({ length: Math.max(0, left) + 1 }, (_, qty) => qty);

/**
 * Where a return's money goes: an order paid online back to the payment it was paid with; a cash-on-delivery order
 * to the bKash, Nagad or Rocket number the shopper gives.
 */
export function refundRule(order: Pick<OrderDetail, 'payment_method_id'>): 'original' | 'wallet' {
  return order.payment_method_id === PAYMENT_METHOD_IDS.online ? 'original' : 'wallet';
}

export interface ReturnDraft {
  reason_id: number | null;
  /** Units chosen, by order line id (none chosen: 0). */
  qty: Record<number, number>;
  comment: string;
  wallet: Wallet | null;
  /** The wallet's number as typed. */
  account: string;
}

export const emptyReturnDraft = (): ReturnDraft => ({
  reason_id: null,
  qty: {},
  comment: '',
  wallet: null,
  account: '',
});

type ReturnOrder = Pick<OrderDetail, 'id' | 'payment_method_id' | 'items'>;

/** The lines the draft returns, with their units (never more than each line has left). */
function chosenLines(draft: ReturnDraft, order: ReturnOrder): OrderReturnBody['items'] {
  return order.items.flatMap((item) => {
    const qty = Math.min(draft.qty[item.id] ?? 0, returnableQty(item));
    return qty > 0 ? [{ order_item_id: item.id, qty }] : [];
  });
}

export type ReturnField = 'reason_id' | 'items' | 'comment' | 'wallet' | 'account';

export function validateReturn(draft: ReturnDraft, order: ReturnOrder): Partial<Record<ReturnField, RequestProblem>> {
  const problems: Partial<Record<ReturnField, RequestProblem>> = {};
  if (chosenLines(draft, order).length === 0) problems.items = 'items';
  if (draft.reason_id === null) problems.reason_id = 'reason';
  if (draft.comment.trim().length > COMMENT_MAX) problems.comment = 'tooLong';
  if (refundRule(order) === 'wallet') {
    if (draft.wallet === null) problems.wallet = 'wallet';
    if (!nationalMobile(draft.account)) problems.account = 'account';
  }
  return problems;
}

/** POST /order-return's body for a draft that passed validateReturn. */
export function returnBody(order: ReturnOrder, draft: ReturnDraft): OrderReturnBody {
  const account = nationalMobile(draft.account);
  const wallet = refundRule(order) === 'wallet';
  if (draft.reason_id === null || (wallet && (draft.wallet === null || account === null))) {
    throw new Error('Incomplete return');
  }
  return {
    order_id: order.id,
    reason_id: draft.reason_id,
    items: chosenLines(draft, order),
    ...comment(draft.comment),
    refund_method: wallet ? { type: draft.wallet as Wallet, account: account as string } : { type: 'original' },
  };
}

/** The form field a line's quantity is shown in. */
export const itemField = (orderItemId: number) => `item-${orderItemId}`;

const FIELD_OF: Record<string, string> = {
  reason_id: 'reason_id',
  comment: 'comment',
  items: 'items',
  refund_method: 'wallet',
  'refund_method.type': 'wallet',
  'refund_method.account': 'account',
};

/**
 * A 422's field map laid on a cancel or return form: body fields beside their controls, `items.N.…` beside the N-th
 * line sent, anything else left for a toast.
 */
export function requestFieldErrors(
  errors: Record<string, string[]>,
  sentItems: readonly { order_item_id: number }[] = [],
): { fields: Record<string, string>; rest: string[] } {
  const placed: { fields: Record<string, string>; rest: string[] } = { fields: {}, rest: [] };
  for (const [path, messages] of Object.entries(errors)) {
    const message = messages[0];
    if (!message) continue;
    const index = /^items\.(\d+)(?:\.|$)/.exec(path)?.[1];
    const line = index === undefined ? undefined : sentItems[Number(index)];
    const field = line ? itemField(line.order_item_id) : FIELD_OF[path];
    if (field) placed.fields[field] ??= message;
    else placed.rest.push(message);
  }
  return placed;
}
