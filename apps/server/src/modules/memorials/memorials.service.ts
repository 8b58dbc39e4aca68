import {
  formatCalendarDate,
  isAdminRole,
  MEMORIAL_MSG,
  type Memorial,
  type Memory,
  type MemoryStatus,
} from '@alumni/contract';
import type { Db, Dialect, Executor } from '../../db/index.ts';
import type { AuthUser } from '../../lib/auth.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { withAdminActivity } from '../activity-log/activity-log.service.ts';
import { closeInvitationsOf } from '../invitations/invitations.service.ts';
import { stopMailsOf } from '../mail/mail.service.ts';
import { notifyMany } from '../notifications/notifications.service.ts';
import { releaseFutureSeats } from '../participants/release-future.service.ts';
import { followDeceasedAccount } from '../roster/roster.service.ts';
import { writeDeceased } from '../users/deceased.service.ts';
import { userNotFound } from '../users/users.service.ts';
import {
  insertMemory,
  type MemoryRow,
  selectAdminIds,
  selectMemorialUser,
  selectMemories,
  selectMemory,
  selectPendingMemories,
  setMemoryStatus,
} from './memorials.repo.ts';

/**
 * 'In Memoriam' (docs/decisions/024-class-roster-kabar-duka-in-memoriam.md). Marking an account: its seats at
 * events still to come are released (the waitlist moves), its waiting mails and open invitation links are
 * stopped, its roster row reads 'Wafat'; from then on every sender skips it (notifyMany, enqueueMails,
 * invitations, mention suggestions). An admin can undo it (a mistake is possible); released seats stay released.
 */

export interface MemorialDeps {
  db: Db;
  dialect: Dialect;
  now: () => Date;
  publicUrl: string;
  timeZone: string;
  reminderHours: number;
}

const STOPPED = 'Tidak dikirim: anggota telah berpulang.';

/** PUT /user/{id}/deceased (admins). */
export async function setDeceased(
  deps: MemorialDeps,
  admin: AuthUser,
  userId: number,
  body: { deceased: boolean; date: string | null },
) {
  if (userId === admin.id) throw badRequest(MEMORIAL_MSG.cannotSelf);
  const now = deps.now();
  return withAdminActivity(
    deps.db,
    async (tx) => {
      const before = await writeDeceased(tx, userId, body.deceased, body.date, now);
      if (!before) throw userNotFound();
      let released = 0;
      if (body.deceased) {
        released = await releaseFutureSeats(
          tx,
          {
            dialect: deps.dialect,
            now,
            publicUrl: deps.publicUrl,
            timeZone: deps.timeZone,
            reminderHours: deps.reminderHours,
          },
          userId,
        );
        await stopMailsOf(tx, userId, STOPPED);
        await closeInvitationsOf(tx, userId);
      }
      await followDeceasedAccount(tx, userId, body.deceased, body.date, now);
      return {
        result: {
          id: userId,
          deceased: body.deceased,
          deceasedDate: body.deceased ? formatCalendarDate(body.date) : null,
          released,
        },
        activity: {
          module: 'Pengguna',
          action: 'Ubah',
          activityInfo: body.deceased
            ? `Menandai ${before.name} (${before.username}) telah berpulang`
            : `Membatalkan tanda wafat ${before.name} (${before.username})`,
          oldValue: { wafat: before.deceased === 1, tanggal: before.deceased_on },
          newValue: {
            wafat: body.deceased,
            tanggal: body.deceased ? body.date : null,
            kursiDilepas: released,
          },
        },
      };
    },
    admin,
    now,
  );
}

async function loadMemorial(db: Executor, userId: number): Promise<Memorial> {
  const u = await selectMemorialUser(db, userId);
  if (!u) throw userNotFound();
  return {
    id: u.id,
    name: u.name,
    username: u.username,
    picture: u.picture,
    deceased: u.deceased === 1,
    deceasedDate: formatCalendarDate(u.deceased_on),
  };
}

