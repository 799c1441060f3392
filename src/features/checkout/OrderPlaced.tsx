import { useEffect, useRef } from 'react';
import type { CheckoutAnswer, Locale } from '#contract';
import { followUpPath } from '@/features/payments/payments';
import { fill } from '@/i18n/fill';
import { formatPrice } from '@/lib/money';
import { localePath } from '@/lib/paths';
import type { CheckoutStrings } from './checkout-strings';

interface Props {
  answer: CheckoutAnswer;
  locale: Locale;
  strings: CheckoutStrings;
}

/** A guest's confirmation: the invoice of each package, what is due, and the way to track the order. */
export default function OrderPlaced({ answer, locale, strings }: Props) {
  const texts = strings.checkout.placed;
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const invoices = answer.orders.map((order) => order.invoice_number);
  return (
    <section
      data-order-placed
      className="mx-auto max-w-xl space-y-4 rounded-md border-l-4 border-brand-700 bg-brand-50 p-4"
    >
      <h2 ref={heading} tabIndex={-1} className="text-xl font-semibold focus:outline-none">
        {texts.title}
      </h2>
      <p>{fill(texts.due, { total: formatPrice(answer.grand_total, locale) })}</p>
      <ul className="space-y-1">
        {answer.orders.map((order) => (
          <li key={order.id} data-invoice={order.invoice_number}>
            {fill(texts.invoice, { invoice: order.invoice_number, name: order.vendor.name })}
          </li>
        ))}
      </ul>
      <p className="text-sm">{texts.sms}</p>
      <div className="flex flex-wrap gap-4">
        <a
          href={followUpPath({ guest: true, invoice_numbers: invoices }, locale)}
          className="font-semibold text-brand-800 underline"
        >
          {texts.track}
        </a>
        <a href={localePath(locale, '/')} className="font-semibold text-brand-800 underline">
          {strings.cart.backHome}
        </a>
      </div>
    </section>
  );
}
