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

  it.each([
    [undefined, false],
    ['false', false],
    ['true', true],
    ['10.0.0.1, 192.168.0.0/16', ['10.0.0.1', '192.168.0.0/16']],
  ])('reads TRUST_PROXY=%s as %j', (value, trustProxy) => {
    expect(loadConfig(value === undefined ? {} : { TRUST_PROXY: value }).trustProxy).toEqual(trustProxy);
  });
});
