/** e2e helpers for help-support tickets: real files to attach, the shopper's tickets and support's side. */
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import type { Page, TicketDetail, TicketSummary } from '#contract';
import { api, apiRequest } from './api';
import { E2E_ADMIN_TOKEN } from './rebuild-env';

/** A file written to a folder of its own, for setInputFiles, with the bytes it holds. */
export interface FileOnDisk {
  path: string;
  bytes: Buffer;
}

async function fileOnDisk(name: string, bytes: Buffer): Promise<FileOnDisk> {
  const path = join(await mkdtemp(join(tmpdir(), 'haat-ticket-')), name);
  await writeFile(path, bytes);
  return { path, bytes };
}

/** A real 24 × 24 PNG. */
export async function pngFile(name: string): Promise<FileOnDisk> {
  const bytes = await sharp({ create: { width: 24, height: 24, channels: 3, background: '#0a7d55' } })
    .png()
    .toBuffer();
  return fileOnDisk(name, bytes);
}

/** A Windows program's first bytes (`MZ`…) under an image's name: the server must refuse it by its content. */
export const renamedProgram = (name: string) =>
  fileOnDisk(name, Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00'), Buffer.alloc(120)]));

/** The shopper's tickets as the API lists them, most recently updated first. */
export const shopperTickets = (token: string) => api<Page<TicketSummary>>('/ticket', undefined, token);

/** Support answers through the back office (ADMIN_TOKEN): the ticket becomes answered. */
export const supportReplies = (ticketId: number, message: string) =>
  apiRequest<TicketDetail>('POST', `/admin/tickets/${ticketId}/reply`, {
    body: { message },
    token: E2E_ADMIN_TOKEN,
  });