const toMemory = (r: MemoryRow, withMemorial = false): Memory => ({
  id: r.id,
  content: r.content,
  status: r.status as MemoryStatus,
  author:
    r.author_name !== null && r.author_username !== null
      ? { name: r.author_name, username: r.author_username, picture: r.author_picture }
      : null,
  createdAt: r.created_at,
  ...(withMemorial ? { memorial: { id: r.memorial_id, name: r.memorial_name } } : {}),
});

/**
 * GET /user/{id}/memories: the memorial (anyone: it is part of the public profile) and its messages, for
 * signed-in members only: approved ones, plus the reader's own waiting ones; admins also see the waiting ones.
 */
export async function listMemories(db: Db, viewer: AuthUser | null, userId: number) {
  const memorial = await loadMemorial(db, userId);
  if (!memorial.deceased || !viewer) return { memorial, total: 0, datas: [] };
  const admin = isAdminRole(viewer.role);
  const rows = await selectMemories(db, userId, { id: viewer.id, admin });
  return { memorial, total: rows.length, datas: rows.map((r) => toMemory(r)) };
}

/** POST /user/{id}/memories (members): waits for an admin's approval; the admins are told in-app. */
export async function addMemory(
  db: Db,
  member: AuthUser,
  userId: number,
  content: string,
  now: Date,
): Promise<Memory> {
  return db.transaction().execute(async (tx) => {
    const memorial = await loadMemorial(tx, userId);
    if (!memorial.deceased) throw badRequest(MEMORIAL_MSG.notDeceased, 'NOT_DECEASED');
    const row = await insertMemory(tx, {
      user_id: userId,
      author_id: member.id,
      content,
      now: now.toISOString(),
    });
    const admins = await selectAdminIds(tx);
    await notifyMany(
      tx,
      admins.map((a) => ({
        userId: a.id,
        actorId: member.id,
        content: `Pesan kenangan baru untuk ${memorial.name} menunggu persetujuan.`,
        redirectUrl: '/admin/roster?tab=kenangan',
        now,
      })),
    );
    const written = await selectMemory(tx, row.id);
    if (!written) throw notFound(MEMORIAL_MSG.memoryNotFound, 'MEMORY_NOT_FOUND');
    return toMemory(written);
  });
}

/** PUT /user/{id}/memories/{memoryId} (admins): approve (shown) or reject (never shown). */
export async function moderateMemory(
  db: Db,
  admin: AuthUser,
  userId: number,
  memoryId: number,
  status: 'APPROVED' | 'REJECTED',
  now: Date,
): Promise<Memory> {
  return withAdminActivity(
    db,
    async (tx) => {
      const before = await selectMemory(tx, memoryId, userId);
      if (!before) throw notFound(MEMORIAL_MSG.memoryNotFound, 'MEMORY_NOT_FOUND');
      await setMemoryStatus(tx, memoryId, status, admin.id, now.toISOString());
      if (status === 'APPROVED' && before.status !== 'APPROVED' && before.author_id !== null)
        await notifyMany(tx, [
          {
            userId: before.author_id,
            actorId: admin.id,
            content: `Pesan kenangan Anda untuk ${before.memorial_name} telah ditampilkan.`,
            redirectUrl: `/profile/${userId}`,
            now,
          },
        ]);
      const after = await selectMemory(tx, memoryId);
      if (!after) throw notFound(MEMORIAL_MSG.memoryNotFound, 'MEMORY_NOT_FOUND');
      return {
        result: toMemory(after, true),
        activity: {
          module: 'Pengguna',
          action: 'Ubah',
          activityInfo: `${status === 'APPROVED' ? 'Menampilkan' : 'Menolak'} pesan kenangan untuk ${before.memorial_name}`,
          oldValue: { status: before.status },
          newValue: { status },
        },
      };
    },
    admin,
    now,
  );
}

/** GET /memories/pending (admins): every message still waiting, oldest first. */
export async function pendingMemories(db: Db) {
  const rows = await selectPendingMemories(db, 200);
  return { total: rows.length, datas: rows.map((r) => toMemory(r, true)) };
}
