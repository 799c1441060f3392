import { type SubmitEvent, useState } from 'react';
import type { Locale, TicketAttachment, TicketDetail, TicketShopperStatus } from '#contract';
import { TICKET_MESSAGE_MAX_LENGTH } from '#contract/tickets';
import { primaryButtonClass } from '@/components/ui/Field';
import PathRecordLoader from '@/components/ui/PathRecordLoader';
import TextAreaField from '@/components/ui/TextAreaField';
import UserArea from '@/features/account/UserArea';
import { orderPath } from '@/features/orders/order-list';
import { useRequestForm } from '@/features/orders/use-request-form';
import { fill } from '@/i18n/fill';
import { ApiError } from '@/lib/api/api-client';
import { formatDateTime, formatNumber } from '@/lib/money';
import { toast } from '@/lib/toast';
import AttachmentLinks from './AttachmentLinks';
import AttachmentPicker from './AttachmentPicker';
import TicketStatusBadge from './TicketStatusBadge';
import {
  besideAttachments,
  createTicketPath,
  placeTicketErrors,
  replyForm,
  ticketActions,
  ticketIdFromPath,
  ticketNumber,
  ticketsPath,
  validateMessage,
} from './tickets';
import { fetchTicket, replyToTicket, setTicketStatus } from './tickets.api';
import type { TicketThreadStrings } from './tickets-strings';

interface Props {
  locale: Locale;
  strings: TicketThreadStrings;
}

/** /user/help-support/{id}: the ticket and its replies, oldest first; a reply box; Resolve and Close. */
export default function TicketThread({ locale, strings }: Props) {
  return (
    <UserArea guard="otp" loading={strings.account.loading}>
      {() => (
        <PathRecordLoader
          idFromPath={ticketIdFromPath}
          load={fetchTicket}
          texts={strings.tickets.thread}
          backHref={ticketsPath(locale)}
          testId="ticket-not-found"
        >
          {(ticket) => <Thread initial={ticket} locale={locale} strings={strings} />}
        </PathRecordLoader>
      )}
    </UserArea>
  );
}

interface Entry {
  key: string;
  author: 'shopper' | 'support';
  message: string;
  attachments: TicketAttachment[];
  created_at: string;
}

function Thread({ initial, locale, strings }: Props & { initial: TicketDetail }) {
  const texts = strings.tickets.thread;
  const [ticket, setTicket] = useState(initial);
  const actions = ticketActions(ticket.status);
  const entries: Entry[] = [
    { key: 'ticket', author: 'shopper', ...ticket },
    ...ticket.replies.map((reply) => ({ ...reply, key: `reply-${reply.id}` })),
  ];
  const fileTexts = strings.tickets.files;
  const list = strings.tickets.list;

  return (
    <article className="max-w-3xl space-y-6" data-ticket-thread={ticket.id}>
      <header className="space-y-2">
        <h2 className="text-xl font-semibold break-words" data-ticket-subject>
          {ticket.subject}
        </h2>
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-gray-600">
          <TicketStatusBadge status={ticket.status} label={strings.tickets.status[ticket.status]} />
          <span>{fill(strings.tickets.number, { id: ticketNumber(ticket.id, locale) })}</span>
          <span>{fill(list.category, { name: ticket.category.name })}</span>
          <span data-ticket-priority={ticket.priority}>
            {fill(list.priority, { name: strings.tickets.priority[ticket.priority] })}
          </span>
          {ticket.order && (
            <a className="text-brand-700 underline" href={orderPath(locale, ticket.order.id)}>
              {fill(list.order, { invoice: ticket.order.invoice_number })}
            </a>
          )}
          <time dateTime={ticket.created_at}>
            {fill(texts.opened, { date: formatDateTime(ticket.created_at, locale) })}
          </time>
        </p>
      </header>
      <ol className="space-y-4">
        {entries.map((entry) => (
          <li
            key={entry.key}
            data-author={entry.author}
            className={`rounded-md border p-3 ${
              entry.author === 'support' ? 'mr-8 border-brand-100 bg-brand-50' : 'ml-8 border-gray-200 bg-white'
            }`}
          >
            <p className="flex flex-wrap items-baseline justify-between gap-2 text-sm">
              <strong>{entry.author === 'support' ? texts.support : texts.you}</strong>
              <time className="text-gray-600" dateTime={entry.created_at}>
                {formatDateTime(entry.created_at, locale)}
              </time>
            </p>
            <p className="mt-1 whitespace-pre-line break-words" data-message>
              {entry.message}
            </p>
            <AttachmentLinks attachments={entry.attachments} locale={locale} texts={fileTexts} />
          </li>
        ))}
      </ol>
      <StatusActions ticket={ticket} onChanged={setTicket} strings={strings} />
      {actions.reply ? (
        <ReplyBox ticket={ticket} onReplied={setTicket} locale={locale} strings={strings} />
      ) : (
        <p className="rounded-md border border-gray-200 bg-gray-50 p-3" data-testid="ticket-closed-note">
          {texts.closedNote}{' '}
          <a className="font-semibold text-brand-700 underline" href={createTicketPath(locale)}>
            {strings.tickets.new}
          </a>
        </p>
      )}
    </article>
  );
}

