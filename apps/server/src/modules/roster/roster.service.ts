import {
  checkRosterRows,
  isAdminRole,
  type LinkSuggestion,
  ROSTER_DEFAULT_LIMIT,
  ROSTER_MAX_LIMIT,
  ROSTER_MSG,
  ROSTER_NO_CLASS,
  type RosterCreateBody,
  type RosterImportRow,
  type RosterItem,
  type RosterProgress,
  type RosterQuery,
  type RosterStatus,
  type RosterTip,
  type RosterTipBody,
  type RosterUpdateBody,
  rosterKey,
  rosterPercent,
} from '@alumni/contract';
import type { Db, Executor } from '../../db/index.ts';
import type { AuthUser } from '../../lib/auth.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import { toPage } from '../../lib/pagination.ts';
import { recordActivity, withAdminActivity } from '../activity-log/activity-log.service.ts';
import { notifyMany } from '../notifications/notifications.service.ts';
import { matchAll } from './name-match.service.ts';
import {
  countByClassAndStatus,
  deleteRosterRow,
  findRosterPage,
  findRosterRow,
  insertRosterRow,
  insertRosterRows,
  insertTip,
  listClasses,
  selectAdminIds,
  selectLinkableUser,
  selectOtherLinkedRow,
  selectRosterItem,
  selectRosterKeys,
  selectTipPage,
  selectUnlinkedRows,
  selectUnlinkedUsers,
  updateLinkedRow,
  updateRosterRow,
} from './roster.repo.ts';

/**
 * 'Daftar Angkatan' (docs/decisions/024-class-roster-kabar-duka-in-memoriam.md): the committee's list of every
 * classmate, with or without an account. Members read names, classes and statuses only; tips are read by admins.
 */

const CHUNK = 500;
const rosterNotFound = () => notFound(ROSTER_MSG.notFound, 'ROSTER_NOT_FOUND');

/** GET /roster: members and admins (admins also get the linked account's id and the tip count). */
export async function listRoster(db: Db, viewer: AuthUser, query: RosterQuery) {
  const page = toPage(query, { defaultLimit: ROSTER_DEFAULT_LIMIT, maxLimit: ROSTER_MAX_LIMIT });
  const [list, classes] = await Promise.all([
    findRosterPage(db, query, page, isAdminRole(viewer.role)),
    listClasses(db),
  ]);
  return { ...list, classes };
}

async function oneItem(db: Executor, id: number): Promise<RosterItem> {
  const row = await selectRosterItem(db, id);
  if (!row) throw rosterNotFound();
  const date = row.deceased_on;
  return {
    id: row.id,
    name: row.name,
    nickname: row.nickname,
    className: row.class_name,
    school: row.school,
    status: row.status as RosterStatus,
    deceasedDate: date ? `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)}` : null,
    username: row.username ?? null,
    userId: row.user_id,
  };
}

/** The status rules of a row: 'Terdaftar' only with a link; a linked row is 'Terdaftar' or 'Wafat' (set from the account). */
function checkStatus(status: RosterStatus, linked: boolean, wasStatus: RosterStatus | null) {
  if (!linked && status === 'REGISTERED')
    throw badRequest(ROSTER_MSG.registeredNeedsLink, 'ROSTER_INVALID', [
      { path: 'status', message: ROSTER_MSG.registeredNeedsLink },
    ]);
  if (linked && status !== wasStatus) {
    const message =
      status === 'DECEASED' || wasStatus === 'DECEASED'
        ? ROSTER_MSG.deceasedViaAccount
        : ROSTER_MSG.linkedNotRegistered;
    throw badRequest(message, 'ROSTER_INVALID', [{ path: 'status', message }]);
  }
}

/** POST /roster (admins). */
export async function createRosterEntry(db: Db, admin: AuthUser, body: RosterCreateBody, now: Date) {
  const status = body.status ?? 'NOT_FOUND';
  checkStatus(status, false, null);
  return withAdminActivity(
    db,
    async (tx) => {
      const id = await insertRosterRow(tx, {
        name: body.name,
        nickname: body.nickname,
        class_name: body.className,
        school: body.school,
        status,
        deceased_on: status === 'DECEASED' ? body.deceasedDate : null,
        user_id: null,
        created_at: now.toISOString(),
        updated_at: now.toISOString(),
      });
      return {
        result: await oneItem(tx, id),
        activity: {
          module: 'Angkatan',
          action: 'Tambah',
          activityInfo: `Menambah ${body.name} ke Daftar Angkatan`,
          newValue: { nama: body.name, kelas: body.className, status },
        },
      };
    },
    admin,
    now,
  );
}

