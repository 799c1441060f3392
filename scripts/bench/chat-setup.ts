import { sql } from 'drizzle-orm';
import { createDatabase } from '../../server/src/index';
import { type BenchApi, type BenchDatabase, post } from './orders-setup';

/** Ports the chat benches' API processes may take. */
export const CHAT_BENCH_PORTS = { first: 5120, last: 5139 };

/** A signed-in user made for a chat bench: its id and access token. */
export interface BenchChatter {
  userId: number;
  token: string;
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * `count` shoppers with a verified phone and a day-long session, and a session for the first seeded shop's seller,
 * written straight to the database (signing 1,000 people up over HTTP would time scrypt, not chat). Sessions store
 * the SHA-256 (hex) of their access token, as the API does; the bench's tokens are `bench-chat-<user id>`.
 */
export async function createChatters(
  database: BenchDatabase,
  count: number,
): Promise<{ shoppers: BenchChatter[]; seller: BenchChatter & { vendorId: number } }> {
  const { db, close } = await createDatabase({ url: database.url, dataDir: database.dataDir });
  try {
    const shoppers = rowsOf<{ id: number }>(
      await db.execute(sql`
        insert into users (name, phone, phone_verified_at)
        select 'Bench chatter ' || g, '+88019' || lpad(g::text, 8, '0'), now() from generate_series(1, ${count}) g
        returning id`),
    );
    const [seller] = rowsOf<{ id: number; vendor_id: number }>(
      await db.execute(sql`select id, vendor_id from users where scope = 'vendor' order by id limit 1`),
    );
    if (!seller) throw new Error('the seed made no seller');
    await db.execute(sql`
      insert into auth_sessions (user_id, access_token_hash, access_expires_at, refresh_token_hash, refresh_expires_at)
      select id, encode(sha256(convert_to('bench-chat-' || id, 'UTF8')), 'hex'), now() + interval '1 day',
        encode(sha256(convert_to('bench-chat-refresh-' || id, 'UTF8')), 'hex'), now() + interval '1 day'
      from users where id = ${seller.id} or name like 'Bench chatter %'`);
    const chatter = (userId: number) => ({ userId, token: `bench-chat-${userId}` });
    return {
      shoppers: shoppers.map((row) => chatter(row.id)),
      seller: { ...chatter(seller.id), vendorId: seller.vendor_id },
    };
  } finally {
    await close();
  }
}

export const postAs = <T>(api: BenchApi, who: BenchChatter, path: string, body: object): Promise<T> =>
  post<T>(`${api.base}${path}`, body, who.token);

/** The shopper's conversation with the seller's shop (POST /chat/chat-with-seller). */
export async function chatWith(api: BenchApi, shopper: BenchChatter, vendorId: number): Promise<number> {
  return (await postAs<{ id: number }>(api, shopper, '/chat/chat-with-seller', { vendor_id: vendorId })).id;
}

/** An open GET /chat/stream; `onMessage` hears the id of each chat message it carries. */
export interface BenchStream {
  close(): void;
}

export async function openBenchStream(
  api: BenchApi,
  who: BenchChatter,
  onMessage: (messageId: number) => void,
): Promise<BenchStream> {
  const aborter = new AbortController();
  const response = await fetch(`${api.base}/chat/stream`, {
    headers: { authorization: `Bearer ${who.token}` },
    signal: aborter.signal,
  });
  if (response.status !== 200 || !response.body) throw new Error(`GET /chat/stream → ${response.status}`);
  const body = response.body;
  void (async () => {
    const decoder = new TextDecoder();
    let buffered = '';
    try {
      for await (const chunk of body) {
        buffered += decoder.decode(chunk, { stream: true });
        const frames = buffered.split('\n\n');
        buffered = frames.pop() ?? '';
        for (const frame of frames) {
          const data = /^data: (.*)$/m.exec(frame)?.[1];
          if (!frame.includes('event: message') || !data) continue;
          onMessage((JSON.parse(data) as { message: { id: number } }).message.id);
        }
      }
    } catch {
      // Closed by the bench.
    }
  })();
  return { close: () => aborter.abort() };
}

/** The API process's memory after garbage collection (it runs memory-probe.ts). */
export function memoryOf(api: BenchApi): Promise<NodeJS.MemoryUsage> {
  return new Promise((resolve) => {
    const hear = (message: { type?: string; usage?: NodeJS.MemoryUsage }) => {
      if (message?.type !== 'memory' || !message.usage) return;
      api.child.off('message', hear);
      resolve(message.usage);
    };
    api.child.on('message', hear);
    api.child.send({ type: 'memory' });
  });
}
