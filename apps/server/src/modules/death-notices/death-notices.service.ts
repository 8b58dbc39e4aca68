import {
  DEATH_NOTICE_MSG,
  type DeathNotice,
  type DeathNoticeQuery,
  type DeathNoticeStatus,
  type DeathNoticeValues,
  type DeathNoticeWording,
  deathNoticeShareText,
  formatCalendarDate,
  isAdminRole,
} from '@alumni/contract';
import type { Db, Executor } from '../../db/index.ts';
import type { AuthUser } from '../../lib/auth.ts';
import { conflict, forbidden, notFound } from '../../lib/errors.ts';
import { renderMail } from '../../lib/mail-layout.ts';
import { toPage } from '../../lib/pagination.ts';
import { withAdminActivity } from '../activity-log/activity-log.service.ts';
import { enqueueMails } from '../mail/mail.service.ts';
import { notifyMany } from '../notifications/notifications.service.ts';
import {
  countNotices,
  decidePending,
  insertNotice,
  type NoticeRow,
  selectAdminIds,
  selectLivingMembersBut,
  selectNotice,
  selectNoticePage,
} from './death-notices.repo.ts';

/**
 * 'Kabar Duka' (docs/decisions/024-class-roster-kabar-duka-in-memoriam.md): any member submits a notice; it is
 * published only when an admin other than the submitter confirms it (a wrong notice is worse than a late one).
 * Publishing tells every member in-app and by e-mail (unless they turned those e-mails off), in the same
 * transaction. The senders skip accounts of classmates who have passed away (notifyMany, enqueueMails).
 */

export interface DeathNoticeDeps {
  db: Db;
  now: () => Date;
  publicUrl: string;
}

const noticeNotFound = () => notFound(DEATH_NOTICE_MSG.notFound, 'DEATH_NOTICE_NOT_FOUND');

async function requireNotice(db: Executor, id: number): Promise<NoticeRow> {
  const row = await selectNotice(db, id);
  if (!row) throw noticeNotFound();
  return row;
}
export const noticeUrl = (id: number) => `/kabar-duka/${id}`;
const DEFAULT_LIMIT = 10;
const MAX_LIMIT = 50;

function toNotice(r: NoticeRow): DeathNotice {
  const wording = r.wording as DeathNoticeWording | null;
  return {
    id: r.id,
    deceasedName: r.deceased_name,
    relation: r.relation,
    diedOn: formatCalendarDate(r.died_on) ?? r.died_on,
    funeralHome: r.funeral_home,
    burialTime: r.burial_time,
    burialPlace: r.burial_place,
    mapUrl: r.map_url,
    note: r.note,
    status: r.status as DeathNoticeStatus,
    wording,
    submittedBy:
      r.submitted_by !== null && r.submitter_name !== null && r.submitter_username !== null
        ? { id: r.submitted_by, name: r.submitter_name, username: r.submitter_username }
        : null,
    confirmedBy: r.confirmer_name,
    createdAt: r.created_at,
    shareText:
      r.status === 'PUBLISHED' && wording
        ? deathNoticeShareText({
            deceasedName: r.deceased_name,
            relation: r.relation,
            diedOn: r.died_on,
            funeralHome: r.funeral_home,
            burialTime: r.burial_time,
            burialPlace: r.burial_place,
            mapUrl: r.map_url,
            wording,
          })
        : null,
  };
}

/** POST /death-notice (any member): waits for an admin's confirmation; the admins are told in-app. */
export async function submitDeathNotice(
  db: Db,
  member: AuthUser,
  body: DeathNoticeValues,
  now: Date,
): Promise<DeathNotice> {
  return db.transaction().execute(async (tx) => {
    const row = await insertNotice(tx, {
      submitted_by: member.id,
      deceased_name: body.deceasedName,
      relation: body.relation,
      died_on: body.diedOn,
      funeral_home: body.funeralHome,
      burial_time: body.burialTime,
      burial_place: body.burialPlace,
      map_url: body.mapUrl,
      note: body.note,
      status: 'PENDING',
      wording: null,
      confirmed_by: null,
      confirmed_at: null,
      created_at: now.toISOString(),
    });
    await notifyMany(
      tx,
      (await selectAdminIds(tx)).map((id) => ({
        userId: id,
        actorId: member.id,
        content: DEATH_NOTICE_MSG.pendingForAdmins(body.deceasedName),
        redirectUrl: '/admin/kabar-duka',
        now,
      })),
    );
    return toNotice(await requireNotice(tx, row.id));
  });
}

/** GET /death-notice: members see published notices and their own; admins see all (optionally by status). */
export async function listDeathNotices(db: Db, viewer: AuthUser, query: DeathNoticeQuery) {
  const page = toPage(query, { defaultLimit: DEFAULT_LIMIT, maxLimit: MAX_LIMIT });
  const admin = isAdminRole(viewer.role);
  const filter = { readerId: admin ? null : viewer.id, status: query.status };
  const [rows, count] = await Promise.all([selectNoticePage(db, filter, page), countNotices(db, filter)]);
  return { total: count, datas: rows.map(toNotice) };
}

