import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addParticipant, createCategory, createEvent } from '../../test/factories.ts';
import { authHeader, createTestContext, createUser, loginAs, type TestContext } from '../../test/helpers.ts';
import type { UserRow } from '../db/types.ts';

/**
 * 'Siapa yang bisa melihat' holds in every answer (docs/decisions/027-cari-teman-privacy.md). Rina has a
 * phone, an e-mail, an address and a birthday; she runs a listed business, created an event, joined it,
 * and commented mentioning Dodi. For each level she may pick (SELF, MEMBERS, PUBLIC: phone, e-mail and
 * address refuse PUBLIC through the API, so a stray PUBLIC in the column is written straight into the
 * database to prove it reads as MEMBERS at most), every answer listed below is scanned, as a visitor,
 * another member, Rina herself and an admin, for each of her four fields. A field found in an answer must be
 * one that viewer may see at that level; where an answer is meant to show the opened-up fields (the profile,
 * the business card's phone and e-mail) it must show exactly those.
 */

type Field = 'phone' | 'email' | 'address' | 'birthday';
type Level = 'SELF' | 'MEMBERS' | 'PUBLIC';
type Who = 'visitor' | 'member' | 'owner' | 'admin';
const FIELDS: Field[] = ['phone', 'email', 'address', 'birthday'];
const LEVELS: Level[] = ['SELF', 'MEMBERS', 'PUBLIC'];
const VIEWERS: Who[] = ['visitor', 'member', 'owner', 'admin'];

const SECRETS = {
  phone_number: '+62 813-4455-0086',
  email: 'Rina.Tersembunyi@Contoh.id',
  address: 'Jl. Cempaka Tersembunyi No. 7, Malang',
  birthday: '1968-07-19',
};
/** Every spelling of each field that could show up in a body. */
const NEEDLES: Record<Field, string[]> = {
  phone: [SECRETS.phone_number, SECRETS.phone_number.replace(/\D/g, ''), '6281344550086', '081344550086'],
  email: [SECRETS.email, SECRETS.email.toLowerCase(), encodeURIComponent(SECRETS.email.toLowerCase())],
  address: [SECRETS.address, 'Cempaka Tersembunyi'],
  birthday: [SECRETS.birthday, '19/07/1968', '19 Juli 1968'],
};
const found = (body: string): Set<Field> =>
  new Set(FIELDS.filter((f) => NEEDLES[f].some((n) => body.includes(n))));

/** What the profile rule lets `who` see of a field at `level` (admins and the owner always see all). */
function allowed(who: Who, field: Field, level: Level): boolean {
  if (who === 'owner' || who === 'admin') return true;
  // Contact fields are never public, whatever the column holds.
  const effective = field !== 'birthday' && level === 'PUBLIC' ? 'MEMBERS' : level;
  if (effective === 'PUBLIC') return true;
  return effective === 'MEMBERS' && who === 'member';
}
const allowedSet = (who: Who, level: Level, fields: Field[] = FIELDS) =>
  new Set(fields.filter((f) => allowed(who, f, level)));

let ctx: TestContext;
let webDist: string;
let rina: UserRow;
let headers: Record<Who, Record<string, string>>;
let eventId: number;
const tag = `cp${Date.now().toString(36)}`;

async function setLevel(level: Level) {
  await ctx.db
    .updateTable('users')
    .set({
      privacy_phone: level,
      privacy_email: level,
      privacy_address: level,
      privacy_birthday: level,
    })
    .where('id', '=', rina.id)
    .execute();
}

beforeAll(async () => {
  webDist = mkdtempSync(path.join(os.tmpdir(), 'alumni-privacy-'));
  writeFileSync(
    path.join(webDist, 'index.html'),
    '<!doctype html><html lang="id"><head><title>Alumni 86</title></head><body><div id="root"></div></body></html>',
  );
  ctx = await createTestContext({ config: { webDist } });
  rina = await createUser(ctx, {
    name: `Rina ${tag}`,
    username: `rina_${tag}`,
    ...SECRETS,
    city: 'Kota Malang',
    occupation: `Penjahit ${tag}`,
  });
  const dodi = await loginAs(ctx, 'ROLE_USER', { name: 'Dodi Pembaca', username: `dodi_${tag}` });
  const admin = await loginAs(ctx, 'ROLE_ADMIN');
  headers = { visitor: {}, member: dodi.headers, owner: authHeader(ctx, rina), admin: admin.headers };
  await ctx.db
    .insertInto('businesses')
    .values({
      user_id: rina.id,
      name: `Jahit Rina ${tag}`,
      address: 'Pasar Besar Kios 12',
      start_date: null,
      end_date: null,
      description: 'Jahit kebaya dan seragam',
      line: 'Jasa',
      created_at: new Date().toISOString(),
    })
    .execute();
  const category = await createCategory(ctx);
  const event = await createEvent(ctx, {
    name: `Reuni Malang ${tag}`,
    user_id: rina.id,
    event_category_id: category.id,
  });
  eventId = event.id;
  await addParticipant(ctx, eventId, rina.id);
  const comment = await ctx.app.inject({
    method: 'POST',
    url: '/api/v2/comment',
    headers: headers.owner,
    payload: { eventId, content: `Sampai jumpa di Malang, @dodi_${tag}!`, parentCommentId: null },
  });
  expect(comment.statusCode, comment.body).toBe(201);
});
afterAll(async () => {
  await ctx.close();
  rmSync(webDist, { recursive: true, force: true });
});

