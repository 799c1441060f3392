import { describe, expect, it } from 'vitest';
import { TICKET_ANSWER_HOURS, type TicketStatus } from '#contract';
import { isOverdue, replyMove, shopperStatusMove, supportStatusMove } from './ticket-status';

const now = new Date('2026-11-27T10:00:00Z');
const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 3_600_000);
const ticket = (status: TicketStatus, awaitingSince: Date | null = status === 'open' ? hoursAgo(1) : null) => ({
  status,
  awaitingSince,
});

describe('ticket status rules', () => {
  it('a shopper resolves an open or answered ticket, closes any but a closed one; it waits for no one after', () => {
    expect(shopperStatusMove(ticket('open'), 'resolved', now)).toEqual({ status: 'resolved', awaitingSince: null });
    expect(shopperStatusMove(ticket('answered'), 'resolved', now)).toEqual({ status: 'resolved', awaitingSince: null });
    expect(shopperStatusMove(ticket('resolved'), 'resolved', now)).toEqual({ refused: 'tickets.moveRefused' });
    for (const from of ['open', 'answered', 'resolved'] as const) {
      expect(shopperStatusMove(ticket(from), 'closed', now)).toEqual({ status: 'closed', awaitingSince: null });
    }
    expect(shopperStatusMove(ticket('closed'), 'closed', now)).toEqual({ refused: 'tickets.alreadyClosed' });
  });

  it('a shopper’s reply reopens an answered or resolved ticket, waiting from now; an open one keeps its wait', () => {
    expect(replyMove(ticket('answered'), 'shopper', now)).toEqual({ status: 'open', awaitingSince: now });
    expect(replyMove(ticket('resolved'), 'shopper', now)).toEqual({ status: 'open', awaitingSince: now });
    expect(replyMove(ticket('open', hoursAgo(5)), 'shopper', now)).toEqual({
      status: 'open',
      awaitingSince: hoursAgo(5),
    });
  });

  it('support’s reply answers the ticket; nobody replies to a closed one', () => {
    expect(replyMove(ticket('open'), 'support', now)).toEqual({ status: 'answered', awaitingSince: null });
    expect(replyMove(ticket('closed'), 'support', now)).toEqual({ refused: 'tickets.closedNoReply' });
    expect(replyMove(ticket('closed'), 'shopper', now)).toEqual({ refused: 'tickets.closedNoReply' });
  });

  it('support may set any other status, but nothing leaves closed', () => {
    expect(supportStatusMove(ticket('resolved'), 'open', now)).toEqual({ status: 'open', awaitingSince: now });
    expect(supportStatusMove(ticket('open'), 'open', now)).toEqual({ refused: 'tickets.moveRefused' });
    expect(supportStatusMove(ticket('closed'), 'open', now)).toEqual({ refused: 'tickets.alreadyClosed' });
  });

  it(`is overdue only while open and waiting for more than ${TICKET_ANSWER_HOURS} hours`, () => {
    expect(isOverdue(ticket('open', hoursAgo(TICKET_ANSWER_HOURS)), now)).toBe(false);
    expect(isOverdue(ticket('open', hoursAgo(TICKET_ANSWER_HOURS + 0.01)), now)).toBe(true);
    expect(isOverdue(ticket('answered', hoursAgo(100)), now)).toBe(false);
  });
});