interface ActionProps {
  ticket: TicketDetail;
  onChanged: (ticket: TicketDetail) => void;
  strings: TicketThreadStrings;
}

/** Resolve and Close (Close asks first: a closed ticket takes no more replies). */
function StatusActions({ ticket, onChanged, strings }: ActionProps) {
  const texts = strings.tickets.thread;
  const actions = ticketActions(ticket.status);
  const [confirming, setConfirming] = useState(false);
  const [working, setWorking] = useState(false);
  if (!actions.resolve && !actions.close) return null;

  async function change(status: TicketShopperStatus) {
    setWorking(true);
    try {
      onChanged(await setTicketStatus({ ticket_id: ticket.id, status }));
      setConfirming(false);
      toast.success(status === 'resolved' ? texts.nowResolved : texts.nowClosed);
    } catch (error) {
      toast.error(error instanceof ApiError && error.failure ? error.failure.message : strings.cartToasts.network);
    } finally {
      setWorking(false);
    }
  }

  const button = 'rounded-md border px-4 py-2 font-semibold disabled:opacity-60';
  if (confirming) {
    return (
      <fieldset className="space-y-3 rounded-md border border-red-200 bg-red-50 p-3">
        <legend className="sr-only">{texts.close}</legend>
        <p>{texts.confirmClose}</p>
        <div className="flex flex-wrap gap-3">
          <button
            type="button"
            disabled={working}
            onClick={() => change('closed')}
            className={`${button} border-red-700 bg-red-700 text-white`}
          >
            {working ? texts.working : texts.confirmYes}
          </button>
          <button type="button" onClick={() => setConfirming(false)} className={`${button} border-gray-300 bg-white`}>
            {texts.keepOpen}
          </button>
        </div>
      </fieldset>
    );
  }
  return (
    <div className="flex flex-wrap gap-3">
      {actions.resolve && (
        <button
          type="button"
          disabled={working}
          onClick={() => change('resolved')}
          className={`${button} border-green-700 text-green-800`}
        >
          {texts.resolve}
        </button>
      )}
      <button type="button" onClick={() => setConfirming(true)} className={`${button} border-gray-400 text-gray-800`}>
        {texts.close}
      </button>
    </div>
  );
}

/** A reply with up to three files; a reply reopens an answered or resolved ticket, so the ticket is read again. */
function ReplyBox({
  ticket,
  onReplied,
  locale,
  strings,
}: Props & { ticket: TicketDetail; onReplied: ActionProps['onChanged'] }) {
  const texts = strings.tickets.thread;
  const [message, setMessage] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const { errors, busy, submit } = useRequestForm(strings.cartToasts.network, { staysOnPage: true });

  function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = validateMessage(message);
    const max = formatNumber(TICKET_MESSAGE_MAX_LENGTH, locale);
    const checks: Record<string, string> = problem ? { message: fill(strings.tickets.errors[problem], { max }) } : {};
    submit(
      checks,
      async () => {
        try {
          const reply = await replyToTicket(replyForm(ticket.id, message, files));
          onReplied({ ...ticket, replies: [...ticket.replies, reply] });
        } catch (error) {
          throw besideAttachments(error);
        }
        setMessage('');
        setFiles([]);
        toast.success(texts.sent);
        fetchTicket(ticket.id).then(onReplied, () => {});
      },
      placeTicketErrors,
    );
  }

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4" data-testid="reply-form">
      <TextAreaField
        id="message"
        rows={4}
        maxLength={TICKET_MESSAGE_MAX_LENGTH}
        value={message}
        onChange={setMessage}
        label={texts.reply}
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
      <button type="submit" disabled={busy} className={primaryButtonClass}>
        {busy ? texts.sending : texts.send}
      </button>
    </form>
  );
}
