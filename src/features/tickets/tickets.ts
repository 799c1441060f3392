import type { CreateTicketFields, Locale, TicketPriority, TicketReplyFields, TicketStatus } from '#contract';
import {
  TICKET_ATTACHMENT_MAX_BYTES,
  TICKET_ATTACHMENT_TYPES,
  TICKET_ATTACHMENTS_MAX,
  TICKET_MESSAGE_MAX_LENGTH,
  TICKET_STATUSES,
  TICKET_SUBJECT_MAX_LENGTH,
} from '#contract/tickets';
import type { PlacedErrors } from '@/features/orders/use-request-form';
import { ApiError } from '@/lib/api/api-client';
import { formatDigits, formatNumber } from '@/lib/money';
import { localePath } from '@/lib/paths';

const LIST_PATH = '/user/help-support';

/** The list, filtered by a status or not. */
export function ticketsPath(locale: Locale, status: TicketStatus | null = null): string {
  return localePath(locale, status ? `${LIST_PATH}?status=${status}` : LIST_PATH);
}

export const createTicketPath = (locale: Locale) => localePath(locale, `${LIST_PATH}/create`);

export const ticketPath = (locale: Locale, id: number) => localePath(locale, `${LIST_PATH}/${id}`);

/** The ticket id of a thread's address (`/bn/user/help-support/12/` → 12); null when there is none. */
export function ticketIdFromPath(pathname: string): number | null {
  const match = /^(?:\/bn)?\/user\/help-support\/([1-9][0-9]{0,9})\/?$/.exec(pathname);
  return match ? Number(match[1]) : null;
}

/** `#1234` / `#১২৩৪`: a number to quote, so never grouped. */
export const ticketNumber = formatDigits;

/** The list's tabs: every ticket (null), then each status in the order a ticket goes through them. */
export const TICKET_TABS: readonly (TicketStatus | null)[] = [null, ...TICKET_STATUSES];

/** The status of `/user/help-support?status=…`; anything else (or nothing) means every ticket. */
export function statusFromSearch(search: string): TicketStatus | null {
  const status = new URLSearchParams(search).get('status');
  return (TICKET_STATUSES as readonly (string | null)[]).includes(status) ? (status as TicketStatus) : null;
}

/** Neither too urgent nor forgotten: the shopper raises it when it matters. */
export const DEFAULT_PRIORITY: TicketPriority = 'medium';

/**
 * What the shopper may do with a ticket in a status: mark it resolved while support or the shopper still has
 * something to say (open, answered), close it unless it is closed, and reply until it is closed (a reply reopens
 * an answered or resolved ticket).
 */
export function ticketActions(status: TicketStatus): { resolve: boolean; close: boolean; reply: boolean } {
  return {
    resolve: status === 'open' || status === 'answered',
    close: status !== 'closed',
    reply: status !== 'closed',
  };
}

/** What the browser tells of a chosen file (a File fits). */
export interface ChosenFile {
  name: string;
  size: number;
  type: string;
}

/** Keys of `tickets.files`' problems. */
export type FileProblem = 'tooMany' | 'tooBig' | 'wrongType';

/**
 * The files added to those already chosen that pass the server's limits as far as the browser can tell, and the
 * first problem found. The type is the browser's guess from the name, a first hint only: a file whose type the
 * browser does not know goes to the server, which decides by the content.
 */
export function addFiles<F extends ChosenFile>(
  chosen: readonly F[],
  added: readonly F[],
): { files: F[]; problem: FileProblem | null } {
  const files = [...chosen];
  let problem: FileProblem | null = null;
  for (const file of added) {
    const knownType = file.type === '' || (TICKET_ATTACHMENT_TYPES as readonly string[]).includes(file.type);
    if (!knownType) problem ??= 'wrongType';
    else if (file.size > TICKET_ATTACHMENT_MAX_BYTES) problem ??= 'tooBig';
    else if (files.length >= TICKET_ATTACHMENTS_MAX) problem ??= 'tooMany';
    else files.push(file);
  }
  return { files, problem };
}

/** The values the files' problem texts name: how many files and how big. */
export const fileLimits = (locale: Locale) => ({
  max: formatNumber(TICKET_ATTACHMENTS_MAX, locale),
  size: formatFileSize(TICKET_ATTACHMENT_MAX_BYTES, locale),
});

