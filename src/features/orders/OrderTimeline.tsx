import type { Locale, OrderDetail } from '#contract';
import { formatDateTime } from '@/lib/money';
import { timeline } from './order-detail';
import type { OrderDetailStrings } from './orders-strings';

interface Props {
  order: OrderDetail;
  locale: Locale;
  strings: OrderDetailStrings;
}

/** Every status the order went through with its time, then the steps still to come. */
export default function OrderTimeline({ order, locale, strings }: Props) {
  const texts = strings.orders.detail;
  return (
    <section aria-labelledby="order-timeline">
      <h2 id="order-timeline" className="mb-2 text-lg font-semibold">
        {texts.timeline}
      </h2>
      <ol className="space-y-2 border-l-2 border-gray-200 pl-4 text-sm">
        {timeline(order).map((step) => (
          <li
            key={`${step.status}-${step.at}`}
            data-step={step.status}
            data-done={step.at !== null}
            className={`relative ${step.at === null ? 'text-gray-500' : ''}`}
          >
            <span
              aria-hidden="true"
              className={`absolute top-1.5 -left-[1.3rem] size-2.5 rounded-full ${step.at === null ? 'bg-gray-300' : 'bg-brand-700'}`}
            />
            <span className="font-medium">{strings.orders.status[step.status]}</span>{' '}
            {step.at === null ? (
              <span>({texts.upcoming})</span>
            ) : (
              <time dateTime={step.at} className="text-gray-600">
                {formatDateTime(step.at, locale)}
              </time>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
