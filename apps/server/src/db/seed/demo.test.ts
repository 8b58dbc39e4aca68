import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { USERNAME_PATTERN } from '@alumni/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, createUser, type TestContext } from '../../../test/helpers.ts';
import { verifyPassword } from '../../lib/password.ts';
import type { UserRow } from '../types.ts';
import { DEMO_PASSWORD_FILE, type DemoLogin, seedDemoIfEmpty } from './demo.ts';
import { DEMO_COMMUNITY } from './demo-community.ts';
import { ensureStarterCatalog, STARTER_CATEGORIES } from './starter-catalog.ts';

const quiet = { info: () => {} };
let ctx: TestContext;
let admin: UserRow;
let seeded: DemoLogin | null;
const printed: string[] = [];
const NOW = new Date();

beforeAll(async () => {
  ctx = await createTestContext();
  // As in main.ts: the first admin exists before the demo is seeded.
  admin = await createUser(ctx, { role: 'ROLE_ADMIN', name: 'Admin Utama', username: 'admin' });
  await ensureStarterCatalog(ctx.db, ctx.config.uploadDir);
  seeded = await seedDemoIfEmpty(
    ctx.db,
    ctx.config,
    { info: () => {}, warn: (msg: string) => void printed.push(msg) },
    { now: NOW },
  );
});
afterAll(() => ctx.close());

