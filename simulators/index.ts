/**
 * Local stand-ins for bKash and SSLCommerz on one HTTP server, under `/bkash` and `/sslcommerz`. The API talks to
 * them exactly as to the real gateways; they hold everything in memory and refuse to run in production.
 */
import Fastify from 'fastify';
import { BKASH_API_PATH, bkashSimulator } from './bkash/bkash-simulator';
import { SIMULATOR_CREDENTIALS } from './credentials';
import { acceptFormBodies } from './form-body';
import { sslcommerzSimulator } from './sslcommerz/sslcommerz-simulator';

/** SSLCommerz's IPN signing, for tests that forge a notice only SSLCommerz could sign (e.g. with an unknown val_id). */
export { signIpn } from './sslcommerz/sign-ipn';

export interface GatewaySimulators {
  /** The value for BKASH_BASE_URL, e.g. http://127.0.0.1:4700/bkash/v1.2.0-beta/tokenized/checkout */
  bkashBaseUrl: string;
  /** The value for SSLCOMMERZ_BASE_URL, e.g. http://127.0.0.1:4700/sslcommerz */
  sslcommerzBaseUrl: string;
  close(): Promise<void>;
}

export async function startGatewaySimulators({
  port,
  host = '127.0.0.1',
}: {
  port: number;
  host?: string;
}): Promise<GatewaySimulators> {
  if (process.env.NODE_ENV === 'production') {
    throw new Error('The payment gateway simulators do not run when NODE_ENV=production: set the real gateways.');
  }
  const app = Fastify({ logger: { level: 'warn' }, forceCloseConnections: true });
  acceptFormBodies(app);
  await app.register(bkashSimulator(SIMULATOR_CREDENTIALS.bkash), { prefix: '/bkash' });
  await app.register(sslcommerzSimulator(SIMULATOR_CREDENTIALS.sslcommerz), { prefix: '/sslcommerz' });
  await app.listen({ port, host });
  const address = app.server.address();
  const origin = `http://${host.includes(':') ? `[${host}]` : host}:${typeof address === 'object' && address ? address.port : port}`;
  return {
    bkashBaseUrl: `${origin}/bkash${BKASH_API_PATH}`,
    sslcommerzBaseUrl: `${origin}/sslcommerz`,
    close: () => app.close(),
  };
}
