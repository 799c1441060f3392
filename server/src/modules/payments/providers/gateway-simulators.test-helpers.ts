import { type ChildProcess, spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

// The simulators are another program (the API never imports them): the tests run them as one, like `npm start` will.
const ROOT = fileURLToPath(new URL('../../../../../', import.meta.url));
const LISTENING = /^Gateway simulators: bKash (\S+) SSLCommerz (\S+)$/;

export interface SimulatorProcess {
  port: string;
  bkashBaseUrl: string;
  sslcommerzBaseUrl: string;
  stop(): Promise<void>;
}

/** Starts `simulators/main.ts` on a free port and waits for the line naming its URLs. */
export async function startSimulatorProcess(): Promise<SimulatorProcess> {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'simulators/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, PAYMENT_SIMULATOR_PORT: '0', NODE_ENV: 'test' },
    stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
  });
  const exited = new Promise<never>((_, reject) =>
    child.once('exit', (code) => reject(new Error(`gateway simulators exited (${code})`))),
  );
  const lines = createInterface({ input: child.stdout! });
  const listening = (async () => {
    for await (const line of lines) {
      const match = LISTENING.exec(line);
      if (match) return { bkashBaseUrl: match[1]!, sslcommerzBaseUrl: match[2]! };
    }
    throw new Error('gateway simulators said nothing');
  })();
  const urls = await Promise.race([listening, exited]);
  return {
    ...urls,
    port: new URL(urls.bkashBaseUrl).port,
    async stop() {
      child.kill('SIGTERM');
      await exited.catch(() => undefined);
    },
  };
}
