/**
 * Loops that run beside the requests (the mail sender, reminders: plugins/jobs.ts)
 * register here how to stop. On SIGTERM main.ts closes the app: Fastify stops accepting, lets in-flight
 * requests finish, then its onClose hook (plugins/deps.ts) calls stop(), which waits for every registered loop to end
 * its current pass before the database is closed (docs/decisions/016, graceful shutdown).
 */
import type { FastifyBaseLogger } from 'fastify';

export interface Background {
  /** Registers a running loop; `stop` must end it and resolve when its current pass is done. */
  add(name: string, stop: () => Promise<void> | void): void;
  /** Stops every registered loop, newest first; a failing stop is logged and does not keep the others running. */
  stop(): Promise<void>;
  readonly stopped: boolean;
}

export function createBackground(log: FastifyBaseLogger): Background {
  const loops: { name: string; stop: () => Promise<void> | void }[] = [];
  let stopped = false;
  return {
    add(name, stop) {
      if (stopped) {
        void Promise.resolve(stop()).catch(() => {});
        return;
      }
      loops.push({ name, stop });
    },
    async stop() {
      stopped = true;
      for (const loop of loops.splice(0).reverse()) {
        try {
          await loop.stop();
        } catch (err) {
          log.error({ err, loop: loop.name }, 'background loop did not stop cleanly');
        }
      }
    },
    get stopped() {
      return stopped;
    },
  };
}
