import { CurrentParticipantsResult, EventDetailResult } from '@alumni/contract';
import Fastify from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { compileResponseWriter, createResponseSerializer, responseJsonSchema } from './serializer.ts';

/** The compiled response serializer (docs/decisions/011): same JSON as zod, nothing extra. */

const participant = {
  id: 7,
  name: 'Siti "Nur" Haliza',
  username: 'siti86',
  picture: null,
  order: 1,
  isCreator: true,
  deceased: false,
  companions: 0,
};

const event = {
  id: 3,
  name: 'Reuni Akbar 40 Tahun Angkatan 86',
  imageUrl: null,
  startDate: '10/01/2027 19:00',
  endDate: '10/01/2027 22:00',
  location: 'Bandung',
  description: 'Kumpul <b>bersama</b>\n"teman lama"',
  quota: null,
  status: 'PUBLISH',
  isFinished: false,
  totalParticipant: 2,
  seatsHeld: 0,
  totalViewer: 10,
  eventType: 'OFFLINE',
  eventCreationType: 'NEW',
  eventCategory: { id: 1, displayName: 'Reuni', iconUrl: null },
  eventGroup: null,
  user: { id: 7, name: 'Siti', username: 'siti86', picture: '/uploads/a.webp' },
  eventCategoryId: 1,
  eventUserId: 7,
  createdDate: '2026-11-01T00:00:00.000Z',
  maxCompanions: 2,
  isRegistered: true,
  companions: 1,
  companionNames: ['Ani'],
  waitlistPosition: null,
  waitlistCompanions: null,
  waitlistCompanionNames: null,
  lineWaiting: false,
};

describe('compileResponseWriter', () => {
  it('writes the same JSON as zod for an event detail', () => {
    const write = compileResponseWriter(EventDetailResult);
    expect(write).not.toBeNull();
    const body = { result: event };
    expect(JSON.parse(write?.(body) ?? '')).toEqual(EventDetailResult.parse(body));
  });

  it('drops properties the schema does not name, at every depth (no personal data leaks)', () => {
    const write = compileResponseWriter(CurrentParticipantsResult);
    const text =
      write?.({
        result: {
          total: 1,
          participants: [{ ...participant, email: 'siti@example.com', password_hash: 'scrypt$x' }],
          leak: 'x',
        },
        phone: '0812',
      }) ?? '';
    expect(text).not.toContain('siti@example.com');
    expect(text).not.toContain('scrypt');
    expect(text).not.toContain('0812');
    expect(text).not.toContain('leak');
    expect(JSON.parse(text)).toEqual({ result: { total: 1, participants: [participant] } });
  });

  it('turns nullable fields into a type list, not an anyOf that must be validated per value', () => {
    const json = responseJsonSchema(z.object({ a: z.string().nullable(), b: z.number().int().nullable() }));
    expect(json).toMatchObject({
      properties: { a: { type: ['string', 'null'] }, b: { type: ['integer', 'null'] } },
      additionalProperties: false,
    });
  });

  it('gives up (null) on a schema JSON Schema cannot express, so zod keeps serializing it', () => {
    expect(compileResponseWriter(z.object({ n: z.string().transform((s) => s.length) }))).toBeNull();
  });
});

describe('createResponseSerializer in a Fastify app', () => {
  let app: ReturnType<typeof Fastify> | undefined;
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  async function appWith(verify: boolean, reply: unknown) {
    const f = Fastify({ logger: false });
    f.setValidatorCompiler(validatorCompiler);
    f.setSerializerCompiler(createResponseSerializer({ verify }));
    f.withTypeProvider<ZodTypeProvider>().get(
      '/p',
      { schema: { response: { 200: CurrentParticipantsResult } } },
      // The row as a careless query might return it: with the member's email.
      async () => reply as z.infer<typeof CurrentParticipantsResult>,
    );
    app = f;
    return f;
  }

  it('sends only the contract fields of a row that carries more (production mode)', async () => {
    const f = await appWith(false, {
      result: { total: 1, participants: [{ ...participant, email: 'siti@example.com' }] },
    });
    const res = await f.inject({ method: 'GET', url: '/p' });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('email');
    expect(res.json()).toEqual({ result: { total: 1, participants: [participant] } });
  });

  it('fails a wrong answer with a 500 when verifying (tests, development), as zod did', async () => {
    const f = await appWith(true, { result: { total: 'satu', participants: [] } });
    const res = await f.inject({ method: 'GET', url: '/p' });
    expect(res.statusCode).toBe(500);
  });

  it('passes a right answer when verifying, extra fields dropped', async () => {
    const f = await appWith(true, {
      result: { total: 1, participants: [{ ...participant, phoneNumber: '0812' }] },
    });
    const res = await f.inject({ method: 'GET', url: '/p' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ result: { total: 1, participants: [participant] } });
  });
});