const KB = 1024;
const MB = KB * KB;

/** A file's size in the page's language and digits: `340 kB`, `1.3 MB` / `৩৪০ kB`, `১.৩ MB` (never below 1 kB). */
export function formatFileSize(bytes: number, locale: Locale): string {
  const [value, unit, digits] = bytes < MB ? [Math.max(1, bytes / KB), 'kilobyte', 0] : [bytes / MB, 'megabyte', 1];
  return new Intl.NumberFormat(locale === 'bn' ? 'bn-BD' : 'en-IN', {
    style: 'unit',
    unit,
    maximumFractionDigits: digits,
  }).format(value);
}

export interface TicketDraft {
  subject: string;
  category_id: number | null;
  priority: TicketPriority;
  order_id: number | null;
  message: string;
}

export const emptyDraft = (): TicketDraft => ({
  subject: '',
  category_id: null,
  priority: DEFAULT_PRIORITY,
  order_id: null,
  message: '',
});

/** Keys of `tickets.errors`. */
export type DraftProblem = 'required' | 'category' | 'tooLong';

/** The form's own checks, as the API makes them (after trimming). */
export function validateDraft(
  draft: TicketDraft,
): Partial<Record<'subject' | 'category_id' | 'message', DraftProblem>> {
  const problems: Partial<Record<'subject' | 'category_id' | 'message', DraftProblem>> = {};
  const subject = draft.subject.trim();
  if (!subject) problems.subject = 'required';
  else if (subject.length > TICKET_SUBJECT_MAX_LENGTH) problems.subject = 'tooLong';
  if (draft.category_id === null) problems.category_id = 'category';
  problems.message = validateMessage(draft.message);
  return problems;
}

/** A message (a ticket's or a reply's) is needed, and no longer than the API takes. */
export function validateMessage(message: string): DraftProblem | undefined {
  const trimmed = message.trim();
  if (!trimmed) return 'required';
  return trimmed.length > TICKET_MESSAGE_MAX_LENGTH ? 'tooLong' : undefined;
}

/** The multipart form POST /ticket takes, from a draft that passed validateDraft. */
export function ticketForm(draft: TicketDraft, files: readonly Blob[]): FormData {
  if (draft.category_id === null) throw new Error('A ticket without a category');
  const fields: CreateTicketFields = {
    subject: draft.subject.trim(),
    category_id: draft.category_id,
    priority: draft.priority,
    message: draft.message.trim(),
    ...(draft.order_id === null ? {} : { order_id: draft.order_id }),
  };
  return withFiles(fields, files);
}

/** The multipart form POST /ticket-reply takes. */
export const replyForm = (ticketId: number, message: string, files: readonly Blob[]): FormData =>
  withFiles({ ticket_id: ticketId, message: message.trim() }, files);

function withFiles(fields: CreateTicketFields | TicketReplyFields, files: readonly Blob[]): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, String(value));
  for (const file of files) form.append('attachments[]', file);
  return form;
}

const FORM_FIELDS = new Set(['subject', 'category_id', 'priority', 'order_id', 'message']);

/**
 * A 422's field map on the ticket and reply forms: its own fields by name; any file's problem (`attachments`,
 * `attachments.1`…) beside the attachments; the rest shown apart.
 */
export function placeTicketErrors(errors: Record<string, string[]>): PlacedErrors {
  const placed: PlacedErrors = { fields: {}, rest: [] };
  for (const [key, messages] of Object.entries(errors)) {
    const field = /^attachments\b/.test(key) ? 'attachments' : key;
    if (FORM_FIELDS.has(field) || field === 'attachments') placed.fields[field] ??= messages.join(' ');
    else placed.rest.push(...messages);
  }
  return placed;
}

/** A 413 (a file bigger than the server takes) is shown beside the attachments, as a 422 about a file is. */
export function besideAttachments(error: unknown): unknown {
  if (!(error instanceof ApiError) || error.status !== 413 || !error.failure) return error;
  return new ApiError(413, { ...error.failure, errors: { attachments: [error.failure.message] } });
}
