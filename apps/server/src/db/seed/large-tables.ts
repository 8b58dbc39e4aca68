import { fakerID_ID as faker } from '@faker-js/faker';
import type { Insertable } from 'kysely';
import { newUserRow } from '../../modules/users/create-user.service.ts';
import type { Tx } from '../index.ts';
import type { CommentsTable, NewUser } from '../types.ts';
import { at, DAY, insertChunked, iso, MINUTE } from './bulk.ts';
import { CATEGORIES, GROUPS, JOB_TYPES } from './demo-content.ts';
import { CITIES, COMMENTS_PAST, COMMENTS_UPCOMING, HIGH_SCHOOLS, OCCUPATIONS, REPLIES } from './demo-text.ts';

/** Building blocks of the large seed: a fast PRNG, apportioning, and the bulk writers of each table. */

export function prng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T,
  };
}

export const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

/** Splits `total` over `weights` (integers, largest remainders), each share capped at `cap`. */
export function apportion(total: number, weights: readonly number[], cap: number): number[] {
  const sum = weights.reduce((s, w) => s + w, 0) || 1;
  const shares = weights.map((w) => Math.min(cap, Math.floor((total * w) / sum)));
  let left = total - shares.reduce((s, n) => s + n, 0);
  for (let pass = 0; left > 0 && pass < 1000; pass++) {
    for (let i = 0; i < shares.length && left > 0; i++) {
      const w = weights[i] ?? 0;
      if (w > 0 && (shares[i] ?? 0) < cap) {
        shares[i] = (shares[i] ?? 0) + 1;
        left--;
      }
    }
  }
  return shares;
}

export async function insertCatalog(tx: Tx, icons: string[], groupImages: string[], nowMs: number) {
  const now = iso(nowMs);
  const existing = new Set((await tx.selectFrom('job_types').select('name').execute()).map((j) => j.name));
  await insertChunked(
    tx,
    'job_types',
    JOB_TYPES.filter((j) => !existing.has(j)).map((name) => ({ name })),
  );
  // The starter catalog (starter-catalog.ts) may have written the categories already: only missing ones added.
  const existingCategories = await tx.selectFrom('event_categories').select(['id', 'name']).execute();
  const missing = CATEGORIES.map((c, i) => ({ c, i })).filter(
    ({ c }) => !existingCategories.some((e) => e.name === c.key),
  );
  const added = missing.length
    ? await tx
        .insertInto('event_categories')
        .values(
          missing.map(({ c, i }) => ({
            name: c.key,
            display_name: c.displayName,
            icon_url: icons[i] ?? null,
            sort_order: i + 1,
            created_at: now,
          })),
        )
        .returning('id')
        .execute()
    : [];
  const categories = [...existingCategories.map((e) => ({ id: e.id })), ...added];
  // Thirty groups: each demo group in five regional series.
  const groups = await tx
    .insertInto('event_groups')
    .values(
      Array.from({ length: GROUPS.length * 5 }, (_, i) => {
        const g = at(GROUPS, i % GROUPS.length);
        const series = Math.floor(i / GROUPS.length) + 1;
        return {
          name: `${g.name} ${series}`,
          display_name: `${g.displayName} (Seri ${series})`,
          image_url: groupImages[i % GROUPS.length] ?? null,
          created_at: now,
        };
      }),
    )
    .returning('id')
    .execute();
  return { categoryIds: categories.map((c) => c.id), groupIds: groups.map((g) => g.id) };
}

