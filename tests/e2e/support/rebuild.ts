/** e2e helpers for the site server's rebuild: start one (or join the running one) and wait until it has ended. */
import { type APIRequestContext, expect } from '@playwright/test';
import type { RebuildStatus } from '../../../scripts/site-server/rebuild-runner';
import { E2E_REBUILD_TOKEN } from './rebuild-env';

export const rebuildAuth = { authorization: `Bearer ${E2E_REBUILD_TOKEN}` };

/**
 * Waits until the build `id` has ended; answers the status then, whose `last` is that build or, when another test's
 * build has already ended after it, that later one (which read the API after it). Build ids are their start times
 * (ISO 8601, fixed width), so they sort in the order the builds ran: waiting for the site server to be idle instead
 * would miss the moment when parallel tests start builds one after another.
 */
export async function waitForBuild(request: APIRequestContext, id: string): Promise<RebuildStatus> {
  let status: RebuildStatus | undefined;
  await expect
    .poll(
      async () => {
        status = await (await request.get('/_haat/rebuild/status', { headers: rebuildAuth })).json();
        return (status?.last?.id ?? '') >= id;
      },
      { timeout: 120_000, intervals: [500] },
    )
    .toBe(true);
  return status!;
}

/**
 * Rebuilds until `shows()` holds: a request while another test's build runs joins that build, which may have read
 * the API before this test's change, so one more build is asked for then.
 */
export async function rebuildUntil(request: APIRequestContext, shows: () => Promise<boolean>): Promise<RebuildStatus> {
  for (let attempt = 1; ; attempt += 1) {
    const started = await request.post('/_haat/rebuild', { headers: rebuildAuth });
    expect(started.status()).toBe(202);
    const status = await waitForBuild(request, (await started.json()).id);
    if ((await shows()) || attempt === 3) return status;
  }
}
