/** e2e helpers for help-support tickets: real files to attach, the shopper's tickets and support's side. */
import sharp from 'sharp';
import type { Page, TicketDetail, TicketSummary } from '#contract';
import { api, apiRequest } from './api';
import { E2E_ADMIN_TOKEN } from './rebuild-env';

/**
 * A file to attach, as setInputFiles takes it: its name, the type a browser gives it from its extension, and its
 * bytes. Nothing is written to disk, so no run leaves files behind.
 */
export interface FileToAttach {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/** A real 24 × 24 PNG. */
export async function pngFile(name: string): Promise<FileToAttach> {
  const buffer = await sharp({ create: { width: 24, height: 24, channels: 3, background: '#0a7d55' } })
    .png()
    .toBuffer();
  return { name, mimeType: 'image/png', buffer };
}

/** A Windows program's first bytes (`MZ`…) under an image's name: the server must refuse it by its content. */
export const renamedProgram = (name: string): FileToAttach => ({
  name,
  mimeType: 'image/png',
  buffer: Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00'), Buffer.alloc(120)]),
});

/** The shopper's tickets as the API lists them, most recently updated first. */
export const shopperTickets = (token: string) => api<Page<TicketSummary>>('/ticket', undefined, token);

/** Support answers through the back office (ADMIN_TOKEN): the ticket becomes answered. */
export const supportReplies = (ticketId: number, message: string) =>
  apiRequest<TicketDetail>('POST', `/admin/tickets/${ticketId}/reply`, {
    body: { message },
    token: E2E_ADMIN_TOKEN,
  });