/** PUT /roster (admins): the row's fields and status. */
export async function updateRosterEntry(db: Db, admin: AuthUser, body: RosterUpdateBody, now: Date) {
  return withAdminActivity(
    db,
    async (tx) => {
      const before = await findRosterRow(tx, body.id);
      if (!before) throw rosterNotFound();
      const status = body.status ?? (before.status as RosterStatus);
      checkStatus(status, before.user_id !== null, before.status as RosterStatus);
      const deceasedOn =
        status === 'DECEASED' ? (before.user_id !== null ? before.deceased_on : body.deceasedDate) : null;
      await updateRosterRow(tx, body.id, {
        name: body.name,
        nickname: body.nickname,
        class_name: body.className,
        school: body.school,
        status,
        deceased_on: deceasedOn,
        updated_at: now.toISOString(),
      });
      return {
        result: await oneItem(tx, body.id),
        activity: {
          module: 'Angkatan',
          action: 'Ubah',
          activityInfo: `Mengubah ${body.name} di Daftar Angkatan`,
          oldValue: {
            nama: before.name,
            panggilan: before.nickname,
            kelas: before.class_name,
            sekolah: before.school,
            status: before.status,
            wafat: before.deceased_on,
          },
          newValue: {
            nama: body.name,
            panggilan: body.nickname,
            kelas: body.className,
            sekolah: body.school,
            status,
            wafat: deceasedOn,
          },
        },
      };
    },
    admin,
    now,
  );
}

/** DELETE /roster/{id} (admins): a row entered by mistake (its tips go with it). */
export async function deleteRosterEntry(db: Db, admin: AuthUser, id: number, now: Date): Promise<void> {
  await withAdminActivity(
    db,
    async (tx) => {
      const before = await findRosterRow(tx, id);
      if (!before) throw rosterNotFound();
      await deleteRosterRow(tx, id);
      return {
        result: undefined,
        activity: {
          module: 'Angkatan',
          action: 'Hapus',
          activityInfo: `Menghapus ${before.name} dari Daftar Angkatan`,
          oldValue: { nama: before.name, kelas: before.class_name },
        },
      };
    },
    admin,
    now,
  );
}

/**
 * POST /roster/imports (admins): the yearbook sheet's rows, all or nothing. The same checks as the panel's
 * preview (contract checkRosterRows), then names already on the roster (same name and class).
 */
export async function importRoster(db: Db, admin: AuthUser, rows: readonly RosterImportRow[], now: Date) {
  const { entries, errors } = checkRosterRows(rows);
  return db.transaction().execute(async (tx) => {
    const existing = await selectRosterKeys(tx);
    const known = new Set(existing.map((r) => rosterKey(r.name, r.class_name)));
    for (const e of entries)
      if (known.has(rosterKey(e.name, e.className)))
        errors.push({ row: e.row, message: ROSTER_MSG.importExists(e.name) });
    if (errors.length > 0) {
      errors.sort((a, b) => a.row - b.row);
      throw badRequest(
        ROSTER_MSG.importFailed,
        'IMPORT_INVALID',
        errors.slice(0, 100).map((e) => ({ path: `baris ${e.row}`, message: e.message })),
      );
    }
    for (let i = 0; i < entries.length; i += CHUNK) {
      await insertRosterRows(
        tx,
        entries.slice(i, i + CHUNK).map((e) => ({
          name: e.name,
          nickname: e.nickname,
          class_name: e.className,
          school: e.school,
          status: 'NOT_FOUND',
          deceased_on: null,
          user_id: null,
          created_at: now.toISOString(),
          updated_at: now.toISOString(),
        })),
      );
    }
    await recordActivity(tx, {
      admin,
      module: 'Angkatan',
      action: 'Impor',
      activityInfo: `Mengimpor ${entries.length} nama ke Daftar Angkatan`,
      newValue: { jumlah: entries.length },
      now,
    });
    return { imported: entries.length };
  });
}

/** POST /roster/{id}/tips: 'Saya tahu kabarnya' (members); the admins are told in-app, nobody else sees it. */
export async function addTip(db: Db, member: AuthUser, rosterId: number, body: RosterTipBody, now: Date) {
  await db.transaction().execute(async (tx) => {
    const row = await findRosterRow(tx, rosterId);
    if (!row) throw rosterNotFound();
    if (row.status === 'DECEASED') throw conflict(ROSTER_MSG.tipDeceased);
    if (row.status === 'REGISTERED') throw conflict(ROSTER_MSG.tipRegistered);
    await insertTip(tx, {
      roster_id: rosterId,
      user_id: member.id,
      note: body.note,
      phone: body.phone,
      created_at: now.toISOString(),
    });
    const admins = await selectAdminIds(tx);
    await notifyMany(
      tx,
      admins.map((a) => ({
        userId: a.id,
        actorId: member.id,
        content: `${member.name} mengirim kabar tentang ${row.name} (Daftar Angkatan)`,
        redirectUrl: '/admin/roster?tab=kabar',
        now,
      })),
    );
  });
}

