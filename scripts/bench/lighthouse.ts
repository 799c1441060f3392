import { execFile } from 'node:child_process';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import { CHROMIUM_ARGS, findBrowser } from '../find-browser';

const run = promisify(execFile);

export interface LighthouseScore {
  url: string;
  performance: number;
  accessibility: number;
  lcpSeconds: number;
  cls: number;
}

/** Lighthouse's default mobile run (simulated slow 4G, 4× slower CPU) on one URL, in Debian's Chromium. */
export async function lighthouse(url: string): Promise<LighthouseScore> {
  const browser = findBrowser();
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
    ],
    { env: { ...process.env, CHROME_PATH: browser }, maxBuffer: 64 * 1024 * 1024 },
  );
  const report = JSON.parse(stdout);
  return {
    url,
    performance: Math.round(report.categories.performance.score * 100),
    accessibility: Math.round(report.categories.accessibility.score * 100),
    lcpSeconds: report.audits['largest-contentful-paint'].numericValue / 1000,
    cls: report.audits['cumulative-layout-shift'].numericValue,
  };
}
