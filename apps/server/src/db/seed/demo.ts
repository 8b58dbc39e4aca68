import { chmod, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fakerID_ID as faker } from '@faker-js/faker';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import { hashPassword } from '../../lib/password.ts';
import { generatePassword } from '../../modules/auth/bootstrap.service.ts';
import type { Db } from '../index.ts';
import { assertEventCounters, communityClock, isEmptyForSeed, type SeedLogger } from './bulk.ts';
import { planActivity, planLogins, planNotifications, randomIp } from './demo-activity.ts';
import { renderDemoLogo, writeDemoCommunity } from './demo-community.ts';
import { type Actor, planEvents } from './demo-events.ts';
import { renderDemoImages } from './demo-images.ts';
import { type DemoPlan, writeDemo } from './demo-insert.ts';
import { planPeople } from './demo-members.ts';

/**
 * Demo data: an Indonesian alumni community with ~150 members, ~40 events around "now", comments,
 * notifications, banners, an admin log and 18 months of sign-ins.
 *
 * No demo account is an admin and no password is shared or written down anywhere: one demo member (the
 * first active member with a complete profile, the same username on every installation) gets a random
 * password printed once in the log, like the first admin's; every other demo member has none (like an
 * imported member, they could set one only through a forgot-password mail to an example.* address).
 */
export const DEMO_MEMBERS = 150;
export const DEMO_SEED = 1986;

/** Where the demo member's username and password are written (in DATA_DIR), never the log. */
export const DEMO_PASSWORD_FILE = 'demo-member-password.txt';

/** The one demo member who can sign in, as written once at seeding. */
export interface DemoLogin {
  username: string;
  password: string;
}

/**
 * Seeds the demo into an empty database (no events and no ROLE_USER members; the first admin may exist).
 * Deterministic for a given database state: the same names, usernames and events every time; dates move with
 * `now`. Returns the demo member's sign-in (also printed once), or null when the database already had data.
 */
export async function seedDemoIfEmpty(
  db: Db,
  config: Config,
  log: SeedLogger & Partial<Pick<FastifyBaseLogger, 'warn'>>,
  opts: { now?: Date } = {},
): Promise<DemoLogin | null> {
  if (!(await isEmptyForSeed(db))) {
    log.info('Data demo dilewati: basis data sudah berisi acara atau anggota');
    return null;
  }
  const started = performance.now();
  const now = opts.now ?? new Date();
  const clock = communityClock(now, config.tzCommunity);
  const demoPassword = generatePassword();
  const [images, passwordHash, existing] = await Promise.all([
    renderDemoImages(config.uploadDir),
    hashPassword(demoPassword, config.scryptLogN),
    db.selectFrom('users').select(['id', 'name', 'username', 'role', 'created_at']).orderBy('id').execute(),
  ]);

  faker.seed(DEMO_SEED);
  const taken = new Set(existing.map((u) => u.username.toLowerCase()));
  const people = planPeople({ count: DEMO_MEMBERS, nowMs: clock.now, avatars: images.avatars, taken });
  const demoMember = people.find((p) => p.active && p.user.is_profile_complete === 1) ?? people[0];
  if (!demoMember) throw new Error('demo seed: no member planned');
  demoMember.user.password_hash = passwordHash;
  const actor = (p: (typeof people)[number]): Actor => ({
    username: p.user.username,
    name: p.user.name,
    createdMs: p.createdMs,
  });
  const firstAdmin =
    existing.find((u) => u.role === 'ROLE_ADMIN') ?? existing.find((u) => u.role === 'ROLE_ADMINS');
  // `npm run seed` on a database without an admin yet: the admin's events and log rows go to a member.
  const admin: Actor = firstAdmin
    ? { username: firstAdmin.username, name: firstAdmin.name, createdMs: Date.parse(firstAdmin.created_at) }
    : actor(demoMember);
  const active = people.filter((p) => p.active).map(actor);

  const events = planEvents({ clock, admin, members: active });
  const names = new Map(people.map((p) => [p.user.username, p.user.name]));
  names.set(admin.username, admin.name);
  const notifications = planNotifications(events, names, clock.now);
  const activity = planActivity({ events, people, admin, format: clock.format, nowMs: clock.now });
  const loginTimes = planLogins(people, events, clock.now);
  const logins = new Map(
    [...loginTimes].map(([u, times]) => [u, times.map((atMs) => ({ atMs, ip: randomIp() }))]),
  );
  for (const p of people) {
    const last = loginTimes.get(p.user.username)?.at(-1);
    p.user.last_login = last === undefined ? null : new Date(last).toISOString();
  }
  const plan: DemoPlan = { people, events, notifications, activity, logins };

  const logo = await renderDemoLogo(config.uploadDir);
  const counts = await db.transaction().execute(async (tx) => {
    if (!(await isEmptyForSeed(tx))) return null; // another process seeded meanwhile
    const written = await writeDemo(tx, plan, images, clock.format, clock.now);
    await writeDemoCommunity(tx, new Date(clock.now).toISOString(), logo);
    await assertEventCounters(tx);
    return written;
  });
  if (!counts) {
    log.info('Data demo dilewati: basis data sudah berisi acara atau anggota');
    return null;
  }
  log.info({ ...counts, ms: Math.round(performance.now() - started) }, 'Data demo dibuat');
  const login = { username: demoMember.user.username, password: demoPassword };
  // Never in the log (docs/decisions/020, "Logs"): a file only the server's user can read, named in the log.
  const file = path.join(config.dataDir, DEMO_PASSWORD_FILE);
  await writeFile(file, `${login.username}\n${login.password}\n`, { mode: 0o600 });
  await chmod(file, 0o600);
  (log.warn ?? log.info).call(
    log,
    `Demo member created: sign in at /login with username "${login.username}" and the password written to ` +
      `${file} (readable by the server's user only). Other demo members have no password.`,
  );
  return login;
}
