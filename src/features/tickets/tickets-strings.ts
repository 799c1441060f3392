import type { IslandStrings } from '@/i18n';

/** A ticket's status and priority in words, its number, category and order. */
const TICKET_CARD_TEXTS = [
  'tickets.number',
  'tickets.status',
  'tickets.priority',
  'tickets.list.category',
  'tickets.list.priority',
  'tickets.list.order',
] as const;

/** /user/help-support: the status tabs, the rows and the spec's infinite-loader messages. */
export const TICKET_LIST_TEXTS = [
  ...TICKET_CARD_TEXTS,
  'tickets.new',
  'tickets.list',
  'listing.noMore',
  'listing.error',
  'listing.retry',
  'account.loading',
] as const;
export type TicketListStrings = IslandStrings<typeof TICKET_LIST_TEXTS>;

/** Choosing files and their problems (the new-ticket form and the reply box). */
const ATTACHMENT_TEXTS = ['tickets.files', 'tickets.errors', 'cartToasts.network', 'account.loading'] as const;
export type AttachmentStrings = IslandStrings<typeof ATTACHMENT_TEXTS>;

/** /user/help-support/create. */
export const CREATE_TICKET_TEXTS = [...ATTACHMENT_TEXTS, 'tickets.create', 'tickets.priority'] as const;
export type CreateTicketStrings = IslandStrings<typeof CREATE_TICKET_TEXTS>;

/** /user/help-support/{id}. */
export const TICKET_THREAD_TEXTS = [
  ...ATTACHMENT_TEXTS,
  ...TICKET_CARD_TEXTS,
  'tickets.thread',
  'tickets.new',
] as const;
export type TicketThreadStrings = IslandStrings<typeof TICKET_THREAD_TEXTS>;
