import { createInterface } from 'node:readline';
import { Readable } from 'node:stream';
import type { ReadableStream } from 'node:stream/web';
import { LOCALES, type Locale, type ProductExportLine } from '#contract';
import { FetchFailure, networkReason } from './api-client';

export type ProductLine = Extract<ProductExportLine, { locale: Locale }>;

/**
 * Streams our extension GET /products/export (every product's card and page in every locale, one database snapshot)
 * to `take`, line by line, waiting for each (so the snapshot never sits in memory); false from a server without
 * the extension (404). `idleMs` bounds the wait for each line, not the whole export. Fails unless the stream ends
 * with its `end` line counting every product line.
 */
export async function fetchExport(
  apiBase: string,
  idleMs: number,
  take: (line: ProductLine) => Promise<void>,
): Promise<boolean> {
  const url = `${apiBase.replace(/\/+$/, '')}/products/export?locales=${LOCALES.join(',')}`;
  const abort = new AbortController();
  let idle = setTimeout(() => abort.abort(new Error(`no data for ${idleMs} ms`)), idleMs);
  try {
    let response: Response;
    try {
      response = await fetch(url, { headers: { Accept: 'application/x-ndjson' }, signal: abort.signal });
    } catch (error) {
      throw new FetchFailure(url, networkReason(error));
    }
    if (response.status === 404) return false;
    if (!response.ok || !response.body)
      throw new FetchFailure(url, `${response.status} ${response.statusText}`.trim(), response.status);
    let lines = 0;
    let end: number | undefined;
    try {
      for await (const text of createInterface({ input: Readable.fromWeb(response.body as ReadableStream) })) {
        clearTimeout(idle);
        idle = setTimeout(() => abort.abort(new Error(`no data for ${idleMs} ms`)), idleMs);
        const line = JSON.parse(text) as ProductExportLine;
        if ('end' in line) end = line.end.lines;
        else if (end === undefined && LOCALES.includes(line.locale) && line.page) {
          await take(line);
          lines += 1;
        } else throw new Error(`unexpected line ${text.slice(0, 80)}`);
      }
    } catch (error) {
      throw new FetchFailure(url, (abort.signal.reason as Error | undefined)?.message ?? (error as Error).message);
    }
    if (end !== lines) throw new FetchFailure(url, `cut short after ${lines} products`);
    return true;
  } finally {
    clearTimeout(idle);
  }
}
