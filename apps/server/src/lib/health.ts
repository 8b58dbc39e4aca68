/**
 * Probes for load balancers and orchestrators (docs/decisions/016):
 * GET /healthz answers while the process runs; GET /readyz answers 200 only when the database, Redis (when
 * REDIS_URL is set) and the picture store (disk folder or S3 bucket) all answer, else 503 naming the parts that
 * failed. The reasons go to the log only (they may name hosts); the answer names parts.
 */

import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { withTimeout } from './shared-state.ts';

export const READY_TIMEOUT_MS = 2000;

type Part = 'database' | 'redis' | 'storage';
type State = 'ok' | 'fail' | 'off';

const PART_NAMES: Record<Part, string> = {
  database: 'database',
  redis: 'Redis',
  storage: 'penyimpanan gambar',
};

export function registerHealth(app: FastifyInstance) {
  app.get('/healthz', { schema: { hide: true } }, async () => {
    return { status: 'ok' };
  });

  app.get('/readyz', { schema: { hide: true } }, async (req, reply) => {
    const { database, redis, images } = app.deps;
    const probes: [Part, (() => Promise<unknown>) | null][] = [
      ['database', () => sql`select 1`.execute(database.db)],
      ['redis', redis ? () => redis.ping() : null],
      ['storage', () => images.ping()],
    ];
    const results = await Promise.all(
      probes.map(async ([part, probe]): Promise<[Part, State]> => {
        if (!probe) return [part, 'off'];
        try {
          await withTimeout(probe(), READY_TIMEOUT_MS, part);
          return [part, 'ok'];
        } catch (err) {
          req.log.warn({ part, err: err instanceof Error ? err.message : String(err) }, 'not ready');
          return [part, 'fail'];
        }
      }),
    );
    const checks = Object.fromEntries(results) as Record<Part, State>;
    const failed = results.filter(([, state]) => state === 'fail').map(([part]) => part);
    reply.header('cache-control', 'no-store');
    if (failed.length === 0) return { status: 'ok', checks };
    return reply.status(503).send({
      status: 'fail',
      message: `Server belum siap: ${failed.map((p) => PART_NAMES[p]).join(', ')} tidak dapat dihubungi.`,
      failed,
      checks,
    });
  });
}
