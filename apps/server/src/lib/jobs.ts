import type { FastifyBaseLogger, FastifyInstance } from 'fastify';

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
  /** One run; for a job with `written`, resolves to `false` when it wrote nothing (anything else: it may have). */
  run: () => Promise<unknown>;
  log: Pick<FastifyBaseLogger, 'error'>;
  /**
   * Called when a run that wrote something ends, and when a run fails (it may have written part): the read
   * cache's write generation moves, so no answer read before or during the run is served again (lib/read-cache.ts,
   * docs/decisions/017). An answer still being computed when it moves is not kept either, so once at the end is
   * enough. A run that wrote nothing moves nothing: a job that looks every few seconds and finds nothing to do
   * no longer drops every cached answer each time (docs/decisions/033 "Sixth step").
   */
  written?: () => void;
}): Job {
  let timer: NodeJS.Timeout | undefined;
  let started = false;
  let tail: Promise<void> = Promise.resolve();
  let wakePending = false;

  const runOnce = () => {
    const next = tail.then(async () => {
      let wrote = true;
      try {
        wrote = (await opts.run()) !== false;
      } catch (err) {
        opts.log.error({ err, job: opts.name }, 'job run failed');
      } finally {
        if (wrote) opts.written?.();
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

/**
 * Wakes `job` after every successful write answered in `app`'s scope (a request other than GET or HEAD, answered
 * below 400): what the write queued (mail, pushes) leaves right after its commit instead of at the next tick. A
 * read queues nothing, so it wakes nothing: a crowd reading the pages of these routes does not make the job look
 * at its queue for each of them.
 */
export function wakeAfterWrites(app: FastifyInstance, job: () => Job): void {
  app.addHook('onResponse', (req, reply, done) => {
    if (req.method !== 'GET' && req.method !== 'HEAD' && reply.statusCode < 400) job().wake();
    done();
  });
}
