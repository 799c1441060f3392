/**
 * What `npm audit --json` said, read into one verdict: the advisory database answered or not, and whether any
 * vulnerability reaches the level that fails the audit.
 */

export const SEVERITIES = ['info', 'low', 'moderate', 'high', 'critical'] as const;
export type Severity = (typeof SEVERITIES)[number];

export type AuditVerdict =
  | { kind: 'unreachable'; reason: string }
  | { kind: 'clean'; counts: Record<Severity, number> }
  | { kind: 'vulnerable'; counts: Record<Severity, number>; failing: string[] };

interface AuditJson {
  error?: { summary?: string; message?: string } | string;
  message?: string;
  metadata?: { vulnerabilities?: Partial<Record<Severity | 'total', number>> };
  vulnerabilities?: Record<string, { severity: Severity }>;
}

const atLeast = (severity: Severity, level: Severity) => SEVERITIES.indexOf(severity) >= SEVERITIES.indexOf(level);

/** `json` is npm audit's standard output; an answer without metadata means no advisory database answered. */
export function auditVerdict(json: string, failLevel: Severity): AuditVerdict {
  let answer: AuditJson;
  try {
    answer = JSON.parse(json) as AuditJson;
  } catch {
    return { kind: 'unreachable', reason: json.trim().split('\n')[0] || 'npm audit printed nothing' };
  }
  const found = answer.metadata?.vulnerabilities;
  if (!found) {
    const error = typeof answer.error === 'string' ? answer.error : answer.error?.summary || answer.error?.message;
    return { kind: 'unreachable', reason: error || answer.message || 'no advisory data in the answer' };
  }
  const counts = Object.fromEntries(SEVERITIES.map((severity) => [severity, found[severity] ?? 0])) as Record<
    Severity,
    number
  >;
  const failing = Object.entries(answer.vulnerabilities ?? {})
    .filter(([, { severity }]) => atLeast(severity, failLevel))
    .map(([name, { severity }]) => `${name} (${severity})`)
    .sort();
  return failing.length ? { kind: 'vulnerable', counts, failing } : { kind: 'clean', counts };
}
