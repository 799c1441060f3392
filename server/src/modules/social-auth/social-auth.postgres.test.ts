/**
 * Sign-in starts from one client IP sent at once to two API instances on one PostgreSQL database (PostgreSQL only:
 * PGlite runs one transaction at a time). The instances are two apps in this process, each with a connection pool of
 * its own, rather than API processes: a process takes its providers from the environment, which admits only https
 * issuers, and the local OpenID provider is plain http.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createScratchDatabase, type ScratchDatabase } from '../../api-processes.test-helpers';
import { type App, buildApp } from '../../app';
import { testConfig } from '../../app.test-helpers';
import { burst } from '../../bursts.test-helpers';
import { createDatabase, type DatabaseHandle } from '../../db/client';
import { oauthStates } from '../../db/schema';
import { LOCAL_CLIENT, type LocalProvider, startLocalProvider } from './local-oidc-provider.test-helpers';
import { SOCIAL_STARTS_PER_MINUTE } from './social-auth.service';

let localProvider: LocalProvider;
let scratch: ScratchDatabase;
let pools: DatabaseHandle[] = [];
let apps: App[] = [];

beforeAll(async () => {
  localProvider = await startLocalProvider(`${testConfig.siteUrl}/auth/social-callback`, {});
  scratch = await createScratchDatabase('social_start_race', 0);
  pools = await Promise.all([createDatabase({ url: scratch.url }), createDatabase({ url: scratch.url })]);
  const provider = { name: 'local', issuer: localProvider.issuer, ...LOCAL_CLIENT, scope: 'openid' };
  apps = await Promise.all(
    pools.map((db) =>
      buildApp({ db, config: { ...testConfig, socialProviders: [{ ...provider, allowInsecureHttp: true }] } }),
    ),
  );
});

afterAll(async () => {
  await Promise.all(apps.map((app) => app.close()));
  await Promise.all(pools.map((pool) => pool.close()));
  await scratch?.drop();
  await localProvider?.close();
});

it(`two instances given ${SOCIAL_STARTS_PER_MINUTE + 1} sign-in starts from one IP at once redirect ${SOCIAL_STARTS_PER_MINUTE}, store their states, and refuse one with 429`, async () => {
  const limit = SOCIAL_STARTS_PER_MINUTE;
  const answers = await burst(limit + 1, (n) =>
    apps[n % 2]!.inject({ url: '/api/v1/v1/auth/social/local/redirect', remoteAddress: '203.0.113.20' }),
  );
  expect(answers).toEqual({ 302: limit, 429: 1 });
  expect(await scratch.handle.db.$count(oauthStates)).toBe(limit);
});
