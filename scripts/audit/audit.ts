/**
 * `npm run audit`: the dependencies checked against npm's advisory database, failing (exit 1) on a vulnerability
 * of AUDIT_LEVEL (default `moderate`) or worse. Where no advisory database answers (this workplace's registry has
 * none), it says so and exits 2: an audit that could not run is not a pass. Also lists what is outdated.
 */
import { spawnSync } from 'node:child_process';
import { auditVerdict, SEVERITIES, type Severity } from './audit-report';

const level = (process.env.AUDIT_LEVEL ?? 'moderate') as Severity;
if (!SEVERITIES.includes(level)) {
  console.error(`AUDIT_LEVEL must be one of ${SEVERITIES.join(', ')}`);
  process.exit(2);
}

const npm = (...args: string[]) => spawnSync('npm', args, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });

const verdict = auditVerdict(npm('audit', '--json').stdout, level);
const outdated = npm('outdated').stdout.trim();
console.log(outdated ? `Outdated (npm outdated):\n${outdated}\n` : 'Every dependency is at its newest version.\n');

const countsLine = (counts: Record<Severity, number>) =>
  SEVERITIES.map((severity) => `${severity} ${counts[severity]}`).join(', ');

if (verdict.kind === 'unreachable') {
  console.error(`No advisory database answered, so nothing was audited: ${verdict.reason}`);
  console.error('Run `npm run audit` where the registry in `npm config get registry` serves npm audit.');
  process.exit(2);
}
console.log(`Vulnerabilities: ${countsLine(verdict.counts)}`);
if (verdict.kind === 'vulnerable') {
  console.error(`At ${level} or worse:\n  ${verdict.failing.join('\n  ')}\nSee \`npm audit\` for the fixes.`);
  process.exit(1);
}
console.log(`None at ${level} or worse.`);
