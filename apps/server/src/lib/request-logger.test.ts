import { Writable } from 'node:stream';
import Fastify, { type FastifyBaseLogger } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { loggerOptions, MASK, requestLogger } from './log-redaction.ts';

/**
 * A request's logger is pino's child made when it first writes a line at an enabled level (lib/log-redaction.ts
 * `requestLogger`, docs/decisions/033 "Fifth step"): the same lines as the child Fastify made for every request,
 * with the request id and the redaction.
 */
function parentAt(level: string) {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  const app = Fastify({ logger: { ...loggerOptions(level), stream } });
  return { log: app.log as FastifyBaseLogger, lines };
}
const strip = ({ time: _t, ...rest }: Record<string, unknown>) => rest;

describe('a request’s logger', () => {
  it('makes no child for lines below the level, and writes the same lines as pino’s child above it', () => {
    const { log, lines } = parentAt('warn');
    const child = vi.spyOn(log, 'child');
    const lazy = requestLogger(log, { reqId: 'req-1' }, {});
    lazy.info({ req: { url: '/x' } }, 'incoming request');
    lazy.debug('nothing');
    expect(child).not.toHaveBeenCalled();
    expect(lines).toEqual([]);

    lazy.warn({ headers: { authorization: 'Bearer rahasia' } }, 'careful');
    lazy.error(new Error('boom'), 'failed');
    expect(child).toHaveBeenCalledTimes(1);
    child.mockRestore();
    const eager = log.child({ reqId: 'req-1' });
    eager.warn({ headers: { authorization: 'Bearer rahasia' } }, 'careful');
    eager.error(new Error('boom'), 'failed');
    expect(lines).toHaveLength(4);
    const [a, b, c, d] = lines.map(strip) as Record<string, unknown>[];
    expect(a).toMatchObject({ reqId: 'req-1', msg: 'careful', headers: { authorization: MASK } });
    expect(a).toEqual(c);
    expect({ ...b, err: { ...(b?.err as object), stack: '' } }).toEqual({
      ...d,
      err: { ...(d?.err as object), stack: '' },
    });
  });

  it('follows the level: all lines at trace, and a route’s own level still gets its child at once', () => {
    const { log, lines } = parentAt('trace');
    const lazy = requestLogger(log, { reqId: 'req-2' }, {});
    lazy.trace('t');
    lazy.info('i');
    expect(lines.map((l) => [l.reqId, l.msg])).toEqual([
      ['req-2', 't'],
      ['req-2', 'i'],
    ]);
    expect(lazy.level).toBe('trace');

    const quiet = parentAt('info');
    const child = vi.spyOn(quiet.log, 'child');
    const own = requestLogger(quiet.log, { reqId: 'req-3' }, { level: 'error' });
    expect(child).toHaveBeenCalledTimes(1);
    own.warn('not at error level');
    own.error('written');
    expect(quiet.lines.map((l) => l.msg)).toEqual(['written']);
  });

  it('gives a child of its own with both bindings', () => {
    const { log, lines } = parentAt('info');
    requestLogger(log, { reqId: 'req-4' }, {}).child({ part: 'jobs' }).info('hello');
    expect(lines.map(strip)).toEqual([
      expect.objectContaining({ reqId: 'req-4', part: 'jobs', msg: 'hello' }),
    ]);
  });
});
