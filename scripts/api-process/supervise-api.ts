import { type ChildProcess, fork } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { bundleProgram, type ProgramBundle } from './program-bundle';
import { decideAfterCrash, RESTART_POLICY } from './restart-policy';

/** What the API process tells its supervisor once it listens. */
export interface ApiReady {
  type: 'ready';
  /** Its public base, e.g. http://localhost:4000/api/v1. */
  apiUrl: string;
}

export interface ApiSupervisorOptions {
  /** The API's environment (its settings: API_PORT, DATA_DIR, …). */
  env: NodeJS.ProcessEnv;
  /** Called once if the supervisor gives up: the first start failed, or the API crashed too often. */
  onGiveUp: (reason: string) => void;
}

export interface ApiSupervisor {
  /** The API's public base, once it first answers as ready (stays pending if the supervisor gives up first). */
  ready: Promise<string>;
  /** Stops the API (it closes its database) and the supervision; resolves once its process has exited. */
  stop(): Promise<void>;
}

const API_CHILD = fileURLToPath(new URL('./api-child.ts', import.meta.url));
/** How long a stopping API may take to close its database before it is killed. */
const STOP_TIMEOUT_MS = 15_000;

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/**
 * Runs the API in a child process (its own event loop, heap and crash), restarts it with a back-off when it exits
 * without being asked to, and gives up after repeated crashes (see restart-policy.ts).
 */
export function superviseApi({ env, onGiveUp }: ApiSupervisorOptions): ApiSupervisor {
  const crashTimes: number[] = [];
  let everReady = false;
  let stopping = false;
  let child: ChildProcess | null = null;
  let restartTimer: NodeJS.Timeout | undefined;
  const { promise: ready, resolve: markReady } = Promise.withResolvers<string>();

  function onExit(code: number | null, signal: NodeJS.Signals | null) {
    child = null;
    if (stopping) return;
    crashTimes.push(Date.now());
    const how = signal ? `signal ${signal}` : `exit code ${code}`;
    const decision = decideAfterCrash(crashTimes, everReady);
    if (decision.action === 'restart') {
      console.error(`API process ended (${how}); restarting it in ${seconds(decision.delayMs)}`);
      restartTimer = setTimeout(launch, decision.delayMs);
      return;
    }
    stopping = true;
    onGiveUp(
      decision.reason === 'never-ready'
        ? `API failed to start (${how}); its error is above`
        : `API process ended (${how}): ${decision.recentCrashes} crashes within ${RESTART_POLICY.windowMs / 60_000} min, giving up`,
    );
  }

  function launch() {
    if (stopping || !program) return;
    // Not this process's tsx loader: the bundle is plain JavaScript.
    const started = fork(program.file, [], { env, execArgv: [] });
    child = started;
    started.on('message', (message: ApiReady) => {
      if (message.type !== 'ready') return;
      if (everReady) console.error('API restarted');
      everReady = true;
      markReady(message.apiUrl);
    });
    started.once('exit', onExit);
  }

  async function stop() {
    stopping = true;
    clearTimeout(restartTimer);
    await bundled;
    const running = child;
    if (running) {
      const exited = once(running, 'exit');
      running.kill('SIGTERM');
      const timeout = setTimeout(() => running.kill('SIGKILL'), STOP_TIMEOUT_MS);
      await exited;
      clearTimeout(timeout);
    }
    await program?.remove();
  }

  let program: ProgramBundle | undefined;
  // Bundled once: a restart runs the same code, and loads it in well under a second instead of about 3 through tsx.
  const bundled = bundleProgram(API_CHILD).then(
    (bundle) => {
      program = bundle;
      launch();
    },
    (error: unknown) => {
      if (stopping) return;
      stopping = true;
      onGiveUp(`API not started: its code did not bundle (${error instanceof Error ? error.message : error})`);
    },
  );

  return { ready, stop };
}
