import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/helpers.ts';
import { AccessLog, logAborts } from './access-log.ts';
import { loggerOptions, MASK, requestLogger } from './log-redaction.ts';

/**
 * The request log (lib/access-log.ts, docs/decisions/046): one line per request when it is answered, what the
 * two lines Fastify wrote held, the URL masked; 'incoming request' only at debug; a request whose client left
 * is logged too; every other line keeps the redaction.
 */
type Line = Record<string, unknown> & { msg?: string; level?: number; reqId?: string };

function server(level: string) {
  const lines: Line[] = [];
  const waiting: { msg: string; resolve: () => void }[] = [];
  const stream = {
    write(chunk: string) {
      for (const text of chunk.split('\n').filter(Boolean)) {
        const line = JSON.parse(text) as Line;
        lines.push(line);
        for (const w of waiting.filter((x) => x.msg === line.msg)) w.resolve();
      }
    },
  };
  const accessLog = new AccessLog();
  const app = Fastify({
    logger: { ...loggerOptions(level), stream },
    childLoggerFactory: requestLogger,
    logController: accessLog,
  });
  logAborts(app, accessLog);
  let entered: () => void = () => {};
  const slowEntered = new Promise<void>((resolve) => {
    entered = resolve;
  });
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  app.get('/ok', async (req) => {
    req.log.warn({ headers: { authorization: 'Bearer rahasia-sekali' } }, 'a handler line');
    return { ok: true };
  });
  app.get('/fail', async () => {
    throw new Error('gagal');
  });
  app.get('/slow', async () => {
    entered();
    await released;
    return { ok: true };
  });
  /** Resolves when a line with this message has been written. */
  const written = (msg: string) =>
    new Promise<void>((resolve) => {
      if (lines.some((l) => l.msg === msg)) resolve();
      else waiting.push({ msg, resolve });
    });
  return { app, lines, written, slowEntered, release };
}

const requestLines = (lines: Line[]) =>
  lines.filter((l) => l.msg === 'incoming request' || l.msg === 'request completed');

describe('the request log', () => {
  it('writes one line per request at info, with what the two lines held and the URL masked', async () => {
    const { app, lines } = server('info');
    const res = await app.inject({ url: '/ok?token=rahasia-sekali&page=2' });
    expect(res.statusCode).toBe(200);
    const mine = requestLines(lines);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      level: 30,
      msg: 'request completed',
      reqId: expect.any(String),
      req: { method: 'GET', url: `/ok?token=${MASK}&page=2`, remoteAddress: '127.0.0.1' },
      res: { statusCode: 200 },
      responseTime: expect.any(Number),
    });
    expect(JSON.stringify(lines)).not.toContain('rahasia-sekali');
    // Every other line keeps the redaction of nested headers.
    expect(lines.find((l) => l.msg === 'a handler line')).toMatchObject({
      headers: { authorization: MASK },
      reqId: mine[0]?.reqId,
    });
    await app.close();
  });

  it('writes the arrival too at debug, and nothing for an answered request at warn', async () => {
    const debug = server('debug');
    await debug.app.inject({ url: '/ok' });
    const [arrived, answered] = requestLines(debug.lines);
    expect(arrived).toMatchObject({ level: 20, msg: 'incoming request', req: { url: '/ok' } });
    expect(answered).toMatchObject({ level: 30, msg: 'request completed', reqId: arrived?.reqId });
    await debug.app.close();

    const warn = server('warn');
    await warn.app.inject({ url: '/ok' });
    expect(requestLines(warn.lines)).toEqual([]);
    expect(warn.lines.map((l) => l.msg)).toEqual(['a handler line']);
    await warn.app.close();
  });

  it('follows a level changed later, as main.ts does while it starts listening', async () => {
    const { app, lines } = server('info');
    app.log.level = 'warn';
    await app.inject({ url: '/ok' });
    expect(requestLines(lines)).toEqual([]);
    app.log.level = 'info';
    await app.inject({ url: '/ok' });
    expect(requestLines(lines)).toHaveLength(1);
    await app.close();
  });

  it('logs a failed answer with its status, and the error as before', async () => {
    const { app, lines } = server('info');
    expect((await app.inject({ url: '/fail' })).statusCode).toBe(500);
    expect(lines.find((l) => l.msg === 'request completed')).toMatchObject({ res: { statusCode: 500 } });
    expect(lines.find((l) => l.msg === 'gagal')).toMatchObject({ level: 50 });
    await app.close();
  });

  it('logs a request whose client left before its answer', async () => {
    const { app, lines, written, slowEntered, release } = server('info');
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const req = http.get({ host: '127.0.0.1', port, path: '/slow?code=rahasia-sekali' });
    req.on('error', () => {});
    await slowEntered;
    req.destroy();
    await written('request aborted');
    release();
    expect(lines.find((l) => l.msg === 'request aborted')).toMatchObject({
      level: 30,
      req: { method: 'GET', url: `/slow?code=${MASK}` },
    });
    expect(JSON.stringify(lines)).not.toContain('rahasia-sekali');
    await app.close();
  });
});

describe('the request log of the app', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  it('writes each request once when answered (the suite logs at trace: its arrival too)', async () => {
    const from = ctx.logWatch.lines.length;
    const res = await ctx.app.inject({ url: '/api/v1/event?offset=1&limit=9' });
    expect(res.statusCode).toBe(200);
    const lines = ctx.logWatch.lines
      .slice(from)
      .map((l) => JSON.parse(l) as Line)
      .filter((l) => l.msg === 'incoming request' || l.msg === 'request completed');
    expect(lines.map((l) => [l.level, l.msg])).toEqual([
      [20, 'incoming request'],
      [30, 'request completed'],
    ]);
    expect(lines[1]).toMatchObject({
      reqId: lines[0]?.reqId,
      req: { method: 'GET', url: '/api/v1/event?offset=1&limit=9' },
      res: { statusCode: 200 },
    });
  });
});
