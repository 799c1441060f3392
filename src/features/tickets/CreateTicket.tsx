import { type SubmitEvent, useEffect, useState } from 'react';
import type { Locale, OrderListEntry, TicketCategory } from '#contract';
import {
  TICKET_ANSWER_HOURS,
  TICKET_MESSAGE_MAX_LENGTH,
  TICKET_PRIORITIES,
  TICKET_SUBJECT_MAX_LENGTH,
} from '#contract/tickets';
import Field, { controlClass, primaryButtonClass } from '@/components/ui/Field';
import TextAreaField from '@/components/ui/TextAreaField';
import { problemTexts } from '@/features/account/account';
import UserArea from '@/features/account/UserArea';
import { fetchOrders } from '@/features/orders/orders.api';
import { useRequestForm } from '@/features/orders/use-request-form';
import { fill } from '@/i18n/fill';
import { carryToast } from '@/lib/carried-toast';
import { formatDate, formatNumber } from '@/lib/money';
import AttachmentPicker from './AttachmentPicker';
import {
  besideAttachments,
  emptyDraft,
  placeTicketErrors,
  type TicketDraft,
  ticketForm,
  ticketNumber,
  ticketsPath,
  validateDraft,
} from './tickets';
import { createTicket, fetchTicketCategories } from './tickets.api';
import type { CreateTicketStrings } from './tickets-strings';

interface Props {
  locale: Locale;
  strings: CreateTicketStrings;
}

/** The shopper's latest orders, offered as what a ticket may be about. */
const RECENT_ORDERS = 20;

/** /user/help-support/create: a new ticket with up to three files; then to /user/help-support (spec). */
export default function CreateTicket({ locale, strings }: Props) {
  return (
    <UserArea guard="otp" loading={strings.account.loading}>
      {() => <TicketForm locale={locale} strings={strings} />}
    </UserArea>
  );
}

type Categories = { state: 'loading' | 'failed' } | { state: 'loaded'; list: TicketCategory[] };

