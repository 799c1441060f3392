/**
 * The simulators as a program of their own: `tsx simulators/main.ts` (PAYMENT_SIMULATOR_PORT, default 4700; 0 picks
 * a free port). It prints one line with both base URLs, which `npm start` reads.
 */
import { startGatewaySimulators } from './index';

const simulators = await startGatewaySimulators({ port: Number(process.env.PAYMENT_SIMULATOR_PORT ?? 4700) });
console.log(`Gateway simulators: bKash ${simulators.bkashBaseUrl} SSLCommerz ${simulators.sslcommerzBaseUrl}`);
const stop = () => void simulators.close().then(() => process.exit(0));
process.once('SIGINT', stop).once('SIGTERM', stop);
// Started by a parent over IPC (npm start): leave with it, even if it dies without a word.
process.once('disconnect', stop);
