import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, loginAs, type TestContext } from '../../test/helpers.ts';
import { operationIdOf } from './openapi.ts';

/** The OpenAPI document at /api/docs/json, as an API client reads it. */
interface Operation {
  operationId?: string;
  security?: Record<string, string[]>[];
  responses: Record<string, unknown>;
  requestBody?: { content: Record<string, { schema: { properties?: Record<string, { format?: string }> } }> };
}

let ctx: TestContext;
let operations: { method: string; path: string; op: Operation }[];

beforeAll(async () => {
  ctx = await createTestContext();
  const res = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
  expect(res.statusCode).toBe(200);
  const doc = res.json() as { paths: Record<string, Record<string, Operation>> };
  operations = Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, op]) => ({ method: method.toUpperCase(), path, op })),
  );
});
afterAll(() => ctx.close());

const find = (method: string, path: string) => {
  const found = operations.find((o) => o.method === method && o.path === path);
  if (!found) throw new Error(`${method} ${path} is not in the document`);
  return found.op;
};

describe('OpenAPI document', () => {
  it('gives every operation a unique operationId', () => {
    expect(operations.length).toBeGreaterThan(40);
    const ids = operations.map((o) => o.op.operationId);
    for (const [i, id] of ids.entries()) {
      expect(id, `${operations[i]?.method} ${operations[i]?.path}`).toMatch(
        /^(get|post|put|delete|patch)[A-Z]\w+$/,
      );
    }
    expect(new Set(ids).size).toBe(ids.length);
    expect(find('GET', '/api/v1/event/{id}').operationId).toBe('getV1EventById');
    expect(find('POST', '/api/v2/comment').operationId).toBe('postV2Comment');
  });

  it('describes the upload body as multipart/form-data with a binary image field', () => {
    const body = find('POST', '/api/v1/upload').requestBody;
    expect(Object.keys(body?.content ?? {})).toEqual(['multipart/form-data']);
    const fields = body?.content['multipart/form-data']?.schema.properties ?? {};
    expect(fields.image).toMatchObject({ type: 'string', format: 'binary' });
    expect(fields.kind).toMatchObject({ enum: ['avatar', 'event', 'group'] });
  });

  it('declares 413 on every call with a body and 429 on every rate-limited call', () => {
    const withBody = operations.filter((o) => ['POST', 'PUT', 'PATCH'].includes(o.method));
    expect(withBody.length).toBeGreaterThan(15);
    for (const { method, path, op } of withBody)
      expect(op.responses, `${method} ${path}`).toHaveProperty('413');
    for (const path of [
      '/api/v1/login',
      '/api/v1/register',
      '/api/v1/forgot-password',
      '/api/v1/forgot-password/confirm',
      '/api/v1/upload',
    ])
      expect(find('POST', path).responses, path).toHaveProperty('429');
    // A GET without a limit declares neither.
    expect(find('GET', '/api/v1/event').responses).not.toHaveProperty('413');
    expect(find('GET', '/api/v1/event').responses).not.toHaveProperty('429');
  });

  it('the 413 it declares really happens: a JSON body over the limit', async () => {
    const admin = await loginAs(ctx, 'ROLE_ADMIN');
    const res = await ctx.app.inject({
      method: 'PUT',
      url: '/api/v1/event',
      headers: { ...admin.headers, 'content-type': 'application/json' },
      payload: JSON.stringify({ id: 1, description: 'x'.repeat(3 * 1024 * 1024) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
      message: 'Data yang dikirim terlalu besar.',
    });
  });

  it('expresses optional sign-in as [{bearer: []}, {}], required as [{bearer: []}], public as none', async () => {
    const optional = [
      '/api/v1/event',
      '/api/v1/event/{id}',
      '/api/v1/event/{id}/ics',
      '/api/v1/user',
      '/api/v1/user/{id}',
      '/api/v1/event-participant/get-current',
      '/api/v1/event-participant/get-by-user',
    ];
    for (const path of optional) expect(find('GET', path).security, path).toEqual([{ bearer: [] }, {}]);
    for (const [method, path] of [
      ['GET', '/api/v1/current-user'],
      ['PUT', '/api/v1/user'],
      ['POST', '/api/v1/upload'],
      ['GET', '/api/v2/comment'],
      ['GET', '/api/v1/activity-log'],
    ] as const)
      expect(find(method, path).security, path).toEqual([{ bearer: [] }]);
    for (const path of ['/api/v1/stats', '/api/v1/job', '/api/v1/banner', '/api/v1/event-category'])
      expect(find('GET', path).security, path).toBeUndefined();
    // What the document says is what the server does: a visitor gets the optional ones without a token.
    const visitor = await ctx.app.inject({ method: 'GET', url: '/api/v1/event' });
    expect(visitor.statusCode).toBe(200);
    const guest = await ctx.app.inject({ method: 'GET', url: '/api/v1/current-user' });
    expect(guest.statusCode).toBe(401);
  });
});

describe('operationIdOf', () => {
  it('names method and path in camelCase, parameters as By<Name>, either parameter syntax', () => {
    expect(operationIdOf('GET', '/api/v1/event/:id/ics')).toBe('getV1EventByIdIcs');
    expect(operationIdOf('GET', '/api/v1/event/{id}/ics')).toBe('getV1EventByIdIcs');
    expect(operationIdOf('POST', '/api/v1/event-participant/register')).toBe(
      'postV1EventParticipantRegister',
    );
    expect(operationIdOf('PUT', '/api/v1/user-post-register')).toBe('putV1UserPostRegister');
  });
});
