import { once } from 'node:events';
import { PassThrough, type Readable } from 'node:stream';
import type { Locale, ProductExportLine } from '#contract';
import type { RequestContext } from '../../plugins/request-context';
import { exportProducts } from './export.service';

export const NDJSON = 'application/x-ndjson; charset=utf-8';
/** A reader that takes no more bytes for this long is gone: its transaction ends (PGlite runs one at a time). */
const STALL_MS = 60_000;

/**
 * The export as an NDJSON stream that is read from the database only as fast as the client takes it (backpressure),
 * so the server's memory stays flat. A client that goes away or stalls ends the transaction; a failure cuts the
 * stream short, without its `end` line.
 */
export function exportStream(ctx: RequestContext, locales: readonly Locale[]): Readable {
  const stream = new PassThrough();
  const gone = new AbortController();
  stream.once('close', () => gone.abort());
  const write = async (line: ProductExportLine) => {
    gone.signal.throwIfAborted();
    if (!stream.write(`${JSON.stringify(line)}\n`)) {
      await once(stream, 'drain', { signal: AbortSignal.any([gone.signal, AbortSignal.timeout(STALL_MS)]) });
    }
  };
  exportProducts(ctx, locales, write).then(
    () => stream.end(),
    (error: Error) => {
      if (!gone.signal.aborted) ctx.log.error({ err: error }, 'product export failed');
      stream.destroy(error);
    },
  );
  return stream;
}
