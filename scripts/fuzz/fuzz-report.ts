import type { FuzzRequest } from './fuzz-requests';

export interface FuzzOutcome {
  /** The request's place in the seeded sequence (`--only <index>` replays it). */
  index: number;
  request: FuzzRequest;
  /** The HTTP status, or 0 when no answer came (the connection failed or timed out). */
  status: number;
  body: string;
}

export interface FuzzSummary {
  total: number;
  byClass: Record<'2xx' | '3xx' | '4xx' | '5xx' | 'no answer', number>;
  /** 5xx and no answer: what the run must not have. */
  failures: FuzzOutcome[];
  /** 4xx from the API that are not `{success:false, message, code, errors?}` (counted, not failed: Node's own refusals). */
  unshaped: FuzzOutcome[];
}

function statusClass(status: number): keyof FuzzSummary['byClass'] {
  if (status === 0) return 'no answer';
  return `${Math.floor(status / 100)}xx` as keyof FuzzSummary['byClass'];
}

function hasErrorShape(body: string): boolean {
  try {
    const parsed = JSON.parse(body) as Record<string, unknown>;
    return parsed.success === false && typeof parsed.message === 'string' && typeof parsed.code === 'string';
  } catch {
    return false;
  }
}

export function summarize(outcomes: FuzzOutcome[]): FuzzSummary {
  const summary: FuzzSummary = {
    total: outcomes.length,
    byClass: { '2xx': 0, '3xx': 0, '4xx': 0, '5xx': 0, 'no answer': 0 },
    failures: [],
    unshaped: [],
  };
  for (const outcome of outcomes) {
    const kind = statusClass(outcome.status);
    summary.byClass[kind] += 1;
    if (kind === '5xx' || kind === 'no answer') summary.failures.push(outcome);
    if (kind === '4xx' && outcome.request.method !== 'HEAD' && !hasErrorShape(outcome.body)) {
      summary.unshaped.push(outcome);
    }
  }
  return summary;
}

const shorten = (text: string, max = 300) =>
  text.length > max ? `${text.slice(0, max)}… (${text.length} chars)` : text;

/** One line per failing request: enough to read it, and the seed and index to send it again. */
export function replayLine(outcome: FuzzOutcome, seed: number): string {
  const { method, path, headers, body } = outcome.request;
  return [
    `#${outcome.index} → ${outcome.status || 'no answer'}  (replay: npm run fuzz -- --seed ${seed} --only ${outcome.index})`,
    `  ${method} ${shorten(path)}`,
    `  headers ${JSON.stringify(headers)}`,
    ...(body === undefined ? [] : [`  body ${shorten(JSON.stringify(body))}`]),
    `  answer ${shorten(outcome.body, 500)}`,
  ].join('\n');
}

/** The report: counts by status class, then every failure; `ok` is false when any 5xx or no answer was seen. */
export function report(summary: FuzzSummary, seed: number): { ok: boolean; lines: string[] } {
  const { byClass } = summary;
  const lines = [
    `fuzz: ${summary.total} requests, seed ${seed}`,
    `  2xx ${byClass['2xx']}, 3xx ${byClass['3xx']}, 4xx ${byClass['4xx']}, 5xx ${byClass['5xx']}, no answer ${byClass['no answer']}`,
    `  4xx outside the error shape: ${summary.unshaped.length}`,
    ...summary.unshaped.slice(0, 5).map((outcome) => replayLine(outcome, seed)),
  ];
  const ok = summary.failures.length === 0;
  lines.push(ok ? '5xx = 0: passed' : `${summary.failures.length} failing requests:`);
  lines.push(...summary.failures.map((outcome) => replayLine(outcome, seed)));
  return { ok, lines };
}
