import { type SubmitEvent, useState } from 'react';
import type { Locale, OrderDetail } from '#contract';
import { WALLETS } from '#contract/checkout';
import Field, { controlClass, primaryButtonClass } from '@/components/ui/Field';
import TextAreaField from '@/components/ui/TextAreaField';
import { problemTexts } from '@/features/account/account';
import UserArea from '@/features/account/UserArea';
import ProductImage from '@/features/product/ProductImage';
import { variantText } from '@/features/product/product';
import { fill } from '@/i18n/fill';
import { carryToast } from '@/lib/carried-toast';
import { formatDateTime, formatNumber } from '@/lib/money';
import OrderLoader from './OrderLoader';
import { orderPath, ordersPath } from './order-list';
import {
  COMMENT_MAX,
  emptyReturnDraft,
  itemField,
  qtyChoices,
  type ReturnDraft,
  refundRule,
  requestFieldErrors,
  returnableQty,
  returnBody,
  validateReturn,
} from './order-requests';
import { returnOrder } from './orders.api';
import type { ReturnOrderStrings } from './orders-strings';
import ReasonChoices, { type LoadedReasons, useReasons } from './ReasonChoices';
import { useRequestForm } from './use-request-form';

interface Props {
  locale: Locale;
  strings: ReturnOrderStrings;
}

/**
 * /user/orders/return/{id}: units of the delivered lines, a reason, a comment and where the refund goes (an online
 * order's own payment; a cash-on-delivery order's wallet number), within the return window; then to /user/orders.
 */
export default function ReturnOrder({ locale, strings }: Props) {
  const reasons = useReasons('return');
  return (
    <UserArea guard="otp" loading={strings.account.loading}>
      {() => (
        <OrderLoader locale={locale} strings={strings} alsoLoading={reasons === null}>
          {(order) => <ReturnForm order={order} reasons={reasons ?? 'failed'} locale={locale} strings={strings} />}
        </OrderLoader>
      )}
    </UserArea>
  );
}

