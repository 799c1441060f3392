import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

/** A process of the deployment under check, in a process group of its own (its children end with it). */
export interface Service {
  name: string;
  log: string;
  stop(): Promise<void>;
}

/** How long a stopped service has to exit before it is killed. */
const STOP_GRACE_MS = 10_000;

/** Starts `command` with its output in `<logDir>/<name>.log`; `onExit` hears of an exit nobody asked for. */
export function startService(
  name: string,
  command: string,
  args: string[],
  { env, logDir, onExit }: { env: NodeJS.ProcessEnv; logDir: string; onExit: (reason: string) => void },
): Service {
  const log = join(logDir, `${name}.log`);
  const output = createWriteStream(log);
  const child: ChildProcess = spawn(command, args, { env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout?.pipe(output);
  child.stderr?.pipe(output);
  const exited = once(child, 'exit');
  let stopping = false;
  void exited.then(([code, signal]) => {
    if (!stopping) onExit(`${name} ended by itself (${signal ?? `exit ${code}`}); its log: ${log}`);
  });
  const signalGroup = (signal: NodeJS.Signals) => {
    try {
      if (child.pid) process.kill(-child.pid, signal);
    } catch {
      // The group has already gone.
    }
  };
  return {
    name,
    log,
    stop: async () => {
      stopping = true;
      if (child.exitCode !== null || child.signalCode !== null) return;
      signalGroup('SIGTERM');
      const killer = setTimeout(() => signalGroup('SIGKILL'), STOP_GRACE_MS);
      await exited;
      clearTimeout(killer);
      // Children of the service (an interrupted build's astro) go with it.
      signalGroup('SIGKILL');
    },
  };
}

/** Waits until `url` answers with `status`; fails after `seconds`, or as soon as `failed` names a reason. */
export async function waitForAnswer(
  url: string,
  { status = 200, seconds = 120, failed = (): string | undefined => undefined } = {},
): Promise<void> {
  const deadline = Date.now() + seconds * 1000;
  let last = 'no answer';
  while (Date.now() < deadline) {
    const reason = failed();
    if (reason) throw new Error(reason);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(5000) });
      await response.arrayBuffer();
      if (response.status === status) return;
      last = `status ${response.status}`;
    } catch (error) {
      last = error instanceof Error ? error.message : String(error);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer ${status} within ${seconds} s (last: ${last})`);
}

/** The last lines of a log, for a failure's message. */
export async function logTail(path: string, lines = 15): Promise<string> {
  const text = await readFile(path, 'utf8').catch(() => '');
  return text.trimEnd().split('\n').slice(-lines).join('\n');
}

/**
 * What to undo, the last thing done first. After SIGINT or SIGTERM everything done so far is undone, anything done
 * later is undone as soon as it is added (and adding it fails, which ends the start), and the process exits 1 only
 * once nothing is left.
 */
export class Teardown {
  private readonly steps: (() => Promise<unknown>)[] = [];
  private chain: Promise<void> = Promise.resolve();
  private signal: NodeJS.Signals | undefined;

  constructor() {
    const interrupted = (signal: NodeJS.Signals) => {
      console.error(`deploy: ${signal}, stopping everything`);
      this.signal = signal;
      void this.settled().then(() => process.exit(1));
    };
    for (const signal of ['SIGINT', 'SIGTERM'] as const) {
      process.once(signal, interrupted);
      this.steps.push(async () => process.off(signal, interrupted));
    }
  }

  add(step: () => Promise<unknown>): void {
    this.steps.push(step);
    if (this.signal) {
      void this.run();
      throw new Error(`stopped by ${this.signal}`);
    }
  }

  run(): Promise<void> {
    this.chain = this.chain.then(async () => {
      for (const step of this.steps.splice(0).reverse()) {
        await step().catch((error: unknown) => console.error(`deploy: clean-up failed: ${String(error)}`));
      }
    });
    return this.chain;
  }

  /** Runs everything, then waits until nothing added meanwhile is left. */
  private async settled(): Promise<void> {
    let seen: Promise<void>;
    do {
      seen = this.run();
      await seen;
    } while (seen !== this.chain || this.steps.length > 0);
  }
}
