import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { CategoryFlashSale, Collection } from '#contract';
import { DEFAULT_PRODUCTS } from '../../server/src/index';
import { header, send } from '../raw-http';
import { createBenchDatabase, startBenchApi } from './orders-setup';
import { percentile } from './percentile';
import { type Latency, timeGets } from './timed-gets';

/** What each size and timing is measured with: none, and what a browser asks over HTTPS without zstd. */
const ENCODINGS = { plain: 'identity', gzip: 'gzip', br: 'br, gzip' } as const;
type Encoding = keyof typeof ENCODINGS;
/** Levels worth comparing for answers compressed on every request (brotli's 11 is for files compressed once). */
const LEVELS = [
  ...[1, 4, 6, 9].map((level) => ({ encoding: 'gzip' as const, level })),
  ...[1, 3, 4, 5, 6, 9, 11].map((level) => ({ encoding: 'br' as const, level })),
];
const COMPRESS_RUNS = 200;
const WARM_UP_REQUESTS = 50;
const TIMED_REQUESTS = 1_000;
const TIMED_SECONDS = 30;
/** Links of the issue's Lighthouse runs: slow 4G, and the 2G-class profile. */
const LINKS = [
  { name: 'slow 4G (1.6 Mbit/s)', bitsPerSecond: 1_638_400 },
  { name: '2G-class (256 kbit/s)', bitsPerSecond: 256_000 },
];

export interface AnswerBytes {
  name: string;
  path: string;
  /** Bytes on the wire for each Accept-Encoding, and the Content-Encoding the API chose. */
  sent: Record<Encoding, { bytes: number; contentEncoding: string }>;
}

export interface LevelCost {
  encoding: 'gzip' | 'br';
  level: number;
  bytes: number;
  /** Median CPU time of one compression of the answer, in this process. */
  microseconds: number;
}

export interface ApiAnswersBench {
  products: number;
  homeIds: number;
  answers: AnswerBytes[];
  /** The live call's plain body compressed at each level. */
  levels: LevelCost[];
  plainBytes: number;
  /** The live call, one request at a time from a process of its own (fetch decompresses, as a browser does). */
  latency: Record<Encoding, Latency>;
  links: typeof LINKS;
}

/** The body as sent (node:http never decompresses) and its Content-Encoding. */
async function rawGet(url: string, acceptEncoding: string): Promise<{ bytes: Buffer; contentEncoding: string }> {
  const answer = await send(url, { headers: { 'accept-encoding': acceptEncoding } });
  if (answer.status !== 200) throw new Error(`GET ${url} → ${answer.status}`);
  return { bytes: answer.body, contentEncoding: header(answer, 'content-encoding') ?? 'none' };
}

async function data<T>(url: string): Promise<T> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`GET ${url} → ${response.status}`);
  return ((await response.json()) as { data: T }).data;
}

/** The products the home page shows (its flash sales and collections), each once, in page order. */
async function homeProductIds(base: string): Promise<number[]> {
  const [sales, collections] = await Promise.all([
    data<CategoryFlashSale[]>(`${base}/category/category-wise-flash-sales`),
    data<Collection[]>(`${base}/category/collection`),
  ]);
  const cards = [...sales, ...collections].flatMap((section) => section.products);
  return [...new Set(cards.map((card) => card.id))];
}

async function answerBytes(base: string, name: string, path: string): Promise<AnswerBytes> {
  const sent = {} as AnswerBytes['sent'];
  for (const [encoding, accept] of Object.entries(ENCODINGS) as [Encoding, string][]) {
    const { bytes, contentEncoding } = await rawGet(`${base}${path}`, accept);
    sent[encoding] = { bytes: bytes.length, contentEncoding };
  }
  return { name, path, sent };
}

