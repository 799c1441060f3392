import { describe, expect, it } from 'vitest';
import { auditVerdict } from './audit-report';

const answer = (vulnerabilities: Record<string, string>, counts: Record<string, number>) =>
  JSON.stringify({
    auditReportVersion: 2,
    vulnerabilities: Object.fromEntries(
      Object.entries(vulnerabilities).map(([name, severity]) => [name, { severity }]),
    ),
    metadata: { vulnerabilities: { info: 0, low: 0, moderate: 0, high: 0, critical: 0, ...counts } },
  });

describe('the audit verdict', () => {
  it('is unreachable when the registry has no advisory database (npm prints an error, no metadata)', () => {
    const refused = JSON.stringify({
      error: { summary: '', detail: '' },
      message: '405 Method Not Allowed - POST https://registry.npmjs.org/-/npm/v1/security/advisories/bulk',
    });
    expect(auditVerdict(refused, 'moderate')).toEqual({
      kind: 'unreachable',
      reason: '405 Method Not Allowed - POST https://registry.npmjs.org/-/npm/v1/security/advisories/bulk',
    });
    expect(auditVerdict('', 'moderate')).toMatchObject({ kind: 'unreachable' });
    expect(auditVerdict(JSON.stringify({ error: { summary: 'ENOTFOUND' } }), 'low')).toEqual({
      kind: 'unreachable',
      reason: 'ENOTFOUND',
    });
  });

  it('is clean when every vulnerability found is below the failing level', () => {
    expect(auditVerdict(answer({ 'left-pad': 'low' }, { low: 1 }), 'moderate')).toEqual({
      kind: 'clean',
      counts: { info: 0, low: 1, moderate: 0, high: 0, critical: 0 },
    });
  });

  it('names each package at the failing level or worse, in order', () => {
    const found = answer(
      { zlib: 'critical', ajv: 'moderate', 'left-pad': 'low' },
      { low: 1, moderate: 1, critical: 1 },
    );
    expect(auditVerdict(found, 'moderate')).toMatchObject({
      kind: 'vulnerable',
      failing: ['ajv (moderate)', 'zlib (critical)'],
    });
    expect(auditVerdict(found, 'critical')).toMatchObject({ failing: ['zlib (critical)'] });
  });
});
