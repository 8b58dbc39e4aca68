import { fakerID_ID as faker } from '@faker-js/faker';
import { asciiSlug, DAY, HOUR, MINUTE } from './bulk.ts';
import type { Actor, EventPlan } from './demo-events.ts';
import type { PersonPlan } from './demo-members.ts';

/** Notifications, admin activity log and login history derived from the planned events. */

export interface NotificationPlan {
  user: string;
  actor: string;
  content: string;
  eventName: string;
  atMs: number;
  read: boolean;
}

export interface ActivityPlan {
  actor: Actor;
  module: 'Acara' | 'Pengguna';
  action: 'Tambah' | 'Ubah' | 'Hapus';
  info: string;
  oldValue: Record<string, unknown> | null;
  newValue: Record<string, unknown> | null;
  atMs: number;
}

const pick = <T>(items: readonly T[]): T => faker.helpers.arrayElement(items);
const int = (min: number, max: number) => faker.number.int({ min, max });
const chance = (probability: number) => faker.datatype.boolean({ probability });

/** Replies, mentions and registrations to a member's own event, each telling its recipient. */
export function planNotifications(events: readonly EventPlan[], names: Map<string, string>, nowMs: number) {
  const out: NotificationPlan[] = [];
  const add = (user: string, actor: string, content: string, e: EventPlan, atMs: number) => {
    if (user === actor) return;
    const age = nowMs - atMs;
    out.push({
      user,
      actor,
      content,
      eventName: e.seed.name,
      atMs,
      read: chance(age > 10 * DAY ? 0.9 : 0.3),
    });
  };
  for (const e of events) {
    const event = e.seed.name;
    for (const c of e.comments) {
      for (const m of c.mentions)
        add(
          m,
          c.username,
          `${names.get(c.username)} menyebut Anda dalam komentar di acara ${event}`,
          e,
          c.atMs,
        );
      for (const r of c.replies) {
        if (r.deleted) continue;
        add(
          c.username,
          r.username,
          `${names.get(r.username)} membalas komentar Anda di acara ${event}`,
          e,
          r.atMs,
        );
        for (const m of r.mentions) {
          if (m !== c.username)
            add(
              m,
              r.username,
              `${names.get(r.username)} menyebut Anda dalam komentar di acara ${event}`,
              e,
              r.atMs,
            );
        }
      }
    }
    if (!e.creatorIsAdmin) {
      for (const p of e.participants.slice(1).slice(-15)) {
        add(e.creator, p.username, `${names.get(p.username)} mendaftar di acara Anda ${event}`, e, p.atMs);
      }
    }
  }
  return out.sort((a, b) => a.atMs - b.atMs);
}

/**
 * Sign-ins over the last 18 months for active people: one shortly before each registration or comment, plus
 * visits in months picked by a personal habit, busier as the community grew and in months with big events.
 */
export function planLogins(people: readonly PersonPlan[], events: readonly EventPlan[], nowMs: number) {
  const windowStart = nowMs - 548 * DAY;
  const acts = new Map<string, number[]>();
  const note = (username: string, atMs: number) => {
    if (atMs < windowStart) return;
    const list = acts.get(username) ?? [];
    list.push(Math.max(windowStart, atMs - int(1, 30) * MINUTE));
    acts.set(username, list);
  };
  const busyMonths = new Set<number>();
  for (const e of events) {
    for (const p of e.participants) note(p.username, p.atMs);
    for (const c of e.comments) {
      note(c.username, c.atMs);
      for (const r of c.replies) note(r.username, r.atMs);
    }
    if (e.participants.length > 40) busyMonths.add(Math.floor((nowMs - e.startMs) / (30 * DAY)));
  }
  const logins = new Map<string, number[]>();
  for (const p of people) {
    if (!p.active) continue;
    const habit = faker.number.float({ min: 0.3, max: 0.95 });
    const times = acts.get(p.user.username) ?? [];
    for (let m = 0; m < 18; m++) {
      const monthEnd = nowMs - m * 30 * DAY;
      const monthStart = monthEnd - 30 * DAY;
      if (monthEnd <= p.createdMs) break;
      const growth = 0.65 + 0.35 * ((17 - m) / 17);
      if (!chance(Math.min(1, habit * growth + (busyMonths.has(m) ? 0.25 : 0)))) continue;
      const from = Math.max(monthStart, p.createdMs + HOUR);
      for (let k = int(1, 4); k > 0; k--) times.push(int(from, monthEnd - MINUTE));
    }
    if (times.length === 0) times.push(int(Math.max(windowStart, p.createdMs + HOUR), nowMs - HOUR));
    logins.set(
      p.user.username,
      times.sort((a, b) => a - b),
    );
  }
  return logins;
}

