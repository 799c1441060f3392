import { describe, expect, it, vi } from 'vitest';
import { needsGatewaySimulators, startGatewaySimulators } from './gateway-simulators';

describe('needsGatewaySimulators', () => {
  it('runs them while a gateway URL is unset (or empty), never in production', () => {
    expect(needsGatewaySimulators({})).toBe(true);
    expect(needsGatewaySimulators({ BKASH_BASE_URL: 'https://bkash.test' })).toBe(true);
    expect(needsGatewaySimulators({ BKASH_BASE_URL: 'https://bkash.test', SSLCOMMERZ_BASE_URL: '' })).toBe(true);
    expect(needsGatewaySimulators({ SSLCOMMERZ_BASE_URL: 'https://ssl.test' })).toBe(true);
    expect(
      needsGatewaySimulators({ BKASH_BASE_URL: 'https://bkash.test', SSLCOMMERZ_BASE_URL: 'https://ssl.test' }),
    ).toBe(false);
    expect(needsGatewaySimulators({ NODE_ENV: 'production' })).toBe(false);
  });
});

describe('startGatewaySimulators', () => {
  it('answers the free port they listen on, serves both gateways there, and stops them', async () => {
    const onUnexpectedExit = vi.fn();
    const simulators = startGatewaySimulators({
      env: { ...process.env, NODE_ENV: 'test', PAYMENT_SIMULATOR_PORT: '0' },
      onUnexpectedExit,
    });
    const port = await simulators.ready;
    expect(port).toBeGreaterThan(0);
    const grant = await fetch(`http://127.0.0.1:${port}/bkash/v1.2.0-beta/tokenized/checkout/token/grant`, {
      method: 'POST',
    });
    expect(grant.status).toBe(401);
    await simulators.stop();
    await expect(fetch(`http://127.0.0.1:${port}/sslcommerz/`)).rejects.toThrow();
    expect(onUnexpectedExit).not.toHaveBeenCalled();
  }, 20_000);

  it('says so when they end unasked: here, refusing NODE_ENV=production', async () => {
    const onUnexpectedExit = vi.fn();
    const simulators = startGatewaySimulators({
      env: { ...process.env, NODE_ENV: 'production', PAYMENT_SIMULATOR_PORT: '0' },
      onUnexpectedExit,
    });
    await expect(simulators.ready).rejects.toThrow(/^Gateway simulators ended \(exit code 1\)/);
    expect(onUnexpectedExit).toHaveBeenCalledOnce();
    await simulators.stop();
  }, 20_000);
});
