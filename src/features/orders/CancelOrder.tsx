import { type SubmitEvent, useState } from 'react';
import type { Locale, OrderDetail } from '#contract';
import { PAYMENT_METHOD_IDS } from '#contract/checkout';
import { REFUND_DUE_DAYS } from '#contract/orders';
import { primaryButtonClass } from '@/components/ui/Field';
import TextAreaField from '@/components/ui/TextAreaField';
import { problemTexts } from '@/features/account/account';
import UserArea from '@/features/account/UserArea';
import { fill } from '@/i18n/fill';
import { carryToast } from '@/lib/carried-toast';
import { formatNumber } from '@/lib/money';
import OrderLoader from './OrderLoader';
import { orderPath, ordersPath } from './order-list';
import { type CancelDraft, COMMENT_MAX, cancelBody, requestFieldErrors, validateCancel } from './order-requests';
import { cancelOrder } from './orders.api';
import type { CancelOrderStrings } from './orders-strings';
import ReasonChoices, { type LoadedReasons, useReasons } from './ReasonChoices';
import { useRequestForm } from './use-request-form';

interface Props {
  locale: Locale;
  strings: CancelOrderStrings;
}

/** /user/orders/cancel/{id}: a reason and an optional comment, until the rider picks the package up; then to /user/orders. */
export default function CancelOrder({ locale, strings }: Props) {
  const reasons = useReasons('cancel');
  return (
    <UserArea guard="otp" loading={strings.account.loading}>
      {() => (
        <OrderLoader locale={locale} strings={strings} alsoLoading={reasons === null}>
          {(order) => <CancelForm order={order} reasons={reasons ?? 'failed'} locale={locale} strings={strings} />}
        </OrderLoader>
      )}
    </UserArea>
  );
}

function CancelForm({ order, reasons, locale, strings }: Props & { order: OrderDetail; reasons: LoadedReasons }) {
  const texts = strings.orders.cancel;
  const [draft, setDraft] = useState<CancelDraft>({ reason_id: null, comment: '' });
  const { errors, busy, submit } = useRequestForm(strings.cartToasts.network);
  const back = (
    <a className="inline-block text-sm text-brand-700 underline" href={orderPath(locale, order.id)}>
      {texts.keep}
    </a>
  );
  if (!order.can_cancel) {
    return (
      <div className="space-y-3">
        <p role="alert" data-testid="cancel-not-allowed">
          {texts.notAllowed}
        </p>
        {back}
      </div>
    );
  }

  function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const checks = problemTexts(strings.orders.requestErrors, validateCancel(draft), {
      max: formatNumber(COMMENT_MAX, locale),
    });
    submit(
      checks,
      async () => {
        await cancelOrder(cancelBody(order.id, draft));
        carryToast(fill(texts.done, { invoice: order.invoice_number }));
        window.location.assign(ordersPath(locale));
      },
      (errors) => requestFieldErrors(errors),
    );
  }

  return (
    <form noValidate onSubmit={onSubmit} className="max-w-2xl space-y-5" data-testid="cancel-form">
      <p>{fill(texts.intro, { invoice: order.invoice_number, seller: order.vendor.name })}</p>
      <ReasonChoices
        kind="cancel"
        reasons={reasons}
        legend={texts.reason}
        value={draft.reason_id}
        onChange={(reason_id) => setDraft({ ...draft, reason_id })}
        error={errors.reason_id}
        failed={strings.orders.requestErrors.reasonsFailed}
      />
      <TextAreaField
        id="comment"
        maxLength={COMMENT_MAX}
        value={draft.comment}
        onChange={(comment) => setDraft({ ...draft, comment })}
        label={texts.comment}
        error={errors.comment}
      />
      {order.payment_method_id === PAYMENT_METHOD_IDS.online && order.payment_status === 'paid' && (
        <p className="text-sm text-gray-700">
          {fill(texts.refundNote, { days: formatNumber(REFUND_DUE_DAYS, locale) })}
        </p>
      )}
      <div className="flex flex-wrap items-center gap-4">
        <button type="submit" disabled={busy} className={primaryButtonClass}>
          {busy ? texts.working : texts.submit}
        </button>
        {back}
      </div>
    </form>
  );
}
