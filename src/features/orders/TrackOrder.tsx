import { type SubmitEvent, useEffect, useState } from 'react';
import type { GuestOrderTracking, Locale } from '#contract';
import Field, { primaryButtonClass } from '@/components/ui/Field';
import { IslandToaster } from '@/components/ui/IslandToaster';
import { problemTexts } from '@/features/account/account';
import { useFormErrors } from '@/features/account/useFormErrors';
import { ApiError } from '@/lib/api/api-client';
import { formatDateTime } from '@/lib/money';
import OrderCard from './OrderCard';
import { invoiceFromSearch, type TrackingDraft, trackingQuery, validateTracking } from './orders';
import { trackOrder } from './orders.api';
import type { TrackOrderStrings } from './orders-strings';

interface Props {
  locale: Locale;
  strings: TrackOrderStrings;
}

/** /track-order: an order by its invoice number and the phone it was placed with (guests and everyone). */
export default function TrackOrder({ locale, strings }: Props) {
  const texts = strings.orders.track;
  const [draft, setDraft] = useState<TrackingDraft>({ invoice: '', phone: '' });
  const [found, setFound] = useState<GuestOrderTracking | 'none' | null>(null);
  const { errors, busy, submit } = useFormErrors(strings.cartToasts.network);

  useEffect(() => {
    const invoice = invoiceFromSearch(window.location.search);
    if (invoice) setDraft((before) => ({ ...before, invoice }));
  }, []);

  function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    submit(problemTexts(strings.orders.errors, validateTracking(draft)), async () => {
      try {
        setFound(await trackOrder(trackingQuery(draft)));
      } catch (error) {
        if (!(error instanceof ApiError && error.status === 404)) throw error;
        setFound('none');
      }
    });
  }

  const input = (field: keyof TrackingDraft) => ({
    value: draft[field],
    onChange: (event: { target: { value: string } }) => setDraft({ ...draft, [field]: event.target.value }),
  });

  return (
    <div className="max-w-2xl space-y-6">
      <IslandToaster />
      <form noValidate onSubmit={onSubmit} className="space-y-4" data-testid="track-order-form">
        <p>{texts.intro}</p>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            id="invoice"
            label={texts.invoice}
            hint={texts.invoiceHint}
            error={errors.invoice}
            inputProps={{ ...input('invoice'), autoCapitalize: 'characters', autoComplete: 'off' }}
          />
          <Field
            id="phone"
            label={texts.phone}
            error={errors.phone}
            inputProps={{ ...input('phone'), type: 'tel', inputMode: 'tel', autoComplete: 'tel' }}
          />
        </div>
        <button type="submit" disabled={busy} className={primaryButtonClass}>
          {busy ? texts.working : texts.submit}
        </button>
      </form>
      <div aria-live="polite">
        {found === 'none' && (
          <p role="alert" data-testid="order-not-found" className="rounded-md border border-gray-200 p-4">
            {texts.notFound}
          </p>
        )}
        {found && found !== 'none' && (
          <OrderCard order={found} locale={locale} strings={strings} placedAt={found.created_at}>
            <section aria-label={texts.history}>
              <h4 className="text-sm font-semibold">{texts.history}</h4>
              <ol className="mt-1 space-y-1 text-sm">
                {found.history.map((step) => (
                  <li key={`${step.status}-${step.at}`} className="flex flex-wrap justify-between gap-x-4">
                    <span>{strings.orders.status[step.status]}</span>
                    <time dateTime={step.at} className="text-gray-600">
                      {formatDateTime(step.at, locale)}
                    </time>
                  </li>
                ))}
              </ol>
            </section>
          </OrderCard>
        )}
      </div>
    </div>
  );
}