interface Answer {
  /** Answers a visitor may not have: 401 for them. */
  membersOnly?: boolean;
  /** Answers for admins only: 401 visitor, 403 members (Rina included). */
  adminsOnly?: boolean;
  /** The fields this answer is meant to show when allowed (exact match); others must merely not leak. */
  shows?: Field[];
  /** Server-rendered pages are the visitor's answers, whoever asks (a navigation carries no token). */
  asVisitor?: boolean;
  /** A binary answer (.xlsx): only who may have it is checked. */
  binary?: boolean;
}

const answers = (): [string, string, Answer][] => [
  ['profile by username', `/api/v1/user/rina_${tag}`, { shows: FIELDS }],
  ['profile by id', `/api/v1/user/${rina.id}`, { shows: FIELDS }],
  ['Cari Teman', `/api/v1/directory?search=rina%20${tag}`, { membersOnly: true }],
  ['Cari Teman by city', '/api/v1/directory?city=Kota%20Malang', { membersOnly: true }],
  [
    'Usaha Alumni',
    `/api/v1/directory/business?search=${tag}`,
    { membersOnly: true, shows: ['phone', 'email'] },
  ],
  [
    'Usaha Alumni by line',
    '/api/v1/directory/business?line=Jasa',
    { membersOnly: true, shows: ['phone', 'email'] },
  ],
  ['participants', `/api/v1/event-participant/get-current?eventId=${eventId}&offset=1&limit=10`, {}],
  ['participants by user', `/api/v1/event-participant/get-by-user?userId=${rina.id}`, {}],
  ['event detail', `/api/v1/event/${eventId}`, {}],
  ['comments', `/api/v2/comment?eventId=${eventId}&offset=1&limit=100`, { membersOnly: true }],
  ['mention suggestions', '/api/v1/user?offset=0&limit=5&username=rina', {}],
  [
    'export of participants',
    `/api/v1/export/participants?eventId=${eventId}`,
    { adminsOnly: true, binary: true },
  ],
  ['export of users', '/api/v1/export/users?username=rina', { adminsOnly: true, binary: true }],
  ['page /', '/', { asVisitor: true }],
  ['page /event', '/event', { asVisitor: true }],
  ['page /about-us', '/about-us', { asVisitor: true }],
  ['page /event/{id}', `/event/${eventId}`, { asVisitor: true }],
  ['page /profile/{username}', `/profile/rina_${tag}`, { asVisitor: true }],
  ['page /cari-teman', '/cari-teman', { asVisitor: true }],
  ['page /usaha-alumni', '/usaha-alumni', { asVisitor: true }],
];

describe.each(LEVELS)('Rina opens her fields to %s', (level) => {
  beforeAll(() => setLevel(level));

  it.each(VIEWERS)('every answer a %s gets holds to it', async (who) => {
    for (const [label, url, a] of answers()) {
      const res = await ctx.app.inject({ method: 'GET', url, headers: headers[who] });
      const what = `${who} ${label} (${url}) at ${level}`;
      if (a.adminsOnly && who !== 'admin') {
        expect(res.statusCode, what).toBe(who === 'visitor' ? 401 : 403);
        continue;
      }
      if (a.membersOnly && who === 'visitor') {
        expect(res.statusCode, what).toBe(401);
        continue;
      }
      expect(res.statusCode, `${what}: ${res.body.slice(0, 200)}`).toBe(200);
      if (a.binary) continue;
      const seen = found(res.body);
      const may = allowedSet(a.asVisitor ? 'visitor' : who, level);
      for (const f of seen) expect(may.has(f), `${what} leaks ${f}`).toBe(true);
      if (a.shows)
        expect([...seen].sort(), `${what} shows`).toEqual([...allowedSet(who, level, a.shows)].sort());
    }
  });
});

describe('the profile answer names no hidden field', () => {
  it('a visitor at SELF gets no phoneNumber, email, address or birthday key at all', async () => {
    await setLevel('SELF');
    const res = await ctx.app.inject({ method: 'GET', url: `/api/v1/user/rina_${tag}` });
    const body = res.json().result;
    for (const key of ['phoneNumber', 'email', 'address', 'birthday']) expect(body).not.toHaveProperty(key);
    expect(body.city).toBe('Kota Malang');
  });

  it('a member at MEMBERS gets the values as stored', async () => {
    await setLevel('MEMBERS');
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/user/rina_${tag}`,
      headers: headers.member,
    });
    expect(res.json().result).toMatchObject({
      phoneNumber: SECRETS.phone_number,
      email: SECRETS.email,
      address: SECRETS.address,
      birthday: SECRETS.birthday,
    });
  });
});
