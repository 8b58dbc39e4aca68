import { isErrorCode } from '@alumni/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/helpers.ts';
import { toPage } from './lib/pagination.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('server basics', () => {
  it('answers /healthz', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
    expect(res.headers['x-request-id']).toBeTruthy();
  });

  it('sends security headers with a strict CSP', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/healthz' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBeDefined();
  });

  it('keeps a caller-supplied request id and refuses odd ones', async () => {
    const a = await ctx.app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { 'x-request-id': 'abc-123' },
    });
    expect(a.headers['x-request-id']).toBe('abc-123');
    const b = await ctx.app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { 'x-request-id': '<script>' },
    });
    expect(b.headers['x-request-id']).not.toBe('<script>');
  });

  it('answers unknown API paths with a JSON 404 in the error envelope', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/does-not-exist' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND', message: expect.any(String) });
  });

  it("answers Fastify's own 4xx (malformed JSON) with a contract ErrorCode, not its FST_ code", async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"identifier":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'Permintaan tidak valid.', code: 'BAD_REQUEST' });
    expect(isErrorCode(res.json().code)).toBe(true);
  });

  it('serves the OpenAPI document generated from the contract', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(res.json().openapi).toMatch(/^3\./);
  });
});

describe('toPage', () => {
  const opts = { defaultLimit: 10, maxLimit: 50 };
  it('reads offset as a 1-based page, 0 and absent as 1', () => {
    expect(toPage({}, opts)).toEqual({ page: 1, limit: 10, skip: 0 });
    expect(toPage({ offset: 0 }, opts)).toEqual({ page: 1, limit: 10, skip: 0 });
    expect(toPage({ offset: 3, limit: 9 }, opts)).toEqual({ page: 3, limit: 9, skip: 18 });
  });
  it('clamps the limit to the endpoint maximum', () => {
    expect(toPage({ limit: 99999 }, opts).limit).toBe(50);
    expect(toPage({ limit: 0 }, opts).limit).toBe(10);
  });
});