/** GET /death-notice/{id}: the same visibility as the list (another member's pending notice is a 404). */
export async function getDeathNotice(db: Db, viewer: AuthUser, id: number): Promise<DeathNotice> {
  const row = await selectNotice(db, id);
  if (!row) throw noticeNotFound();
  if (!isAdminRole(viewer.role) && row.status !== 'PUBLISHED' && row.submitted_by !== viewer.id)
    throw noticeNotFound();
  return toNotice(row);
}

function noticeMail(name: string, shareText: string, link: string) {
  return renderMail({
    greeting: `Yth. ${name},`,
    intro: shareText.split('\n').filter((l) => l !== ''),
    action: { label: 'Lihat Kabar Duka', url: link },
    outro: [
      "Anda menerima e-mail ini sebagai anggota angkatan. E-mail kabar duka dapat dimatikan di halaman 'Kabar Duka'.",
    ],
  });
}

/**
 * POST /death-notice/{id}/confirm (admins): the two-person rule: never the submitter. Publishing, the in-app
 * notice to every member, the e-mails and the activity row commit together; a second confirmation is a 409.
 */
export async function confirmDeathNotice(
  deps: DeathNoticeDeps,
  admin: AuthUser,
  id: number,
  wording: DeathNoticeWording,
): Promise<DeathNotice> {
  const now = deps.now();
  return withAdminActivity(
    deps.db,
    async (tx) => {
      const row = await selectNotice(tx, id);
      if (!row) throw noticeNotFound();
      if (row.submitted_by === admin.id) throw forbidden(DEATH_NOTICE_MSG.ownNotice, 'DEATH_NOTICE_OWN');
      const decided = await decidePending(tx, id, {
        status: 'PUBLISHED',
        wording,
        confirmed_by: admin.id,
        confirmed_at: now.toISOString(),
      });
      if (!decided) throw conflict(DEATH_NOTICE_MSG.notPending, 'DEATH_NOTICE_PROCESSED');
      const notice = toNotice(await requireNotice(tx, id));
      const members = await selectLivingMembersBut(tx, admin.id);
      await notifyMany(
        tx,
        members.map((m) => ({
          userId: m.id,
          actorId: null,
          content: DEATH_NOTICE_MSG.notification(notice.deceasedName),
          redirectUrl: noticeUrl(id),
          now,
          // Also to the members' phones (docs/decisions/030): an announcement to the whole class.
          push: 'announcements' as const,
        })),
      );
      const link = `${deps.publicUrl}${noticeUrl(id)}`;
      await enqueueMails(
        tx,
        members
          .filter((m) => m.death_notice_email === 1)
          .map((m) => ({
            kind: 'death-notice',
            to: m.email,
            subject: DEATH_NOTICE_MSG.mailSubject(notice.deceasedName),
            ...noticeMail(m.name, notice.shareText ?? '', link),
            userId: m.id,
            ref: `death-notice:${id}`,
          })),
        now,
      );
      return {
        result: notice,
        activity: {
          module: 'Kabar Duka',
          action: 'Ubah',
          activityInfo: `Mengumumkan kabar duka ${notice.deceasedName}`,
          oldValue: { status: 'PENDING' },
          newValue: { status: 'PUBLISHED', kalimat: wording },
        },
      };
    },
    admin,
    now,
  );
}

/** POST /death-notice/{id}/reject (admins): not published; the submitter is told gently. */
export async function rejectDeathNotice(
  db: Db,
  admin: AuthUser,
  id: number,
  now: Date,
): Promise<DeathNotice> {
  return withAdminActivity(
    db,
    async (tx) => {
      const row = await selectNotice(tx, id);
      if (!row) throw noticeNotFound();
      const decided = await decidePending(tx, id, {
        status: 'REJECTED',
        confirmed_by: admin.id,
        confirmed_at: now.toISOString(),
      });
      if (!decided) throw conflict(DEATH_NOTICE_MSG.notPending, 'DEATH_NOTICE_PROCESSED');
      if (row.submitted_by !== null)
        await notifyMany(tx, [
          {
            userId: row.submitted_by,
            actorId: admin.id,
            content: `Kabar duka yang Anda kirim tentang ${row.deceased_name} belum dapat diumumkan oleh panitia.`,
            redirectUrl: noticeUrl(id),
            now,
          },
        ]);
      return {
        result: toNotice(await requireNotice(tx, id)),
        activity: {
          module: 'Kabar Duka',
          action: 'Batalkan',
          activityInfo: `Tidak mengumumkan kabar duka ${row.deceased_name}`,
          oldValue: { status: 'PENDING' },
          newValue: { status: 'REJECTED' },
        },
      };
    },
    admin,
    now,
  );
}
