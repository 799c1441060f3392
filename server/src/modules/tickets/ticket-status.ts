/**
 * The one set of ticket status rules: open → answered (support replied) → resolved → closed. A shopper's reply
 * reopens an answered or resolved ticket; nothing leaves closed. Pure: each answers the change to write, or the
 * message of a refusal (a 409).
 */
import { TICKET_ANSWER_HOURS, type TicketShopperStatus, type TicketStatus } from '#contract';
import type { MessageKey } from '../../i18n/messages';
import { conflict } from '../../plugins/http-errors';

export type Move = { status: TicketStatus; awaitingSince: Date | null } | { refused: MessageKey };

interface Current {
  status: TicketStatus;
  awaitingSince: Date | null;
}

/** The shopper waits for support exactly while the ticket is open, since it (re)opened. */
const moveTo = (ticket: Current, status: TicketStatus, now: Date): Move => ({
  status,
  awaitingSince: status === 'open' ? (ticket.awaitingSince ?? now) : null,
});

/** POST /ticket-status: resolved from open or answered; closed from anything but closed. */
export function shopperStatusMove(ticket: Current, to: TicketShopperStatus, now: Date): Move {
  if (ticket.status === 'closed') return { refused: 'tickets.alreadyClosed' };
  if (to === 'resolved' && ticket.status === 'resolved') return { refused: 'tickets.moveRefused' };
  return moveTo(ticket, to, now);
}

/** The back office may set any other status, except that a closed ticket stays closed. */
export function supportStatusMove(ticket: Current, to: TicketStatus, now: Date): Move {
  if (ticket.status === 'closed') return { refused: 'tickets.alreadyClosed' };
  if (to === ticket.status) return { refused: 'tickets.moveRefused' };
  return moveTo(ticket, to, now);
}

/** A reply: the shopper's (re)opens the ticket, support's answers it; a closed ticket takes none. */
export function replyMove(ticket: Current, author: 'shopper' | 'support', now: Date): Move {
  if (ticket.status === 'closed') return { refused: 'tickets.closedNoReply' };
  return moveTo(ticket, author === 'shopper' ? 'open' : 'answered', now);
}

/** Open and unanswered for longer than the guidelines' TICKET_ANSWER_HOURS. */
export function isOverdue(ticket: Current, now: Date): boolean {
  return ticket.status === 'open' && ticket.awaitingSince !== null && ticket.awaitingSince < overdueSince(now);
}

/** Open tickets waiting since before this instant are overdue. */
export const overdueSince = (now: Date): Date => new Date(now.getTime() - TICKET_ANSWER_HOURS * 3_600_000);

/** The change of an allowed move; a refused one is a 409 with its reason. */
export function allowed(move: Move): Exclude<Move, { refused: MessageKey }> {
  if ('refused' in move) throw conflict(move.refused);
  return move;
}
