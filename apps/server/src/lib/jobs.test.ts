import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { createJob, type Job, wakeAfterWrites } from './jobs.ts';

const silent = { error: () => {} };

describe('createJob', () => {
  it('never overlaps runs in one process and keeps going after a failing run', async () => {
    let running = 0;
    let maxRunning = 0;
    let runs = 0;
    const job = createJob({
      name: 't',
      intervalMs: 60_000,
      log: silent,
      run: async () => {
        running += 1;
        maxRunning = Math.max(maxRunning, running);
        await new Promise((r) => setImmediate(r));
        runs += 1;
        running -= 1;
        if (runs === 2) throw new Error('gagal');
      },
    });
    await Promise.all([job.runOnce(), job.runOnce(), job.runOnce()]);
    expect(runs).toBe(3);
    expect(maxRunning).toBe(1);
  });

  it('runs on wake only while started, and stop waits for the run in progress', async () => {
    let runs = 0;
    let release: () => void = () => {};
    const job = createJob({
      name: 't',
      intervalMs: 60_000,
      log: silent,
      run: () =>
        new Promise<void>((resolve) => {
          runs += 1;
          release = resolve;
        }),
    });
    job.wake();
    await new Promise((r) => setImmediate(r));
    expect(runs).toBe(0);

    job.start();
    job.wake();
    await new Promise((r) => setImmediate(r));
    await new Promise((r) => setImmediate(r));
    expect(runs).toBe(1);
    let stopped = false;
    const stopping = job.stop().then(() => {
      stopped = true;
    });
    await new Promise((r) => setImmediate(r));
    expect(stopped).toBe(false);
    release();
    await stopping;
    expect(stopped).toBe(true);
  });

  it('says a run wrote when one that wrote ends or one fails, and nothing for a run that wrote nothing (read cache)', async () => {
    const events: string[] = [];
    const outcomes: (boolean | Error)[] = [true, false, new Error('gagal'), false];
    const job = createJob({
      name: 't',
      intervalMs: 60_000,
      log: silent,
      written: () => events.push('written'),
      run: async () => {
        const outcome = outcomes.shift();
        events.push(`run ${String(outcome)}`);
        if (outcome instanceof Error) throw outcome;
        return outcome;
      },
    });
    for (let i = 0; i < 4; i += 1) await job.runOnce();
    expect(events).toEqual(['run true', 'written', 'run false', 'run Error: gagal', 'written', 'run false']);
  });
});

describe('wakeAfterWrites', () => {
  it('wakes the job after a successful write in its scope, never after a read, a refused write or elsewhere', async () => {
    let wakes = 0;
    const job = {
      wake: () => {
        wakes += 1;
      },
    } as unknown as Job;
    const app = Fastify();
    await app.register(async (scoped) => {
      wakeAfterWrites(scoped, () => job);
      scoped.get('/baca', async () => ({ ok: true }));
      scoped.post('/tulis', async () => ({ ok: true }));
      scoped.post('/tolak', async (_req, reply) => reply.code(400).send({ ok: false }));
    });
    app.post('/lain', async () => ({ ok: true }));
    const count = async (method: 'GET' | 'HEAD' | 'POST', url: string) => {
      const before = wakes;
      const res = await app.inject({ method, url });
      expect(res.statusCode, `${method} ${url}`).toBeLessThan(500);
      return wakes - before;
    };
    expect(await count('GET', '/baca')).toBe(0);
    expect(await count('HEAD', '/baca')).toBe(0);
    expect(await count('POST', '/tulis')).toBe(1);
    expect(await count('POST', '/tolak')).toBe(0);
    expect(await count('POST', '/lain')).toBe(0);
    await app.close();
  });
});
