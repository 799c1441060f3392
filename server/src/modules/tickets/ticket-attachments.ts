/**
 * Uploaded files made attachments, before any write: each recognised by its content as one of
 * TICKET_ATTACHMENT_TYPES (else a 422 on `attachments` naming it), given a generated stored name, its uploaded name
 * kept for display only.
 */
import { randomUUID } from 'node:crypto';
import {
  TICKET_ATTACHMENT_MAX_BYTES,
  TICKET_ATTACHMENT_TYPES,
  TICKET_ATTACHMENTS_MAX,
  type TicketAttachmentType,
} from '#contract';
import { displayName } from '../../lib/uploads/file-names';
import { sniffType } from '../../lib/uploads/sniff-type';
import { type FieldMessage, validationFailed } from '../../plugins/http-errors';
import type { MultipartLimits, UploadedFile } from '../../plugins/multipart';
import type { NewAttachment } from './tickets.repository';

const EXTENSIONS: Record<TicketAttachmentType, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'application/pdf': 'pdf',
};

export async function toAttachments(files: readonly UploadedFile[]): Promise<NewAttachment[]> {
  const refused: FieldMessage[] = [];
  const attachments: NewAttachment[] = [];
  for (const [index, file] of files.entries()) {
    const type = await sniffType(file.content, TICKET_ATTACHMENT_TYPES);
    const extension = type ? `.${EXTENSIONS[type]}` : '';
    const originalName = displayName(file.filename, `attachment-${index + 1}${extension}`);
    if (!type) {
      refused.push({ key: 'tickets.typeRefused', params: { name: originalName } });
      continue;
    }
    const storedName = `${randomUUID()}${extension}`;
    attachments.push({ storedName, originalName, type, size: file.content.length, content: file.content });
  }
  if (refused.length > 0) throw validationFailed({ attachments: refused });
  return attachments;
}

/** The multipart limits of every call that takes attachments (shopper's and support's). */
export const TICKET_UPLOAD_LIMITS: MultipartLimits = {
  fileField: 'attachments',
  maxFiles: TICKET_ATTACHMENTS_MAX,
  maxFileBytes: TICKET_ATTACHMENT_MAX_BYTES,
  maxFields: 10,
  // A message of TICKET_MESSAGE_MAX_LENGTH characters in Bengali is about three bytes each; room for more, so a
  // long message gets the schema's "at most 5000 characters" rather than this limit's.
  maxFieldBytes: 64 * 1024,
};