const countOf = async (table: 'users' | 'events' | 'comments' | 'event_participants' | 'notifications') =>
  Number(
    (
      await ctx.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('demo seed', () => {
  it('fills an empty database with a community of the expected size', async () => {
    expect(seeded).not.toBeNull();
    const roles = await ctx.db
      .selectFrom('users')
      .select(['role', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy('role')
      .execute();
    const byRole = Object.fromEntries(roles.map((r) => [r.role, Number(r.n)]));
    expect(byRole).toEqual({ ROLE_ADMIN: 1, ROLE_USER: 150 });
    const statuses = await ctx.db
      .selectFrom('events')
      .select(['status', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy('status')
      .execute();
    const byStatus = Object.fromEntries(statuses.map((s) => [s.status, Number(s.n)]));
    expect(byStatus.DRAFT).toBeGreaterThanOrEqual(4);
    expect(byStatus.PUBLISH).toBeGreaterThanOrEqual(20);
    expect(byStatus.EXPIRED).toBeGreaterThanOrEqual(8);
    expect(await countOf('events')).toBeGreaterThanOrEqual(38);
    expect(await countOf('event_participants')).toBeGreaterThan(500);
    expect(await countOf('comments')).toBeGreaterThan(100);
    expect(await countOf('notifications')).toBeGreaterThan(50);
    const jobs = await ctx.db.selectFrom('job_types').select('name').execute();
    expect(jobs.map((j) => j.name)).toContain('Pegawai Negeri Sipil');
    const categories = await ctx.db.selectFrom('event_categories').selectAll().execute();
    // The starter catalog's eight, not doubled by the demo (docs/decisions/021).
    expect(categories.map((c) => c.display_name).sort()).toEqual(
      STARTER_CATEGORIES.map((c) => c.displayName).sort(),
    );
    expect(categories.every((c) => c.icon_url?.startsWith('/uploads/'))).toBe(true);
  });

  it("writes the demo community's details into the settings, so the demo looks as it always did", async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/community' });
    const { logo, ...rest } = res.json().result;
    expect(rest).toEqual({ ...DEMO_COMMUNITY, logo: undefined, configured: true });
    expect(existsSync(path.join(ctx.config.uploadDir, logo.slice('/uploads/'.length)))).toBe(true);
  });

  it('keeps every event counter equal to its registrations, within quota, with the creator registered first', async () => {
    const rows = await ctx.db
      .selectFrom('events as e')
      .leftJoin('event_participants as p', 'p.event_id', 'e.id')
      .select([
        'e.id',
        'e.total_participant',
        'e.quota',
        'e.user_id',
        (eb) => eb.fn.count<number>('p.id').as('rows'),
      ])
      .groupBy(['e.id', 'e.total_participant', 'e.quota', 'e.user_id'])
      .execute();
    for (const r of rows) {
      expect(Number(r.rows)).toBe(r.total_participant);
      if (r.quota !== null) expect(r.total_participant).toBeLessThanOrEqual(r.quota);
    }
    expect(rows.some((r) => r.quota !== null && r.total_participant === r.quota)).toBe(true); // some are full
    expect(rows.some((r) => r.quota === null)).toBe(true);
    const firsts = await ctx.db
      .selectFrom('event_participants as p')
      .innerJoin('events as e', 'e.id', 'p.event_id')
      .select(['e.id', 'e.user_id as creator', 'p.user_id', 'p.id as pid'])
      .orderBy('p.id')
      .execute();
    const firstOf = new Map<number, number>();
    for (const f of firsts) if (!firstOf.has(f.id)) firstOf.set(f.id, f.user_id);
    for (const r of rows) expect(firstOf.get(r.id)).toBe(r.user_id);
    // The first admin takes part as a creator.
    expect(rows.some((r) => r.user_id === admin.id)).toBe(true);
  });

  it('dates events around now at sensible local times, with one NEW event per group', async () => {
    const events = await ctx.db.selectFrom('events').selectAll().execute();
    const now = NOW.toISOString();
    expect(events.some((e) => e.status === 'PUBLISH' && e.start_date > now)).toBe(true);
    expect(events.some((e) => e.status === 'PUBLISH' && e.end_date < now)).toBe(true); // past but not marked
    expect(events.filter((e) => e.status === 'EXPIRED').every((e) => e.end_date < now)).toBe(true);
    for (const e of events) {
      expect(new Date(e.start_date).toISOString()).toBe(e.start_date);
      expect(e.end_date > e.start_date).toBe(true);
      expect(e.created_at <= now).toBe(true);
      const wibHour = (new Date(e.start_date).getUTCHours() + 7) % 24;
      expect(wibHour).toBeGreaterThanOrEqual(6);
      expect(wibHour).toBeLessThanOrEqual(20);
      if (e.event_type === 'ONLINE') expect(e.location).toMatch(/^https:\/\/meet\.example\.id\//);
    }
    const groups = new Map<number, string[]>();
    for (const e of events)
      groups.set(e.event_group_id ?? 0, [
        ...(groups.get(e.event_group_id ?? 0) ?? []),
        e.event_creation_type,
      ]);
    for (const types of groups.values()) expect(types.filter((t) => t === 'NEW')).toHaveLength(1);
    expect(events.some((e) => /https?:\/\//.test(e.description ?? '') && e.event_type === 'OFFLINE')).toBe(
      true,
    );
  });

  it('threads comments one level deep, with edits, one soft delete and mentions of real usernames', async () => {
    const comments = await ctx.db.selectFrom('comments').selectAll().execute();
    const byId = new Map(comments.map((c) => [c.id, c]));
    const replies = comments.filter((c) => c.parent_comment_id !== null);
    expect(replies.length).toBeGreaterThan(20);
    for (const r of replies) {
      const parent = byId.get(r.parent_comment_id ?? -1);
      expect(parent?.parent_comment_id).toBeNull();
      expect(parent?.event_id).toBe(r.event_id);
      expect(r.created_at > (parent?.created_at ?? '')).toBe(true);
    }
    expect(comments.filter((c) => c.deleted === 1)).toHaveLength(1);
    expect(comments.filter((c) => c.edited === 1).length).toBeGreaterThan(0);
    const usernames = new Set(
      (await ctx.db.selectFrom('users').select('username').execute()).map((u) => u.username),
    );
    const mentions = comments.flatMap((c) => [...c.content.matchAll(/@([A-Za-z0-9._]+)/g)].map((m) => m[1]));
    expect(mentions.length).toBeGreaterThan(5);
    for (const m of mentions) expect(usernames.has(m ?? '')).toBe(true);
  });

  it('gives members unique, valid usernames and emails, and one of them a password printed once', async () => {
    const users = await ctx.db.selectFrom('users').selectAll().where('role', '!=', 'ROLE_ADMIN').execute();
    const names = users.map((u) => u.username);
    expect(new Set(names.map((n) => n.toLowerCase())).size).toBe(names.length);
    expect(new Set(users.map((u) => u.email.toLowerCase())).size).toBe(users.length);
    for (const u of users) {
      expect(u.username).toMatch(USERNAME_PATTERN);
      expect(u.username).toBe(u.username.toLowerCase());
      expect(u.username.length).toBeGreaterThanOrEqual(3);
      expect(u.username.length).toBeLessThanOrEqual(30);
      expect(u.email).toMatch(/^[a-z0-9.]+@example\.(com|net|org)$/);
      if (u.phone_number) expect(u.phone_number).toMatch(/^\+62 8\d{2}-\d{4}-\d{4}$/);
    }
    const complete = users.filter((u) => u.is_profile_complete === 1);
    expect(complete.length / users.length).toBeGreaterThan(0.45);
    expect(complete.length / users.length).toBeLessThan(0.75);
    // One member can sign in (active, complete profile); the others have no usable password.
    const withPassword = users.filter((u) => u.password_hash !== null);
    expect(withPassword.map((u) => u.username)).toEqual([seeded?.username]);
    expect(withPassword[0]?.is_profile_complete).toBe(1);
    expect(await verifyPassword(seeded?.password ?? '', withPassword[0]?.password_hash ?? null)).toBe(true);
    expect(seeded?.password).toMatch(/^[A-Za-z2-9]{20}$/);
    expect(printed).toHaveLength(1);
    expect(printed[0]).toContain(`"${seeded?.username}"`);
    // The password is in a private file the log names, never in the log (docs/decisions/020).
    expect(printed[0]).not.toContain(seeded?.password ?? '');
    const file = path.join(ctx.config.dataDir, DEMO_PASSWORD_FILE);
    expect(printed[0]).toContain(file);
    expect(readFileSync(file, 'utf8')).toContain(seeded?.password ?? '');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const exp = await ctx.db.selectFrom('working_experiences').selectAll().execute();
    expect(exp.length).toBeGreaterThan(50);
    for (const e of exp) {
      expect(e.start_date).toMatch(/^\d{4}-\d{2}-10$/);
      if (e.currently_working === 1) expect(e.end_date).toBeNull();
      else expect(e.end_date).toMatch(/^\d{4}-\d{2}-10$/);
    }
    const gpas = (await ctx.db.selectFrom('educations').select('gpa').execute()).map((g) => g.gpa ?? 0);
    expect(Math.min(...gpas)).toBeGreaterThanOrEqual(2.5);
    expect(Math.max(...gpas)).toBeLessThanOrEqual(4);
  });

  it("records sign-ins for about 70% of members and sets last_login to each member's newest", async () => {
    const rows = await ctx.db
      .selectFrom('users as u')
      .leftJoin('login_history as l', 'l.user_id', 'u.id')
      .select(['u.id', 'u.last_login', (eb) => eb.fn.max('l.created_at').as('newest')])
      .where('u.role', '=', 'ROLE_USER')
      .groupBy(['u.id', 'u.last_login'])
      .execute();
    for (const r of rows) expect(r.last_login).toBe(r.newest ?? null);
    const share = rows.filter((r) => r.last_login !== null).length / rows.length;
    expect(share).toBeGreaterThan(0.6);
    expect(share).toBeLessThan(0.8);
    const months = await ctx.db
      .selectFrom('login_history')
      .select(sql<string>`substr(created_at, 1, 7)`.as('month'))
      .distinct()
      .execute();
    expect(months.length).toBeGreaterThanOrEqual(17);
  });

  it('writes banners, notifications and an admin activity log that point at real rows', async () => {
    const banners = await ctx.db.selectFrom('banners').selectAll().execute();
    const home = banners.filter((b) => b.banner_type === 'BANNER_HOME');
    expect(home).toHaveLength(1);
    expect(home[0]?.description).toBeTruthy(); // vision
    expect(home[0]?.location).toBeTruthy(); // mission
    const heroes = banners.filter((b) => b.placement === 'HEROES' && b.banner_type === 'BANNER_EVENT');
    expect(heroes.length).toBeGreaterThanOrEqual(3);
    const gallery = banners.filter((b) => b.placement === 'GALLERY');
    expect(gallery.length).toBeGreaterThanOrEqual(6);
    const events = new Map(
      (await ctx.db.selectFrom('events').selectAll().execute()).map((e) => [String(e.id), e]),
    );
    for (const b of heroes) {
      const e = events.get(b.redirect_url ?? '');
      expect(e?.status).toBe('PUBLISH');
      expect(e && e.start_date > NOW.toISOString()).toBe(true);
      expect(b.date_text).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
    }
    for (const b of gallery)
      expect(events.get(b.redirect_url ?? '')?.end_date.localeCompare(NOW.toISOString())).toBe(-1);

    const notes = await ctx.db.selectFrom('notifications').selectAll().execute();
    expect(notes.some((n) => n.read === 1) && notes.some((n) => n.read === 0)).toBe(true);
    for (const n of notes) expect(events.has(n.redirect_url?.replace('/event/', '') ?? '')).toBe(true);

    const logs = await ctx.db.selectFrom('activity_logs').selectAll().execute();
    expect(new Set(logs.map((l) => l.module))).toEqual(new Set(['Acara', 'Pengguna']));
    expect(new Set(logs.map((l) => l.action))).toEqual(new Set(['Tambah', 'Ubah', 'Hapus']));
    expect(logs.some((l) => l.user_name === 'Admin Utama' && l.user_id === admin.id)).toBe(true);
    for (const l of logs) {
      if (l.new_value) expect(() => JSON.parse(l.new_value ?? '')).not.toThrow();
      if (l.old_value) expect(() => JSON.parse(l.old_value ?? '')).not.toThrow();
    }
  });

  it('writes every referenced picture into the upload folder', async () => {
    const urls = [
      ...(await ctx.db.selectFrom('users').select('picture as u').execute()),
      ...(await ctx.db.selectFrom('events').select('image_url as u').execute()),
      ...(await ctx.db.selectFrom('event_groups').select('image_url as u').execute()),
      ...(await ctx.db.selectFrom('banners').select('banner_url as u').execute()),
    ]
      .map((r) => r.u)
      .filter((u): u is string => u !== null);
    expect(urls.length).toBeGreaterThan(100);
    for (const u of new Set(urls)) {
      expect(u).toMatch(/^\/uploads\/[0-9a-f]{32}\.webp$/);
      expect(existsSync(path.join(ctx.config.uploadDir, u.replace('/uploads/', '')))).toBe(true);
    }
    const res = await ctx.app.inject({ method: 'GET', url: urls[0] ?? '' });
    expect(res.statusCode).toBe(200);
  });

  it('does nothing the second time', async () => {
    const before = await Promise.all([countOf('users'), countOf('events'), countOf('comments')]);
    expect(await seedDemoIfEmpty(ctx.db, ctx.config, quiet)).toBeNull();
    expect(await Promise.all([countOf('users'), countOf('events'), countOf('comments')])).toEqual(before);
  });

  it('is deterministic: a fresh database gets the same members, events and demo username (not password)', async () => {
    const other = await createTestContext();
    try {
      const again = await seedDemoIfEmpty(other.db, other.config, quiet);
      expect(again?.username).toBe(seeded?.username);
      expect(again?.password).not.toBe(seeded?.password);
      const list = async (c: TestContext) => ({
        users: (
          await c.db
            .selectFrom('users')
            .select('username')
            .where('role', '=', 'ROLE_USER')
            .orderBy('username')
            .execute()
        ).map((u) => u.username),
        events: (await c.db.selectFrom('events').select('name').orderBy('name').execute()).map((e) => e.name),
      });
      expect(await list(other)).toEqual(await list(ctx));
    } finally {
      await other.close();
    }
  });

  it('skips a database that already has members', async () => {
    const other = await createTestContext();
    try {
      await createUser(other, { role: 'ROLE_USER' });
      expect(await seedDemoIfEmpty(other.db, other.config, quiet)).toBeNull();
      expect(
        Number(
          (
            await other.db
              .selectFrom('events')
              .select((eb) => eb.fn.countAll<number>().as('n'))
              .executeTakeFirstOrThrow()
          ).n,
        ),
      ).toBe(0);
    } finally {
      await other.close();
    }
  });
});
