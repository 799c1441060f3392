import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startGatewaySimulators } from '../../../scripts/api-process/gateway-simulators';
import { buildSite, endPrepared } from '../../../scripts/site-build/build-site';
import { siteConfig } from '../../../scripts/site-config';
import { RebuildRunner } from '../../../scripts/site-server/rebuild-runner';
import { createSiteServer } from '../../../scripts/site-server/site-server';
import { loadConfig, startApi } from '../../../server/src/index';
import {
  LOCAL_CLIENT,
  startLocalProvider,
} from '../../../server/src/modules/social-auth/local-oidc-provider.test-helpers';
import { SOCIAL_CALLBACK_PATH } from '../../../server/src/modules/social-auth/social-auth.service';
import { E2E_API_PORT, E2E_DATA_DIR_VARIABLE, E2E_SITE_DIR_VARIABLE, E2E_SITE_PORT, E2E_SITE_URL } from './e2e-env';
import { E2E_ADMIN_TOKEN, E2E_REBUILD_TOKEN } from './rebuild-env';
import { E2E_SOCIAL_ACCOUNTS, E2E_SOCIAL_PROVIDER } from './social-env';

/**
 * The real thing, end to end: the API on a fresh embedded PGlite (seeded with the demo catalogue), the payment
 * gateway simulators on a free port, the site built from the API and served by the bundled site server.
 * DATABASE_URL is ignored here on purpose: the browser tests run on the embedded database; the API suite covers
 * PostgreSQL. The gateways are always the simulators, whatever the environment says.
 */
export default async function globalSetup() {
  const workDir = await mkdtemp(join(tmpdir(), 'haat-e2e-'));
  const { DATABASE_URL: _ignored, BKASH_BASE_URL: _bkash, SSLCOMMERZ_BASE_URL: _sslcommerz, ...env } = process.env;
  const simulators = startGatewaySimulators({
    env: { ...env, PAYMENT_SIMULATOR_PORT: '0' },
    onUnexpectedExit: (reason) => console.error(reason),
  });
  const testEnv = {
    ...env,
    PAYMENT_SIMULATOR_PORT: String(await simulators.ready),
    API_PORT: String(E2E_API_PORT),
    SITE_PORT: String(E2E_SITE_PORT),
    PUBLIC_SITE_URL: E2E_SITE_URL,
    LOG_LEVEL: 'warn',
    // As npm start builds: pictures on the site's own origin, passed on to the API by the site server.
    HAAT_IMAGES_ON_SITE: '1',
    DATA_DIR: join(workDir, 'data'),
    ADMIN_TOKEN: E2E_ADMIN_TOKEN,
    // Every browser test signs up or in: scrypt at N = 2^12, not production's 2^17 (0.6 s and 128 MiB each).
    PASSWORD_HASH_COST: '12',
    // Every browser test signs up from 127.0.0.1: one client IP for all of them, unlike real shoppers.
    OTP_IP_PER_MINUTE: '1000',
    OTP_IP_PER_HOUR: '10000',
  };
  // Test workers inherit the runner's environment; they read the SMS outbox of this data folder.
  process.env[E2E_DATA_DIR_VARIABLE] = testEnv.DATA_DIR;
  // A real OpenID provider on a free local port; plain http is allowed only here, in code, never by a setting.
  const oidcProvider = await startLocalProvider(`${E2E_SITE_URL}${SOCIAL_CALLBACK_PATH}`, E2E_SOCIAL_ACCOUNTS);
  const socialProvider = { name: E2E_SOCIAL_PROVIDER, issuer: oidcProvider.issuer, scope: 'openid email profile' };
  const apiStarted = startApi({
    ...loadConfig(testEnv),
    socialProviders: [{ ...socialProvider, ...LOCAL_CLIENT, allowInsecureHttp: true }],
  });
  const site = siteConfig(testEnv);
  const live = join(workDir, 'site');
  process.env[E2E_SITE_DIR_VARIABLE] = live;
  // As npm start builds with rebuilds on: Astro bundles while the API migrates and seeds (an API that fails to start
  // fails the build), and after each build a spare copy of the site and Astro wait for the next change.
  const log = (line: string) => console.error(line);
  await buildSite(site, { live, apiReady: apiStarted, log, prepareNext: true });
  const api = await apiStarted;
  const runner = new RebuildRunner((onProgress) =>
    buildSite(site, { live, mode: 'auto', onProgress, log, prepareNext: true }),
  );
  const server = createSiteServer({
    root: live,
    apiOrigin: new URL(site.apiBase).origin,
    rebuild: { token: E2E_REBUILD_TOKEN, runner },
  });
  await server.listen({ port: site.sitePort, host: site.siteHost });

  return async () => {
    await runner.idle();
    await endPrepared(live);
    await server.close();
    await api.close();
    await oidcProvider.close();
    await simulators.stop();
    await rm(workDir, { recursive: true, force: true });
  };
}
