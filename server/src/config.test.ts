import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('loadConfig', () => {
  it('has defaults for everything', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 4000,
      host: 'localhost',
      databaseUrl: undefined,
      publicUrl: 'http://localhost:4000',
      corsOrigins: ['http://localhost:4321', 'http://127.0.0.1:4321'],
      logLevel: 'info',
    });
    expect(config.dataDir).toMatch(/\/data$/);
    expect(config.uploadsDir).toBe(`${config.dataDir}/uploads`);
    expect(config.imageCacheDir).toBe(`${config.dataDir}/image-cache`);
    expect(config.imagePlaceholderHost).toBe('placehold.co');
    expect(config.otpIpLimits).toEqual({ perMinute: 5, perHour: 30 });
  });

  it('trims the image cache to 1 GB unless IMAGE_CACHE_MAX_MB says otherwise, and refuses 0', () => {
    expect(loadConfig({}).imageCacheMaxBytes).toBe(1024 * 1024 * 1024);
    expect(loadConfig({ IMAGE_CACHE_MAX_MB: '50' }).imageCacheMaxBytes).toBe(50 * 1024 * 1024);
    expect(() => loadConfig({ IMAGE_CACHE_MAX_MB: '0' })).toThrow();
  });

  it('keeps returns open 7 days after delivery unless RETURN_WINDOW_DAYS says otherwise, and refuses a negative window', () => {
    expect(loadConfig({}).returnWindowDays).toBe(7);
    expect(loadConfig({ RETURN_WINDOW_DAYS: '14' }).returnWindowDays).toBe(14);
    expect(() => loadConfig({ RETURN_WINDOW_DAYS: '-1' })).toThrow();
    expect(() => loadConfig({ RETURN_WINDOW_DAYS: '2.5' })).toThrow();
  });

  it('reads the per-IP code limits and rejects zero', () => {
    expect(loadConfig({ OTP_IP_PER_MINUTE: '50', OTP_IP_PER_HOUR: '400' }).otpIpLimits).toEqual({
      perMinute: 50,
      perHour: 400,
    });
    expect(() => loadConfig({ OTP_IP_PER_MINUTE: '0' })).toThrow();
  });

  it('reads the image placeholder host and rejects one that is not a host name', () => {
    expect(loadConfig({ IMAGE_PLACEHOLDER_HOST: 'Images.Example.com' }).imagePlaceholderHost).toBe(
      'images.example.com',
    );
    expect(() => loadConfig({ IMAGE_PLACEHOLDER_HOST: 'https://placehold.co/' })).toThrow();
  });

  it('reads the environment', () => {
    const config = loadConfig({
      API_PORT: '4100',
      DATABASE_URL: 'postgres://root@127.0.0.1:5432/test',
      DATA_DIR: '/srv/haat',
      API_PUBLIC_URL: 'https://api.haat.com.bd/',
      CORS_ORIGINS: 'https://haat.com.bd, https://www.haat.com.bd',
    });
    expect(config).toMatchObject({
      port: 4100,
      databaseUrl: 'postgres://root@127.0.0.1:5432/test',
      uploadsDir: '/srv/haat/uploads',
      publicUrl: 'https://api.haat.com.bd',
      corsOrigins: ['https://haat.com.bd', 'https://www.haat.com.bd'],
    });
    expect(loadConfig({ API_PORT: '4100' }).publicUrl).toBe('http://localhost:4100');
    expect(loadConfig({ DATABASE_URL: '' }).databaseUrl).toBeUndefined();
    expect(loadConfig({ PUBLIC_SITE_URL: 'https://haat.com.bd' }).corsOrigins[0]).toBe('https://haat.com.bd');
  });

  it('rejects a port that is not a number', () => {
    expect(() => loadConfig({ API_PORT: 'http' })).toThrow();
  });

  it('refuses to start with an ADMIN_TOKEN shorter than 32 characters, saying how long it must be', () => {
    expect(() => loadConfig({ ADMIN_TOKEN: 'back-office-token' })).toThrow(
      'ADMIN_TOKEN has 17 characters; it must have at least 32',
    );
    expect(loadConfig({ ADMIN_TOKEN: 'a'.repeat(32) }).adminToken).toBe('a'.repeat(32));
    expect(loadConfig({}).adminToken).toBeUndefined();
  });

  it('hashes passwords at scrypt N = 2^17 unless PASSWORD_HASH_COST says otherwise, never below 2^17 in production', () => {
    expect(loadConfig({}).passwordHashCost).toBe(17);
    expect(loadConfig({ PASSWORD_HASH_COST: '12' }).passwordHashCost).toBe(12);
    expect(() => loadConfig({ PASSWORD_HASH_COST: '9' })).toThrow();
    expect(() => loadConfig({ NODE_ENV: 'production', PASSWORD_HASH_COST: '16' })).toThrow(
      /PASSWORD_HASH_COST=16 is below 17 .*NODE_ENV=production refuses it/,
    );
  });

  it.each([
    [undefined, false],
    ['false', false],
    ['true', true],
    ['10.0.0.1, 192.168.0.0/16', ['10.0.0.1', '192.168.0.0/16']],
  ])('reads TRUST_PROXY=%s as %j', (value, trustProxy) => {
    expect(loadConfig(value === undefined ? {} : { TRUST_PROXY: value }).trustProxy).toEqual(trustProxy);
  });

  describe('payments', () => {
    const realBkash = {
      BKASH_BASE_URL: 'https://tokenized.pay.bka.sh/v1.2.0-beta/tokenized/checkout/',
      BKASH_APP_KEY: 'key',
      BKASH_APP_SECRET: 'secret',
      BKASH_USERNAME: 'user',
      BKASH_PASSWORD: 'pass',
    };
    const realSslcommerz = {
      SSLCOMMERZ_BASE_URL: 'https://securepay.sslcommerz.com',
      SSLCOMMERZ_STORE_ID: 'haat',
      SSLCOMMERZ_STORE_PASSWORD: 'store-pass',
    };

    it('points both gateways at the local simulators with their credentials when no gateway URL is set', () => {
      const { payments } = loadConfig({});
      expect(payments).toMatchObject({
        simulatorPort: 4700,
        timeoutMinutes: 30,
        codMaxTotal: 50_000,
        refundIntervalSeconds: 10,
      });
      expect(payments.bkash.baseUrl).toBe('http://127.0.0.1:4700/bkash/v1.2.0-beta/tokenized/checkout');
      expect(payments.sslcommerz.baseUrl).toBe('http://127.0.0.1:4700/sslcommerz');
      expect(payments.bkash.appKey).toBe('simulator-app-key');
      expect(payments.sslcommerz.storeId).toBe('haatsimulator');
      expect(loadConfig({ PAYMENT_SIMULATOR_PORT: '4710' }).payments.sslcommerz.baseUrl).toBe(
        'http://127.0.0.1:4710/sslcommerz',
      );
    });

    it('reads the real gateways, the payment timeout, the cash-on-delivery limit and the refunds interval', () => {
      const { payments } = loadConfig({
        ...realBkash,
        ...realSslcommerz,
        PAYMENT_TIMEOUT_MINUTES: '15',
        COD_MAX_TOTAL: '20000',
        REFUND_INTERVAL_SECONDS: '30',
      });
      expect(payments).toEqual({
        bkash: {
          baseUrl: 'https://tokenized.pay.bka.sh/v1.2.0-beta/tokenized/checkout',
          appKey: 'key',
          appSecret: 'secret',
          username: 'user',
          password: 'pass',
        },
        sslcommerz: { baseUrl: 'https://securepay.sslcommerz.com', storeId: 'haat', storePassword: 'store-pass' },
        simulatorPort: 4700,
        timeoutMinutes: 15,
        codMaxTotal: 20_000,
        refundIntervalSeconds: 30,
      });
    });

    it('refuses a real gateway URL without its credentials, naming them', () => {
      expect(() => loadConfig({ BKASH_BASE_URL: realBkash.BKASH_BASE_URL, BKASH_APP_KEY: 'key' })).toThrow(
        'BKASH_BASE_URL is set, so BKASH_APP_SECRET, BKASH_USERNAME, BKASH_PASSWORD must be too',
      );
      expect(() => loadConfig({ SSLCOMMERZ_BASE_URL: realSslcommerz.SSLCOMMERZ_BASE_URL })).toThrow(
        /SSLCOMMERZ_STORE_ID, SSLCOMMERZ_STORE_PASSWORD/,
      );
    });

    it('refuses to start in production with any gateway setting unset (no simulators there)', () => {
      expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/NODE_ENV=production.*BKASH_BASE_URL/);
      expect(() => loadConfig({ NODE_ENV: 'production', ...realBkash })).toThrow(
        /set SSLCOMMERZ_BASE_URL, SSLCOMMERZ_STORE_ID, SSLCOMMERZ_STORE_PASSWORD$/,
      );
      expect(loadConfig({ NODE_ENV: 'production', ...realBkash, ...realSslcommerz }).payments.bkash.appKey).toBe('key');
    });

    it('rejects a payment timeout or a refunds interval of zero and a negative cash-on-delivery limit', () => {
      expect(() => loadConfig({ PAYMENT_TIMEOUT_MINUTES: '0' })).toThrow();
      expect(() => loadConfig({ REFUND_INTERVAL_SECONDS: '0' })).toThrow();
      expect(() => loadConfig({ COD_MAX_TOTAL: '-1' })).toThrow();
    });
  });
});
