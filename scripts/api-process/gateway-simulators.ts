import { fork } from 'node:child_process';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

// The simulators are a program apart (simulators/README.md): run, never imported.
const SIMULATORS_MAIN = fileURLToPath(new URL('../../simulators/main.ts', import.meta.url));
/** The line simulators/main.ts prints once it listens. */
const LISTENING = /^Gateway simulators: bKash (\S+) SSLCommerz \S+$/;

/**
 * Whether `npm start` / `npm run dev` run the local gateway simulators: when a gateway's URL is unset (the API's
 * config then points at them, on PAYMENT_SIMULATOR_PORT), and never in production, where the API refuses unset ones.
 */
export function needsGatewaySimulators(env: NodeJS.ProcessEnv): boolean {
  return env.NODE_ENV !== 'production' && (!env.BKASH_BASE_URL || !env.SSLCOMMERZ_BASE_URL);
}

export interface GatewaySimulatorsOptions {
  /** Their environment: PAYMENT_SIMULATOR_PORT (default 4700; 0 picks a free port). */
  env: NodeJS.ProcessEnv;
  /** Called if they end without being asked to (their error is on stderr). */
  onUnexpectedExit: (reason: string) => void;
}

export interface GatewaySimulatorsProcess {
  /** The port they listen on; rejects if they end before listening. */
  ready: Promise<number>;
  /** Stops them; resolves once their process has exited. */
  stop(): Promise<void>;
}

/** Runs simulators/main.ts in a child process that leaves with this one (its IPC channel closing). */
export function startGatewaySimulators({ env, onUnexpectedExit }: GatewaySimulatorsOptions): GatewaySimulatorsProcess {
  const child = fork(SIMULATORS_MAIN, [], {
    env,
    execArgv: ['--import', import.meta.resolve('tsx')],
    // Their URL line is read here, not printed; errors go to the terminal.
    stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
    // Their own process group: Ctrl-C reaches only this process, which stops them itself (no crash-like exit first).
    detached: true,
  });
  const exited = once(child, 'exit');
  let stopping = false;
  const { promise: ready, resolve, reject } = Promise.withResolvers<number>();
  // A caller that never waits for ready still hears of an early end through onUnexpectedExit.
  ready.catch(() => undefined);

  createInterface({ input: child.stdout! }).on('line', (line) => {
    const bkashUrl = LISTENING.exec(line)?.[1];
    if (bkashUrl) resolve(Number(new URL(bkashUrl).port));
  });
  child.once('exit', (code, signal) => {
    if (stopping) return;
    const reason = `Gateway simulators ended (${signal ? `signal ${signal}` : `exit code ${code}`}); their error is above`;
    reject(new Error(reason));
    onUnexpectedExit(reason);
  });

  return {
    ready,
    async stop() {
      stopping = true;
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