function TicketForm({ locale, strings }: Props) {
  const texts = strings.tickets.create;
  const [draft, setDraft] = useState<TicketDraft>(emptyDraft);
  const [files, setFiles] = useState<File[]>([]);
  const [categories, setCategories] = useState<Categories>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [orders, setOrders] = useState<OrderListEntry[]>([]);
  const { errors, busy, submit } = useRequestForm(strings.cartToasts.network);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a retry loads them again.
  useEffect(() => {
    const controller = new AbortController();
    setCategories({ state: 'loading' });
    fetchTicketCategories(controller.signal)
      .then((list) => setCategories({ state: 'loaded', list }))
      .catch(() => {
        if (!controller.signal.aborted) setCategories({ state: 'failed' });
      });
    return () => controller.abort();
  }, [attempt]);

  useEffect(() => {
    const controller = new AbortController();
    // The order is optional: without the list the field is simply not offered.
    fetchOrders({ page: 1, per_page: RECENT_ORDERS }, controller.signal).then(
      (page) => setOrders(page.data),
      () => {},
    );
    return () => controller.abort();
  }, []);

  const set = <K extends keyof TicketDraft>(field: K, value: TicketDraft[K]) => setDraft({ ...draft, [field]: value });

  function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const { subject, ...rest } = validateDraft(draft);
    const maximum = (max: number) => ({ max: formatNumber(max, locale) });
    const checks = {
      ...problemTexts(strings.tickets.errors, { subject }, maximum(TICKET_SUBJECT_MAX_LENGTH)),
      ...problemTexts(strings.tickets.errors, rest, maximum(TICKET_MESSAGE_MAX_LENGTH)),
    };
    submit(
      checks,
      async () => {
        try {
          const ticket = await createTicket(ticketForm(draft, files));
          const hours = formatNumber(TICKET_ANSWER_HOURS, locale);
          carryToast(fill(texts.created, { id: ticketNumber(ticket.id, locale), hours }));
          window.location.assign(ticketsPath(locale));
        } catch (error) {
          throw besideAttachments(error);
        }
      },
      placeTicketErrors,
    );
  }

  return (
    <form noValidate onSubmit={onSubmit} className="max-w-2xl space-y-5" data-testid="ticket-form">
      <Field
        id="subject"
        label={texts.subject}
        error={errors.subject}
        inputProps={{
          value: draft.subject,
          maxLength: TICKET_SUBJECT_MAX_LENGTH,
          onChange: (event) => set('subject', event.target.value),
        }}
      />
      <Field id="category_id" label={texts.category} error={errors.category_id}>
        {(describedBy) => (
          <>
            <select
              id="category_id"
              name="category_id"
              value={draft.category_id ?? ''}
              onChange={(event) => set('category_id', event.target.value ? Number(event.target.value) : null)}
              disabled={categories.state !== 'loaded'}
              aria-invalid={errors.category_id ? true : undefined}
              aria-describedby={describedBy}
              className={controlClass}
            >
              <option value="">
                {categories.state === 'loading' ? strings.account.loading : texts.chooseCategory}
              </option>
              {categories.state === 'loaded' &&
                categories.list.map((category) => (
                  <option key={category.id} value={category.id}>
                    {category.name}
                  </option>
                ))}
            </select>
            {categories.state === 'failed' && (
              <p role="alert" className="mt-1 text-sm text-red-700">
                {texts.categoriesFailed}{' '}
                <button type="button" className="font-semibold underline" onClick={() => setAttempt((n) => n + 1)}>
                  {texts.retry}
                </button>
              </p>
            )}
          </>
        )}
      </Field>
      <fieldset aria-describedby={errors.priority ? 'priority-error' : undefined}>
        <legend className="text-sm font-medium text-gray-800">{texts.priority}</legend>
        <div className="mt-1 flex flex-wrap gap-4">
          {TICKET_PRIORITIES.map((priority) => (
            <label key={priority} className="flex items-center gap-2">
              <input
                type="radio"
                name="priority"
                value={priority}
                checked={draft.priority === priority}
                onChange={() => set('priority', priority)}
              />
              {strings.tickets.priority[priority]}
            </label>
          ))}
        </div>
        {errors.priority && (
          <p id="priority-error" className="mt-1 text-sm text-red-700" data-field-error="priority">
            {errors.priority}
          </p>
        )}
      </fieldset>
      {orders.length > 0 && (
        <Field id="order_id" label={texts.order} error={errors.order_id}>
          {(describedBy) => (
            <select
              id="order_id"
              name="order_id"
              value={draft.order_id ?? ''}
              onChange={(event) => set('order_id', event.target.value ? Number(event.target.value) : null)}
              aria-invalid={errors.order_id ? true : undefined}
              aria-describedby={describedBy}
              className={controlClass}
            >
              <option value="">{texts.noOrder}</option>
              {orders.map((order) => (
                <option key={order.id} value={order.id}>
                  {fill(texts.orderOption, {
                    invoice: order.invoice_number,
                    date: formatDate(order.created_at, locale),
                  })}
                </option>
              ))}
            </select>
          )}
        </Field>
      )}
      <TextAreaField
        id="message"
        rows={6}
        maxLength={TICKET_MESSAGE_MAX_LENGTH}
        value={draft.message}
        onChange={(message) => set('message', message)}
        label={texts.message}
        error={errors.message}
      />
      <AttachmentPicker
        id="attachments"
        files={files}
        onChange={setFiles}
        error={errors.attachments}
        locale={locale}
        strings={strings}
      />
      <div className="flex flex-wrap items-center gap-4">
        <button type="submit" disabled={busy} className={primaryButtonClass}>
          {busy ? texts.sending : texts.submit}
        </button>
        <a className="text-sm text-brand-700 underline" href={ticketsPath(locale)}>
          {texts.back}
        </a>
      </div>
    </form>
  );
}
