import type { FastifyReply } from 'fastify';
import { attachmentDisposition } from './file-names';

export interface Download {
  name: string;
  /** As recognised from the content when it was stored. */
  type: string;
  content: Buffer;
}

/**
 * A stored upload as a download: never shown inline (`attachment`), never sniffed into another type, never kept by a
 * shared cache or the browser's (it is one shopper's file, fetched with their token).
 */
export function sendDownload(reply: FastifyReply, file: Download) {
  return reply
    .header('content-type', file.type)
    .header('content-length', String(file.content.length))
    .header('content-disposition', attachmentDisposition(file.name))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .send(file.content);
}
