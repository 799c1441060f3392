import { useCallback, useEffect, useState } from 'react';
import type { Locale, TicketStatus, TicketSummary } from '#contract';
import { TICKET_ANSWER_HOURS } from '#contract/tickets';
import EmptyState from '@/components/ui/EmptyState';
import FilterTabs from '@/components/ui/FilterTabs';
import UserArea from '@/features/account/UserArea';
import InfiniteLoaderFooter from '@/features/listing/InfiniteLoaderFooter';
import { useInfinitePages } from '@/features/listing/use-infinite-pages';
import { fill } from '@/i18n/fill';
import { ApiError } from '@/lib/api/api-client';
import { showCarriedToast } from '@/lib/carried-toast';
import { formatDateTime, formatNumber } from '@/lib/money';
import { toast } from '@/lib/toast';
import TicketStatusBadge from './TicketStatusBadge';
import { createTicketPath, statusFromSearch, TICKET_TABS, ticketNumber, ticketPath, ticketsPath } from './tickets';
import { fetchTickets } from './tickets.api';
import type { TicketListStrings } from './tickets-strings';

interface Props {
  locale: Locale;
  strings: TicketListStrings;
}

/** /user/help-support: the shopper's tickets, latest activity first, by status tab, a page at a time. */
export default function TicketList(props: Props) {
  return (
    <UserArea guard="otp" loading={props.strings.account.loading}>
      {() => <Tickets {...props} />}
    </UserArea>
  );
}

function Tickets({ locale, strings }: Props) {
  const texts = strings.tickets;
  const [status, setStatus] = useState<TicketStatus | null>(() => statusFromSearch(window.location.search));
  const load = useCallback(
    (page: number, signal: AbortSignal) =>
      fetchTickets({ page, status: status ?? undefined }, signal).catch((error: unknown) => {
        // The spec: a refusal's own message as an error toast (an unverified phone has left for /auth/otp).
        if (error instanceof ApiError && error.failure) toast.error(error.failure.message);
        throw error;
      }),
    [status],
  );
  const { items, loader, sentinel, retry } = useInfinitePages(load);

  useEffect(() => showCarriedToast(), []);

  useEffect(() => {
    const onBack = () => setStatus(statusFromSearch(window.location.search));
    addEventListener('popstate', onBack);
    return () => removeEventListener('popstate', onBack);
  }, []);

  return (
    <div className="space-y-4" data-ticket-list data-loader={loader.status}>
      <a
        href={createTicketPath(locale)}
        className="inline-block rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800"
      >
        {texts.new}
      </a>
      <FilterTabs
        label={texts.list.filter}
        tabs={TICKET_TABS}
        current={status}
        href={(tab) => ticketsPath(locale, tab)}
        name={(tab) => (tab ? texts.status[tab] : texts.list.all)}
        onChoose={setStatus}
      />
      <ul className="space-y-3">
        {items.map((ticket) => (
          <li key={ticket.id}>
            <TicketRow ticket={ticket} locale={locale} strings={strings} />
          </li>
        ))}
      </ul>
      <InfiniteLoaderFooter
        loader={loader}
        sentinel={sentinel}
        onRetry={retry}
        texts={{ ...strings.listing, loading: texts.list.loading, noResults: texts.list.emptyTitle }}
        empty={
          <EmptyState
            title={texts.list.emptyTitle}
            hint={fill(texts.list.emptyHint, { hours: formatNumber(TICKET_ANSWER_HOURS, locale) })}
            links={[[createTicketPath(locale), texts.new]]}
            testId="tickets-empty"
          />
        }
      />
    </div>
  );
}

/** One ticket: its subject (the link to its thread), status, number, category, priority and last activity. */
function TicketRow({ ticket, locale, strings }: Props & { ticket: TicketSummary }) {
  const texts = strings.tickets;
  return (
    <article data-ticket={ticket.id} className="space-y-1 rounded-md border border-gray-200 p-3">
      <h2 className="font-semibold break-words">
        <a href={ticketPath(locale, ticket.id)} className="text-brand-800 underline hover:text-brand-900">
          {ticket.subject}
        </a>
      </h2>
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-gray-600">
        <TicketStatusBadge status={ticket.status} label={texts.status[ticket.status]} />
        <span>{fill(texts.number, { id: ticketNumber(ticket.id, locale) })}</span>
        <span>{fill(texts.list.category, { name: ticket.category.name })}</span>
        <span data-ticket-priority={ticket.priority}>
          {fill(texts.list.priority, { name: texts.priority[ticket.priority] })}
        </span>
        {ticket.order && <span>{fill(texts.list.order, { invoice: ticket.order.invoice_number })}</span>}
        <time dateTime={ticket.updated_at}>
          {fill(texts.list.updated, { date: formatDateTime(ticket.updated_at, locale) })}
        </time>
      </p>
    </article>
  );
}
