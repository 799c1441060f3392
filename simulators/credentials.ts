import type { BkashCredentials } from './bkash/bkash-simulator';
import type { SslcommerzCredentials } from './sslcommerz/sslcommerz-simulator';

/**
 * The accounts the simulators accept, like a sandbox's published test merchant. The API's config uses the same
 * values when no gateway URL is set (server/src/config.ts); the provider tests fail if the two drift apart.
 */
export const SIMULATOR_CREDENTIALS: { bkash: BkashCredentials; sslcommerz: SslcommerzCredentials } = {
  bkash: {
    appKey: 'simulator-app-key',
    appSecret: 'simulator-app-secret',
    username: 'simulator-user',
    password: 'simulator-password',
  },
  sslcommerz: { storeId: 'haatsimulator', storePassword: 'haatsimulator@ssl' },
};
