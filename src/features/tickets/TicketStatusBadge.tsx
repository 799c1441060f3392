import type { TicketStatus } from '#contract';

const COLOURS: Record<TicketStatus, string> = {
  open: 'bg-amber-100 text-amber-900',
  answered: 'bg-sky-100 text-sky-900',
  resolved: 'bg-green-100 text-green-900',
  closed: 'bg-gray-200 text-gray-800',
};

/** Where a ticket is, in words (the colour only repeats them). */
export default function TicketStatusBadge({ status, label }: { status: TicketStatus; label: string }) {
  return (
    <span className={`rounded px-2 py-0.5 text-xs font-semibold ${COLOURS[status]}`} data-ticket-status={status}>
      {label}
    </span>
  );
}
