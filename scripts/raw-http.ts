import { request } from 'node:http';

export interface RawAnswer {
  status: number;
  /** Every value a header came with, by lower-case name: a header sent twice has two. */
  headers: Map<string, string[]>;
  /** The bytes as sent, never decompressed. */
  body: Buffer;
}

/** One request over node:http, which leaves compressed bodies as they are and keeps repeated headers apart. */
export function send(
  url: string,
  { method = 'GET', headers = {}, body }: { method?: string; headers?: Record<string, string>; body?: Buffer } = {},
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const outgoing = request(url, { method, headers, timeout: 30_000 }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.once('error', reject);
      response.once('end', () => {
        const answerHeaders = new Map<string, string[]>();
        const raw = response.rawHeaders;
        for (let index = 0; index < raw.length; index += 2) {
          const name = raw[index]!.toLowerCase();
          answerHeaders.set(name, [...(answerHeaders.get(name) ?? []), raw[index + 1]!]);
        }
        resolve({ status: response.statusCode ?? 0, headers: answerHeaders, body: Buffer.concat(chunks) });
      });
    });
    outgoing.once('timeout', () => outgoing.destroy(new Error(`${method} ${url}: no answer within 30 s`)));
    outgoing.once('error', reject);
    outgoing.end(body);
  });
}

/** The one value of a header; undefined when absent, and a failure when it was sent more than once. */
export function header(answer: RawAnswer, name: string): string | undefined {
  const values = answer.headers.get(name) ?? [];
  if (values.length > 1) throw new Error(`${name} sent ${values.length} times: ${values.join(' | ')}`);
  return values[0];
}