const IP_PREFIXES = ['36.68', '36.72', '110.136', '114.124', '180.244', '182.253', '202.67'];
export const randomIp = () => `${pick(IP_PREFIXES)}.${int(0, 255)}.${int(1, 254)}`;

/** The admins' log: events added, published and closed; members added, edited and removed. */
export function planActivity(opts: {
  events: readonly EventPlan[];
  people: readonly PersonPlan[];
  admin: Actor;
  format: (ms: number) => string;
  nowMs: number;
}): ActivityPlan[] {
  const { format, nowMs } = opts;
  const out: ActivityPlan[] = [];
  const actor = () => opts.admin;
  for (const e of opts.events) {
    if (!e.creatorIsAdmin) continue;
    const who = actor();
    const fields = {
      name: e.seed.name,
      eventType: e.online ? 'ONLINE' : 'OFFLINE',
      location: e.location,
      quota: e.seed.quota,
      startDate: format(e.startMs),
      endDate: format(e.endMs),
      status: 'DRAFT',
    };
    out.push({
      actor: who,
      module: 'Acara',
      action: 'Tambah',
      info: `Menambahkan acara ${e.seed.name}`,
      oldValue: null,
      newValue: fields,
      atMs: e.createdMs,
    });
    if (e.seed.status !== 'DRAFT') {
      out.push({
        actor: who,
        module: 'Acara',
        action: 'Ubah',
        info: `Mengubah status acara ${e.seed.name} menjadi PUBLISH`,
        oldValue: { status: 'DRAFT' },
        newValue: { status: 'PUBLISH' },
        atMs: e.createdMs + int(1, 6) * HOUR,
      });
    }
    if (e.seed.status === 'EXPIRED') {
      out.push({
        actor: actor(),
        module: 'Acara',
        action: 'Ubah',
        info: `Mengubah status acara ${e.seed.name} menjadi EXPIRED`,
        oldValue: { status: 'PUBLISH' },
        newValue: { status: 'EXPIRED' },
        atMs: e.updatedMs,
      });
    }
  }
  const deleted = opts.events.flatMap((e) =>
    e.comments.flatMap((c) => c.replies.filter((r) => r.deleted).map((r) => ({ e, r }))),
  );
  for (const { e, r } of deleted) {
    out.push({
      actor: opts.admin,
      module: 'Acara',
      action: 'Hapus',
      info: `Menghapus komentar pada acara ${e.seed.name}`,
      oldValue: { content: r.content },
      newValue: { deleted: true },
      atMs: Math.min(nowMs - HOUR, r.atMs + int(2, 20) * HOUR),
    });
  }

  const members = opts.people.filter((p) => p.user.role === 'ROLE_USER');
  for (const p of faker.helpers.arrayElements(members, 10)) {
    const u = p.user;
    out.push({
      actor: actor(),
      module: 'Pengguna',
      action: 'Tambah',
      info: `Menambahkan pengguna ${u.name}`,
      oldValue: null,
      newValue: { name: u.name, username: u.username, email: u.email },
      atMs: p.createdMs,
    });
  }
  for (const p of faker.helpers.arrayElements(
    members.filter((m) => m.user.phone_number),
    5,
  )) {
    const u = p.user;
    const atMs = int(p.createdMs + DAY, nowMs - HOUR);
    const oldPhone = `+62 812-${faker.string.numeric(4)}-${faker.string.numeric(4)}`;
    out.push({
      actor: actor(),
      module: 'Pengguna',
      action: 'Ubah',
      info: `Mengubah data pengguna ${u.name}`,
      oldValue: { phoneNumber: oldPhone },
      newValue: { phoneNumber: u.phone_number },
      atMs,
    });
  }
  for (let i = 0; i < 2; i++) {
    const name = faker.person.fullName();
    const username = `${asciiSlug(name.split(' ')[0] ?? '') || 'anggota'}${int(10, 99)}`;
    out.push({
      actor: opts.admin,
      module: 'Pengguna',
      action: 'Hapus',
      info: `Menghapus pengguna ${name}`,
      oldValue: { name, username },
      newValue: null,
      atMs: nowMs - int(3, 200) * DAY,
    });
  }
  return out.filter((a) => a.atMs <= nowMs).sort((a, b) => a.atMs - b.atMs);
}
