/**
 * The SMS a shopper gets as an order or a return moves, in the language the checkout was placed in, to the
 * shopper's own phone. Services collect them inside their transaction and send them once it has committed.
 */
import type { Locale } from '#contract';
import { type MessageParams, translate } from '../../i18n/locale';
import type { MessageKey } from '../../i18n/messages';
import { sendAfterAnswer } from '../../lib/sms/send-after-answer';
import type { RequestContext } from '../../plugins/request-context';
import type { OrderStatus } from './orders.repository';
import type { OrdersSetup } from './orders-setup';
import type { ReturnStatus } from './returns.repository';

export interface OrderNotice {
  /** E.164. */
  to: string;
  locale: Locale;
  key: MessageKey;
  params: MessageParams;
  orderId: number;
}

/** Who hears about an order: the checkout's phone and language. */
interface NoticeTarget {
  orderId: number;
  invoiceNumber: string;
  phone: string;
  locale: Locale;
}

export const noticeOf = (target: NoticeTarget, key: MessageKey, params: MessageParams = {}): OrderNotice => ({
  to: target.phone,
  locale: target.locale,
  key,
  params: { invoice: target.invoiceNumber, ...params },
  orderId: target.orderId,
});

const ORDER_MOVE_NOTICES: Partial<Record<OrderStatus, MessageKey>> = {
  confirmed: 'orders.smsConfirmed',
  picked_up: 'orders.smsPickedUp',
  delivered: 'orders.smsDelivered',
  cancelled: 'orders.smsCancelled',
};

const RETURN_MOVE_NOTICES: Partial<Record<ReturnStatus, MessageKey>> = {
  approved: 'orders.smsReturnApproved',
  rejected: 'orders.smsReturnRejected',
};

/** The SMS an order's move to `status` sends (none for the moves not named). */
export function orderMoveNotices(target: NoticeTarget | undefined, status: OrderStatus): OrderNotice[] {
  const key = ORDER_MOVE_NOTICES[status];
  return target && key ? [noticeOf(target, key)] : [];
}

/** The SMS a return's move to `status` sends. */
export function returnMoveNotices(target: NoticeTarget | undefined, status: ReturnStatus): OrderNotice[] {
  const key = RETURN_MOVE_NOTICES[status];
  return target && key ? [noticeOf(target, key)] : [];
}

export function sendNotices(
  ctx: Pick<RequestContext, 'log'>,
  setup: Pick<OrdersSetup, 'sms'>,
  notices: readonly OrderNotice[],
): void {
  for (const notice of notices) {
    const text = translate(notice.locale, notice.key, notice.params);
    sendAfterAnswer(setup.sms, ctx.log, { to: notice.to, text }, { orderId: notice.orderId });
  }
}
