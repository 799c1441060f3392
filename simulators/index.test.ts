import { afterEach, describe, expect, it, vi } from 'vitest';
import { startGatewaySimulators } from './index';

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('startGatewaySimulators', () => {
  it('refuses to run when NODE_ENV=production', async () => {
    vi.stubEnv('NODE_ENV', 'production');
    await expect(startGatewaySimulators({ port: 0 })).rejects.toThrow(/NODE_ENV=production/);
  });

  it('serves both gateways on one port, under /bkash and /sslcommerz, until closed', async () => {
    const simulators = await startGatewaySimulators({ port: 0 });
    expect(simulators.bkashBaseUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/bkash\/v1\.2\.0-beta\/tokenized\/checkout$/);
    expect(simulators.sslcommerzBaseUrl).toBe(`${new URL(simulators.bkashBaseUrl).origin}/sslcommerz`);
    const grant = await fetch(`${simulators.bkashBaseUrl}/token/grant`, { method: 'POST' });
    expect(grant.status).toBe(401);
    const session = await fetch(`${simulators.sslcommerzBaseUrl}/gwprocess/v4/api.php`, {
      method: 'POST',
      body: new URLSearchParams({ store_id: 'nobody' }),
    });
    expect(await session.json()).toMatchObject({ status: 'FAILED' });
    await simulators.close();
    await expect(fetch(`${simulators.bkashBaseUrl}/token/grant`, { method: 'POST' })).rejects.toThrow();
  });
});