export async function insertUsers(
  tx: Tx,
  count: number,
  passwordHash: string,
  avatars: string[],
  nowMs: number,
  rnd: ReturnType<typeof prng>,
) {
  const taken = new Set(
    (await tx.selectFrom('users').select('username').execute()).map((u) => u.username.toLowerCase()),
  );
  faker.seed(86); // names only; everything else comes from `rnd`
  const launch = nowMs - 3 * 365 * DAY;
  const created = Array.from({ length: count }, () => rnd.int(launch, nowMs - DAY)).sort((a, b) => a - b);
  const rows: NewUser[] = created.map((createdMs, i) => {
    let username = `anggota${i + 1}`;
    while (taken.has(username)) username = `${username}_`;
    const complete = rnd.next() < 0.5;
    const city = rnd.pick(CITIES);
    const occupation = rnd.pick(OCCUPATIONS);
    const lastLogin =
      rnd.next() < 0.6 ? rnd.int(Math.max(createdMs, nowMs - 90 * DAY), nowMs - MINUTE) : null;
    const name = faker.person.fullName();
    // The row shape is the app's own (modules/users/create-user.service.ts), batched below; a complete profile
    // fills every field the completeness rule counts, so is_profile_complete follows from the fields.
    return newUserRow(
      {
        name,
        nickname: complete ? (name.split(' ')[0] ?? name) : null,
        username,
        email: `${username}@example.com`,
        password_hash: passwordHash,
        phone_number:
          complete || rnd.next() < 0.7 ? `+62 812-${rnd.int(1000, 9999)}-${rnd.int(1000, 9999)}` : null,
        address: complete ? `Jl. Merdeka No. ${rnd.int(1, 200)}, ${city}` : null,
        // 'Cari Teman' filters on it (docs/decisions/027); newUserRow derives city_key.
        city,
        high_school: rnd.pick(HIGH_SCHOOLS),
        occupation: complete ? occupation.title : null,
        picture: rnd.next() < 0.4 ? rnd.pick(avatars) : null,
        about: complete ? `Alumni angkatan 86 yang tinggal di ${city}.` : null,
        specialities: complete ? 'Manajemen, Public Speaking' : null,
        languages: complete ? 'Bahasa Indonesia, Inggris' : null,
        last_login: lastLogin === null ? null : iso(lastLogin),
      },
      iso(createdMs),
    );
  });
  await insertChunked(tx, 'users', rows);
  const ids = await tx
    .selectFrom('users')
    .select('id')
    .where('role', '=', 'ROLE_USER')
    .orderBy('id')
    .execute();
  return ids.map((r) => r.id);
}

export interface PlannedEvent {
  count: number;
  status: string;
  createdMs: number;
  startMs: number;
}

export async function insertComments<E extends PlannedEvent>(
  tx: Tx,
  events: readonly E[],
  idOf: (e: E) => number,
  member: (e: E, j: number) => number,
  total: number,
  nowMs: number,
  rnd: ReturnType<typeof prng>,
): Promise<number> {
  const shares = apportion(
    total,
    events.map((e) => (e.status === 'DRAFT' ? 0 : e.count)),
    Number.MAX_SAFE_INTEGER,
  );
  const when = (e: E) =>
    rnd.int(e.createdMs, Math.max(e.createdMs, Math.min(nowMs - MINUTE, e.startMs + 7 * DAY)));
  const row = (e: E, parent: number | null, content: string): Insertable<CommentsTable> => {
    const at = iso(when(e));
    return {
      event_id: idOf(e),
      user_id: member(e, rnd.int(0, e.count - 1)),
      parent_comment_id: parent,
      content,
      edited: rnd.next() < 0.02 ? 1 : 0,
      deleted: 0,
      created_at: at,
      updated_at: at,
    };
  };
  const topLevel: Insertable<CommentsTable>[] = [];
  events.forEach((e, i) => {
    const n = shares[i] ?? 0;
    const pool = e.startMs < nowMs ? COMMENTS_PAST : COMMENTS_UPCOMING;
    for (let k = 0; k < Math.ceil(n * 0.7); k++) topLevel.push(row(e, null, rnd.pick(pool)));
  });
  await insertChunked(tx, 'comments', topLevel);

  const parents = new Map<number, number[]>();
  for (const c of await tx
    .selectFrom('comments')
    .select(['id', 'event_id'])
    .where('parent_comment_id', 'is', null)
    .execute()) {
    const list = parents.get(c.event_id) ?? [];
    list.push(c.id);
    parents.set(c.event_id, list);
  }
  const replies: Insertable<CommentsTable>[] = [];
  events.forEach((e, i) => {
    const n = shares[i] ?? 0;
    const candidates = parents.get(idOf(e)) ?? [];
    if (candidates.length === 0) return;
    for (let k = Math.ceil(n * 0.7); k < n; k++)
      replies.push(row(e, rnd.pick(candidates), rnd.pick(REPLIES)));
  });
  await insertChunked(tx, 'comments', replies);
  return topLevel.length + replies.length;
}

/** One sign-in row per member who has a last_login, so the history agrees with users.last_login. */
export async function insertLogins(tx: Tx, userIds: number[]): Promise<number> {
  const rows = await tx
    .selectFrom('users')
    .select(['id', 'last_login'])
    .where('role', '=', 'ROLE_USER')
    .where('last_login', 'is not', null)
    .execute();
  const known = new Set(userIds);
  const history = rows
    .filter((r) => known.has(r.id) && r.last_login !== null)
    .map((r) => ({ user_id: r.id, ip: null, created_at: r.last_login as string }));
  await insertChunked(tx, 'login_history', history);
  return history.length;
}