/** GET /roster/tips (admins): newest first. */
export async function listTips(db: Db, query: { offset?: number; limit?: number }) {
  const page = toPage(query, { defaultLimit: ROSTER_DEFAULT_LIMIT, maxLimit: ROSTER_MAX_LIMIT });
  const [rows, count] = await selectTipPage(db, page);
  const datas: RosterTip[] = rows.map((r) => ({
    id: r.id,
    rosterId: r.roster_id,
    rosterName: r.roster_name,
    note: r.note,
    phone: r.phone,
    from:
      r.from_name !== null && r.from_username !== null
        ? { name: r.from_name, username: r.from_username }
        : null,
    createdAt: r.created_at,
  }));
  return { total: Number(count.n), datas };
}

/**
 * GET /roster/link-suggestions (admins), or one row's (rosterId): unlinked rows and accounts not linked yet
 * whose names match (name-match.service.ts). Imports and registrations show up here as soon as they exist.
 */
export async function linkSuggestions(
  db: Db,
  rosterId?: number,
): Promise<{ total: number; datas: LinkSuggestion[] }> {
  const rows = await selectUnlinkedRows(db, rosterId);
  if (rosterId !== undefined && rows.length === 0 && !(await findRosterRow(db, rosterId)))
    throw rosterNotFound();
  const users = await selectUnlinkedUsers(db);
  const pairs = matchAll(rows, users, 200);
  return {
    total: pairs.length,
    datas: pairs.map(({ left, right }) => ({
      rosterId: left.id,
      rosterName: left.name,
      className: left.class_name,
      user: { id: right.id, name: right.name, username: right.username, nickname: right.nickname },
    })),
  };
}

/** PUT /roster/{id}/link (admins): a person confirms the link (or removes it with null). */
export async function linkRosterEntry(
  db: Db,
  admin: AuthUser,
  rosterId: number,
  userId: number | null,
  now: Date,
) {
  return withAdminActivity(
    db,
    async (tx) => {
      const row = await findRosterRow(tx, rosterId);
      if (!row) throw rosterNotFound();
      let status: RosterStatus = row.status === 'DECEASED' ? 'DECEASED' : 'NOT_FOUND';
      let deceasedOn = row.deceased_on;
      let username: string | null = null;
      if (userId !== null) {
        const user = await selectLinkableUser(tx, userId);
        if (!user) throw notFound(ROSTER_MSG.userNotFound, 'USER_NOT_FOUND');
        const other = await selectOtherLinkedRow(tx, userId, rosterId);
        if (other) throw conflict(ROSTER_MSG.userLinked, 'ROSTER_USER_LINKED');
        status = user.deceased === 1 ? 'DECEASED' : 'REGISTERED';
        deceasedOn = user.deceased === 1 ? user.deceased_on : null;
        username = user.username;
      }
      await updateRosterRow(tx, rosterId, {
        user_id: userId,
        status,
        deceased_on: deceasedOn,
        updated_at: now.toISOString(),
      });
      return {
        result: await oneItem(tx, rosterId),
        activity: {
          module: 'Angkatan',
          action: 'Ubah',
          activityInfo:
            userId !== null
              ? `Menautkan ${row.name} ke akun ${username}`
              : `Melepas tautan akun dari ${row.name}`,
          oldValue: { akun: row.user_id, status: row.status },
          newValue: { akun: userId, status },
        },
      };
    },
    admin,
    now,
  );
}

/** 'In Memoriam': the linked row follows the account's flag (called inside the memorial's transaction). */
export async function followDeceasedAccount(
  tx: Executor,
  userId: number,
  deceased: boolean,
  date: string | null,
  now: Date,
) {
  await updateLinkedRow(tx, userId, {
    status: deceased ? 'DECEASED' : 'REGISTERED',
    deceased_on: deceased ? date : null,
    updated_at: now.toISOString(),
  });
}

/** GET /roster/progress (admins; the dashboard): found = every status but 'Belum ditemukan'. */
export async function rosterProgress(db: Db): Promise<RosterProgress> {
  const rows = await countByClassAndStatus(db);
  const classes = new Map<string, { found: number; total: number }>();
  let found = 0;
  let total = 0;
  let registered = 0;
  let deceased = 0;
  for (const r of rows) {
    const n = Number(r.n);
    const key = r.class_name ?? ROSTER_NO_CLASS;
    const c = classes.get(key) ?? { found: 0, total: 0 };
    c.total += n;
    total += n;
    if (r.status !== 'NOT_FOUND') {
      c.found += n;
      found += n;
    }
    if (r.status === 'REGISTERED') registered += n;
    if (r.status === 'DECEASED') deceased += n;
    classes.set(key, c);
  }
  return {
    found,
    total,
    percent: rosterPercent(found, total),
    registered,
    deceased,
    classes: [...classes.entries()]
      .sort(([a], [b]) => a.localeCompare(b, 'id'))
      .map(([className, c]) => ({ className, ...c, percent: rosterPercent(c.found, c.total) })),
  };
}
