import type { FastifyBaseLogger } from 'fastify';

export interface Job {
  readonly name: string;
  /** Starts the timer (idempotent). */
  start(): void;
  /** Stops the timer and waits for a run in progress. */
  stop(): Promise<void>;
  /** One run now, after any run in progress (tests; never two runs at once in one process). */
  runOnce(): Promise<void>;
  /** Asks for a run soon when started (e.g. right after a mail was queued); no-op when stopped. */
  wake(): void;
}

/**
 * An in-process loop (plugins/jobs.ts; docs/decisions/014): `run` every `intervalMs`, runs never overlap
 * in one process (each waits for the previous one), errors are logged and the loop goes on. Exactly-once
 * across several instances is the job's own business (the mail sender claims rows with FOR UPDATE SKIP LOCKED).
 */
export function createJob(opts: {
  name: string;
  intervalMs: number;
  run: () => Promise<void>;
  log: Pick<FastifyBaseLogger, 'error'>;
  /**
   * Called when a run starts and when it ends, failed or not: the read cache's write generation moves so
   * no answer read before or during the run is served again (lib/read-cache.ts, docs/decisions/017).
   */
  written?: () => void;
}): Job {
  let timer: NodeJS.Timeout | undefined;
  let started = false;
  let tail: Promise<void> = Promise.resolve();
  let wakePending = false;

  const runOnce = () => {
    const next = tail.then(async () => {
      opts.written?.();
      try {
        await opts.run();
      } catch (err) {
        opts.log.error({ err, job: opts.name }, 'job run failed');
      } finally {
        opts.written?.();
      }
    });
    tail = next;
    return next;
  };

  const schedule = () => {
    if (!started) return;
    timer = setTimeout(async () => {
      await runOnce();
      schedule();
    }, opts.intervalMs);
    timer.unref();
  };

  return {
    name: opts.name,
    start() {
      if (started) return;
      started = true;
      schedule();
    },
    async stop() {
      started = false;
      if (timer) clearTimeout(timer);
      await tail;
    },
    runOnce,
    wake() {
      if (!started || wakePending) return;
      wakePending = true;
      setImmediate(() => {
        wakePending = false;
        if (started) void runOnce();
      });
    },
  };
}