function ReturnForm({ order, reasons, locale, strings }: Props & { order: OrderDetail; reasons: LoadedReasons }) {
  const texts = strings.orders.return;
  const [draft, setDraft] = useState<ReturnDraft>(emptyReturnDraft);
  const { errors, busy, submit } = useRequestForm(strings.cartToasts.network);
  const number = (n: number) => formatNumber(n, locale);
  const back = (
    <a className="inline-block text-sm text-brand-700 underline" href={orderPath(locale, order.id)}>
      {texts.back}
    </a>
  );
  if (!order.can_return) {
    return (
      <div className="space-y-3">
        <p role="alert" data-testid="return-not-allowed">
          {texts.notAllowed}
        </p>
        {back}
      </div>
    );
  }

  function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const problems = validateReturn(draft, order);
    const checks = problemTexts(strings.orders.requestErrors, problems, { max: number(COMMENT_MAX) });
    const body = Object.keys(checks).length === 0 ? returnBody(order, draft) : null;
    submit(
      checks,
      async () => {
        if (!body) return;
        await returnOrder(body);
        carryToast(fill(texts.done, { invoice: order.invoice_number }));
        window.location.assign(ordersPath(locale));
      },
      (errors) => requestFieldErrors(errors, body?.items),
    );
  }

  const wallet = refundRule(order) === 'wallet';
  return (
    <form noValidate onSubmit={onSubmit} className="max-w-2xl space-y-5" data-testid="return-form">
      <div>
        <p>{fill(texts.intro, { invoice: order.invoice_number, seller: order.vendor.name })}</p>
        {order.return_until && (
          <p className="text-sm text-gray-700">
            {fill(texts.until, { date: formatDateTime(order.return_until, locale) })}
          </p>
        )}
      </div>
      <fieldset aria-describedby={errors.items ? 'items-error' : undefined}>
        <legend className="mb-2 font-semibold">{texts.items}</legend>
        <ul className="divide-y divide-gray-200">
          {order.items.map((item) => {
            const left = returnableQty(item);
            const id = itemField(item.id);
            return (
              <li key={item.id} className="grid grid-cols-[3rem_1fr] gap-3 py-3 sm:grid-cols-[3rem_1fr_8rem]">
                <ProductImage
                  src={item.image}
                  alt=""
                  width={48}
                  height={48}
                  preset="thumbnail"
                  sizes="48px"
                  className="size-12 rounded object-cover"
                />
                <div className="min-w-0 text-sm">
                  <span className="block font-semibold break-words">{item.name}</span>
                  {variantText(item) && <span className="block text-gray-700">{variantText(item)}</span>}
                  <span className="block text-gray-600">
                    {fill(texts.left, { count: number(left), qty: number(item.qty) })}
                  </span>
                </div>
                <div className="col-start-2 text-sm sm:col-start-auto">
                  <label htmlFor={id} className="block font-medium text-gray-800">
                    <span className="sr-only">{item.name}: </span>
                    {texts.qty}
                  </label>
                  <select
                    id={id}
                    name={id}
                    value={draft.qty[item.id] ?? 0}
                    disabled={left === 0}
                    onChange={(event) =>
                      setDraft({ ...draft, qty: { ...draft.qty, [item.id]: Number(event.target.value) } })
                    }
                    aria-invalid={errors[id] || errors.items ? true : undefined}
                    aria-describedby={errors[id] ? `${id}-error` : errors.items ? 'items-error' : undefined}
                    className={controlClass}
                  >
                    {qtyChoices(left).map((qty) => (
                      <option key={qty} value={qty}>
                        {number(qty)}
                      </option>
                    ))}
                  </select>
                  {errors[id] && (
                    <p id={`${id}-error`} className="mt-1 text-red-700" data-field-error={id}>
                      {errors[id]}
                    </p>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
        {errors.items && (
          <p id="items-error" className="mt-1 text-sm text-red-700" data-field-error="items">
            {errors.items}
          </p>
        )}
      </fieldset>
      <ReasonChoices
        kind="return"
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
      <fieldset
        aria-describedby={errors.wallet ? 'wallet-error' : undefined}
        data-refund={wallet ? 'wallet' : 'original'}
      >
        <legend className="mb-2 font-semibold">{texts.refund}</legend>
        {wallet ? (
          <div className="space-y-3">
            <div className="flex flex-wrap gap-4" role="radiogroup" aria-label={texts.wallet}>
              {WALLETS.map((choice) => (
                <label key={choice} className="flex cursor-pointer items-center gap-2 text-sm">
                  <input
                    type="radio"
                    name="wallet"
                    value={choice}
                    checked={draft.wallet === choice}
                    onChange={() => setDraft({ ...draft, wallet: choice })}
                    aria-invalid={errors.wallet ? true : undefined}
                    className="accent-brand-700"
                  />
                  {strings.payments.choices[choice]}
                </label>
              ))}
            </div>
            {errors.wallet && (
              <p id="wallet-error" className="text-sm text-red-700" data-field-error="wallet">
                {errors.wallet}
              </p>
            )}
            <Field
              id="account"
              label={texts.account}
              hint={texts.accountHint}
              error={errors.account}
              inputProps={{
                value: draft.account,
                onChange: (event) => setDraft({ ...draft, account: event.target.value }),
                type: 'tel',
                inputMode: 'tel',
                autoComplete: 'tel',
              }}
            />
          </div>
        ) : (
          <p className="text-sm">{fill(texts.original, { method: strings.payments.choices[order.wallet ?? 'cod'] })}</p>
        )}
      </fieldset>
      <div className="flex flex-wrap items-center gap-4">
        <button type="submit" disabled={busy} className={primaryButtonClass}>
          {busy ? texts.working : texts.submit}
        </button>
        {back}
      </div>
    </form>
  );
}
