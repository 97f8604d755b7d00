/** A periodic clean-up job of this process: one run at a time, a failure logged and retried on the next tick. */
export interface Sweeper {
  /** One run now (the timer's work); resolves to how many rows it changed, 0 when it failed. */
  sweep(): Promise<number>;
  stop(): void;
}

export interface SweepReport {
  /** Called after a run that succeeded, with its count. */
  done(count: number): void;
  /** Called after a run that failed (the database away); the next tick tries again. */
  failed(error: unknown): void;
}

/** Runs `run` every `intervalMs` (the timer does not keep the process alive), never two runs at once. */
export function startSweeper(run: () => Promise<number>, intervalMs: number, report: SweepReport): Sweeper {
  let running: Promise<number> | null = null;
  const sweep = (): Promise<number> => {
    running ??= run()
      .then(
        (count) => {
          report.done(count);
          return count;
        },
        (error: unknown) => {
          report.failed(error);
          return 0;
        },
      )
      .finally(() => {
        running = null;
      });
    return running;
  };
  const timer = setInterval(() => void sweep(), intervalMs);
  timer.unref();
  return { sweep, stop: () => clearInterval(timer) };
}
