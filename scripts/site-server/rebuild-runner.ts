import { BuildBusy } from '../site-build/build-lock';
import type { BuildMode, BuildPhase, BuildProgress, BuildResult } from '../site-build/build-site';

export interface LastBuild {
  id: string;
  mode: BuildMode;
  status: 'succeeded' | 'failed';
  started_at: string;
  finished_at: string;
  duration_s: number;
  pages: number;
  /** Why a rebuild was a full one instead of an incremental one. */
  full_reason?: string;
  error?: string;
}

export interface RebuildStatus {
  state: 'idle' | 'running';
  phase: BuildPhase | null;
  progress: { done: number; total: number } | null;
  current: { id: string; started_at: string } | null;
  last: LastBuild | null;
}

export type RunBuild = (onProgress: (progress: BuildProgress) => void) => Promise<BuildResult>;

export type StartResult = { id: string } | { busy: string };

const message = (error: unknown) => (error instanceof Error ? error.message : String(error)).split('\n')[0]!;

/**
 * One rebuild at a time in this process: a request while a build runs joins it (same id). Another process
 * holding the build lock (`npm run rebuild`) makes start() answer `busy` and nothing is recorded.
 */
export class RebuildRunner {
  private current: { id: string; startedAt: Date; accepted: Promise<StartResult> } | null = null;
  private progress: BuildProgress | null = null;
  private last: LastBuild | null = null;
  private running: Promise<void> = Promise.resolve();

  constructor(private readonly run: RunBuild) {}

  /** Starts a build, or joins the running one; resolves once the build holds the lock (or could not take it). */
  start(): Promise<StartResult> {
    if (this.current) return this.current.accepted;
    const startedAt = new Date();
    const id = startedAt.toISOString().replace(/[:.]/g, '-');
    let accept: (result: StartResult) => void = () => {};
    const accepted = new Promise<StartResult>((resolve) => {
      accept = resolve;
    });
    this.current = { id, startedAt, accepted };
    this.progress = null;
    this.running = this.run((progress) => {
      this.progress = progress;
      accept({ id });
    }).then(
      (result) => this.finish(id, startedAt, { status: 'succeeded', ...summary(result) }),
      (error) => {
        if (error instanceof BuildBusy) {
          this.current = null;
          accept({ busy: message(error) });
          return;
        }
        this.finish(id, startedAt, { status: 'failed', mode: 'full', pages: 0, error: message(error) });
        accept({ id });
      },
    );
    return accepted;
  }

  private finish(
    id: string,
    startedAt: Date,
    outcome: Pick<LastBuild, 'status' | 'mode' | 'pages'> & Partial<LastBuild>,
  ) {
    const finishedAt = new Date();
    this.last = {
      id,
      started_at: startedAt.toISOString(),
      finished_at: finishedAt.toISOString(),
      duration_s: Math.round((finishedAt.getTime() - startedAt.getTime()) / 100) / 10,
      ...outcome,
    };
    this.current = null;
    this.progress = null;
  }

  status(): RebuildStatus {
    return {
      state: this.current ? 'running' : 'idle',
      phase: this.progress?.phase ?? null,
      progress: this.progress ? { done: this.progress.done, total: this.progress.total } : null,
      current: this.current ? { id: this.current.id, started_at: this.current.startedAt.toISOString() } : null,
      last: this.last,
    };
  }

  /** Settles when the build under way (if any) has finished. */
  idle(): Promise<void> {
    return this.running;
  }
}

function summary(result: BuildResult): Pick<LastBuild, 'mode' | 'pages' | 'full_reason'> {
  return { mode: result.mode, pages: result.pages, ...(result.fullReason ? { full_reason: result.fullReason } : {}) };
}
