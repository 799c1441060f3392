import { useEffect, useState } from 'react';
import type { Locale, PaymentState } from '#contract';
import { primaryButtonClass } from '@/components/ui/Field';
import { IslandToaster } from '@/components/ui/IslandToaster';
import { fill } from '@/i18n/fill';
import { ApiError } from '@/lib/api/api-client';
import { formatDateTime, formatPrice } from '@/lib/money';
import { toast } from '@/lib/toast';
import { checkoutIdFrom, followUpPath, PENDING_POLL, paymentActions, paymentView, shouldPoll } from './payments';
import { fetchPaymentState, switchToCashOnDelivery } from './payments.api';
import type { PaymentResponseStrings } from './payments-strings';

interface Props {
  locale: Locale;
  strings: PaymentResponseStrings;
}

type Loaded =
  | { state: 'loading' }
  | { state: 'missing' }
  | { state: 'failed' }
  | { state: 'found'; payment: PaymentState };

const TONE = {
  good: 'border-brand-700 bg-brand-50',
  wait: 'border-amber-400 bg-amber-50',
  bad: 'border-red-600 bg-red-50',
} as const;

/**
 * /shop/payment-response?checkout_id=…, where every gateway return ends: the payment as the server knows it (asked
 * again for a while when a confirmation is on its way), with "pay again" and "switch to cash on delivery" while an
 * online payment is not done, and the way to follow the order.
 */
export default function PaymentResponse({ locale, strings }: Props) {
  const texts = strings.payments;
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  const [polled, setPolled] = useState(0);
  const [switching, setSwitching] = useState(false);
  const checkoutId = loaded.state === 'found' ? loaded.payment.checkout_id : null;

  useEffect(() => {
    const id = checkoutIdFrom(window.location.search);
    if (!id) {
      setLoaded({ state: 'missing' });
      return;
    }
    const controller = new AbortController();
    fetchPaymentState(id, controller.signal)
      .then((payment) => setLoaded({ state: 'found', payment }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        setLoaded({ state: error instanceof ApiError && error.status === 404 ? 'missing' : 'failed' });
      });
    return () => controller.abort();
  }, []);

  useEffect(() => {
    if (loaded.state !== 'found' || !shouldPoll(loaded.payment, polled)) return;
    const timer = setTimeout(() => {
      fetchPaymentState(loaded.payment.checkout_id)
        .then((payment) => setLoaded({ state: 'found', payment }))
        .catch(() => undefined)
        .finally(() => setPolled((count) => count + 1));
    }, PENDING_POLL.everyMs);
    return () => clearTimeout(timer);
  }, [loaded, polled]);

  async function switchToCod() {
    if (!checkoutId || switching) return;
    setSwitching(true);
    try {
      setLoaded({ state: 'found', payment: await switchToCashOnDelivery(checkoutId) });
      toast.success(texts.switchedToCod);
    } catch (error) {
      toast.error(error instanceof ApiError && error.failure ? error.message : strings.cartToasts.network);
    } finally {
      setSwitching(false);
    }
  }

  if (loaded.state !== 'found') {
    return (
      <>
        <IslandToaster />
        <p
          className="py-8 text-center text-gray-600"
          aria-busy={loaded.state === 'loading'}
          data-payment-state={loaded.state}
        >
          {loaded.state === 'loading'
            ? texts.loading
            : loaded.state === 'missing'
              ? texts.missing
              : strings.cartToasts.network}
        </p>
      </>
    );
  }

  const { payment } = loaded;
  const view = paymentView(payment);
  const actions = paymentActions(payment);
  const status = texts.status[view];
  const tone = view === 'paid' || view === 'cod' ? TONE.good : view === 'pending' ? TONE.wait : TONE.bad;
  return (
    <div className="mx-auto max-w-xl space-y-4">
      <IslandToaster />
      <section role="status" className={`space-y-2 rounded-md border-l-4 p-4 ${tone}`} data-payment-view={view}>
        <h2 className="text-xl font-semibold">{status.title}</h2>
        <p>{fill(status.text, { total: formatPrice(payment.grand_total, locale) })}</p>
      </section>
      <dl className="space-y-1 text-sm">
        <div className="flex flex-wrap gap-x-2">
          <dt className="text-gray-700">{texts.invoices}</dt>
          <dd data-invoices className="font-semibold break-all">
            {payment.invoice_numbers.join(', ')}
          </dd>
        </div>
        <div className="flex flex-wrap gap-x-2">
          <dt className="text-gray-700">{texts.amount}</dt>
          <dd className="font-semibold tabular-nums">{formatPrice(payment.grand_total, locale)}</dd>
        </div>
      </dl>
      {actions.payUrl && payment.expires_at && (
        <p className="text-sm">{fill(texts.payBefore, { time: formatDateTime(payment.expires_at, locale) })}</p>
      )}
      <div className="flex flex-wrap items-center gap-3">
        {actions.payUrl && (
          <a href={actions.payUrl} className={primaryButtonClass} data-pay-again>
            {view === 'pending' ? texts.payNow : texts.payAgain}
          </a>
        )}
        {actions.switchToCod && (
          <button
            type="button"
            onClick={switchToCod}
            disabled={switching}
            className="rounded-md border border-brand-700 px-4 py-2 font-semibold text-brand-800 hover:bg-brand-50 disabled:opacity-60"
          >
            {switching ? texts.working : texts.switchToCod}
          </button>
        )}
        <a href={followUpPath(payment, locale)} className="font-semibold text-brand-800 underline">
          {payment.guest ? texts.trackOrder : texts.myOrders}
        </a>
      </div>
    </div>
  );
}