function levelCost(body: Buffer, { encoding, level }: Omit<LevelCost, 'bytes' | 'microseconds'>): LevelCost {
  const compress = () =>
    encoding === 'gzip'
      ? gzipSync(body, { level })
      : brotliCompressSync(body, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: level,
            [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          },
        });
  const times: number[] = [];
  let bytes = 0;
  for (let run = 0; run < COMPRESS_RUNS; run += 1) {
    const start = performance.now();
    bytes = compress().length;
    times.push((performance.now() - start) * 1000);
  }
  return { encoding, level, bytes, microseconds: percentile(times, 0.5) };
}

/**
 * API answers on the wire: the home page's live-price call and a product listing page, plain, gzip and brotli; what
 * each compression level costs on the live answer; and that call's latency with and without compression. One API
 * process on PGlite with the seed catalogue.
 */
export async function benchApiAnswers(products = DEFAULT_PRODUCTS): Promise<ApiAnswersBench> {
  const database = await createBenchDatabase(undefined, products);
  const api = await startBenchApi(database, 0);
  try {
    const ids = await homeProductIds(api.base);
    const live = `/products/live?ids=${ids.join(',')}`;
    const answers = [
      await answerBytes(api.base, `live prices of the home page's ${ids.length} products`, live),
      await answerBytes(api.base, 'a product listing page (24 products)', '/products?page=1'),
      await answerBytes(api.base, 'the home information (under the threshold)', '/home_info'),
    ];
    const plain = (await rawGet(`${api.base}${live}`, 'identity')).bytes;
    const levels = LEVELS.map((level) => levelCost(plain, level));
    const latency = {} as ApiAnswersBench['latency'];
    // The first round warms the API for all three (the first timing ran slower whatever its encoding); the second counts.
    for (let round = 0; round < 2; round += 1) {
      for (const [encoding, accept] of Object.entries(ENCODINGS) as [Encoding, string][]) {
        latency[encoding] = await timeGets({
          url: `${api.base}${live}`,
          headers: { 'accept-encoding': accept },
          warmUp: WARM_UP_REQUESTS,
          requests: TIMED_REQUESTS,
          seconds: TIMED_SECONDS,
        });
      }
    }
    return { products, homeIds: ids.length, answers, levels, plainBytes: plain.length, latency, links: LINKS };
  } finally {
    await api.stop();
    await database.drop();
  }
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (milliseconds: number) => `${milliseconds.toFixed(1)} ms`;

/** The bench's lines for `npm run bench`. */
export function apiAnswersReport({ products, answers, levels, plainBytes, latency, links }: ApiAnswersBench): string {
  const lines = [`(one API process, PGlite, seed catalogue of ${products} products)`];
  for (const { name, path, sent } of answers) {
    const wire = (Object.keys(sent) as Encoding[]).map(
      (encoding) => `${encoding} ${kb(sent[encoding].bytes)} (${sent[encoding].contentEncoding})`,
    );
    lines.push(`${name}: ${wire.join(', ')}  [GET ${path.length > 60 ? `${path.slice(0, 60)}…` : path}]`);
    const transfer = links.map(({ name: link, bitsPerSecond }) => {
      const seconds = (bytes: number) => ms(((bytes * 8) / bitsPerSecond) * 1000);
      return `${link} ${seconds(sent.plain.bytes)} plain, ${seconds(sent.br.bytes)} brotli`;
    });
    lines.push(`  body transfer, computed: ${transfer.join('; ')}`);
  }
  lines.push(`compressing the live answer (${kb(plainBytes)}) once, median CPU in this process:`);
  for (const { encoding, level, bytes, microseconds } of levels) {
    lines.push(
      `  ${`${encoding} ${level}`.padEnd(8)} ${kb(bytes).padStart(8)}  ${microseconds.toFixed(0).padStart(6)} µs`,
    );
  }
  const timed = (Object.keys(latency) as Encoding[]).map(
    (encoding) => `${encoding} p50 ${ms(latency[encoding].p50)}, p99 ${ms(latency[encoding].p99)}`,
  );
  lines.push(
    `the live call on localhost, one at a time (${latency.plain.requests} requests each): ${timed.join('; ')}`,
  );
  return lines.join('\n');
}
