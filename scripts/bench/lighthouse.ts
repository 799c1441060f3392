import { execFile } from 'node:child_process';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import { CHROMIUM_ARGS, FULL_CHROMIUM, findBrowser } from '../find-browser';

const run = promisify(execFile);

/**
 * Lighthouse's default mobile link (simulated slow 4G, 4× slower CPU), or the 2G-class link many shoppers outside
 * the cities get (simulated 256 kbps, 800 ms round trip, 6× slower CPU: issue 17, point 3b).
 */
export type LinkProfile = 'slow 4G' | '2G-class';

const PROFILE_FLAGS: Record<LinkProfile, string[]> = {
  'slow 4G': [],
  '2G-class': ['--throttling.rttMs=800', '--throttling.throughputKbps=256', '--throttling.cpuSlowdownMultiplier=6'],
};

export interface LighthouseScore {
  url: string;
  profile: LinkProfile;
  performance: number;
  accessibility: number;
  fcpSeconds: number;
  lcpSeconds: number;
  cls: number;
  /** The page's answer on the wire, headers and (compressed) body, as the browser counted it. */
  documentBytes: number;
}

/** What a new connection delivers before its first acknowledgement: 10 segments of 1,460 B (RFC 6928). */
export const FIRST_WINDOW_BYTES = 14_600;

interface NetworkRequest {
  url: string;
  resourceType?: string;
  transferSize: number;
}

/** Lighthouse's mobile run on one URL over `profile`'s simulated link, in Debian's Chromium. */
export async function lighthouse(url: string, profile: LinkProfile = 'slow 4G'): Promise<LighthouseScore> {
  const browser = findBrowser(process.env, FULL_CHROMIUM);
  if (!browser) throw new Error('Lighthouse needs Chromium (apt-get install -y chromium, or set CHROME_PATH)');
  const { stdout } = await run(
    process.execPath,
    [
      resolve('node_modules/lighthouse/cli/index.js'),
      url,
      `--chrome-flags=--headless=new ${CHROMIUM_ARGS.join(' ')}`,
      '--form-factor=mobile',
      '--only-categories=performance,accessibility',
      '--output=json',
      '--output-path=stdout',
      '--quiet',
      ...PROFILE_FLAGS[profile],
    ],
    { env: { ...process.env, CHROME_PATH: browser }, maxBuffer: 64 * 1024 * 1024 },
  );
  const report = JSON.parse(stdout);
  return {
    url,
    profile,
    performance: Math.round(report.categories.performance.score * 100),
    accessibility: Math.round(report.categories.accessibility.score * 100),
    fcpSeconds: report.audits['first-contentful-paint'].numericValue / 1000,
    lcpSeconds: report.audits['largest-contentful-paint'].numericValue / 1000,
    cls: report.audits['cumulative-layout-shift'].numericValue,
    documentBytes:
      (report.audits['network-requests'].details.items as NetworkRequest[]).find(
        (request) => request.resourceType === 'Document',
      )?.transferSize ?? 0,
  };
}
