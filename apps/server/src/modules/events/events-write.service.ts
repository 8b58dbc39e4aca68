import {
  type CreateEventBody,
  type DeleteEventsBody,
  EVENT_GROUP_NAME_MAX,
  type EventDetail,
  EVENT_WRITE_MESSAGES as M,
} from '@alumni/contract';
import type { AuthUser } from '../../lib/auth.ts';
import { hashPassword } from '../../lib/password.ts';
import { recordActivity } from '../activity-log/activity-log.service.ts';
import { addSeat } from '../participants/seats.service.ts';
import { sendChangeNotices } from './event-change-notices.service.ts';
import { insertInlineMember } from './events-creator.service.ts';
import { insertEvent, insertGroup, setEventColumns, softDeleteEvents } from './events-write.repo.ts';
import {
  type EventWriteDeps,
  eventSnapshot,
  imageInvalid,
  imageOnDisk,
  invalidField,
  requireCategory,
  requireEndAfterStart,
  requireGroup,
  requireUser,
  savedEventDetail,
  toInstant,
} from './events-write-rules.service.ts';

export type { EventWriteDeps } from './events-write-rules.service.ts';

/** A group named after its event: the event's name within the group name's limit. */
const cutGroupName = (name: string): string => [...name].slice(0, EVENT_GROUP_NAME_MAX).join('').trim();

/**
 * POST /event (admin): always a DRAFT. ONE transaction writes the group (NEW), the inline creator (when `user` is
 * given), the event, the creator as its first participant and the activity row: any failure leaves
 * nothing behind. Checks that touch the disk (uploaded images) or cost time (password hashing) run
 * before the transaction opens.
 */
export async function createEvent(
  deps: EventWriteDeps,
  admin: AuthUser,
  body: CreateEventBody,
): Promise<EventDetail> {
  const startDate = toInstant(body.startDate, deps.timeZone, M.startInvalid, 'startDate');
  const endDate = body.endDate ? toInstant(body.endDate, deps.timeZone, M.endInvalid, 'endDate') : startDate;
  requireEndAfterStart(startDate, endDate);

  const imageUrl = body.imageUrl ?? null;
  if (!(await imageOnDisk(imageUrl, deps.images))) throw imageInvalid('imageUrl');
  // NEW without a group: one named after the event (docs/decisions/023).
  const newGroup =
    body.eventCreationType === 'NEW'
      ? (body.eventGroup ?? {
          name: cutGroupName(body.name),
          displayName: cutGroupName(body.name),
          imageUrl: null,
        })
      : null;
  if (newGroup && !(await imageOnDisk(newGroup.imageUrl, deps.images)))
    throw imageInvalid('eventGroup.imageUrl');
  const passwordHash = body.user ? await hashPassword(body.user.password, deps.scryptLogN) : null;

  const now = deps.now();
  const at = now.toISOString();
  return deps.db.transaction().execute(async (tx) => {
    await requireCategory(tx, body.eventCategoryId);

    let groupId: number;
    if (body.eventCreationType === 'CONTINUED') {
      groupId = body.eventGroup.id;
      await requireGroup(tx, groupId, 'eventGroup.id');
    } else if (newGroup) {
      groupId = await insertGroup(tx, newGroup, at);
    } else {
      throw invalidField(M.newGroupRequired, 'VALIDATION_ERROR', 'eventGroup');
    }

    let newMember: string | null = null;
    let creatorId = body.eventUserId;
    if (body.user && passwordHash) {
      const member = await insertInlineMember(tx, body.user, passwordHash, at);
      creatorId = member.id;
      newMember = member.username;
    } else if (creatorId !== undefined) {
      await requireUser(tx, creatorId);
    } else {
      // No creator chosen: the admin who creates it (docs/decisions/023).
      creatorId = admin.id;
    }

    const values = {
      name: body.name,
      image_url: imageUrl,
      start_date: startDate,
      end_date: endDate,
      location: body.location,
      description: body.description ?? null,
      quota: body.quota ?? null,
      max_companions: body.maxCompanions ?? 0,
      // New events always start DRAFT whatever the body says (docs/spec.md §4; docs/spec-resolutions.md).
      status: 'DRAFT',
      event_type: body.eventType,
      event_creation_type: body.eventCreationType,
      event_category_id: body.eventCategoryId,
      event_group_id: groupId,
      user_id: creatorId,
      created_at: at,
      updated_at: at,
    };
    const event = { id: await insertEvent(tx, values) };
    // The creator is the first participant: a quota is at least 1, so it fits.
    await addSeat(tx, event.id, creatorId, at);

    await recordActivity(tx, {
      admin,
      now,
      module: 'Acara',
      action: 'Tambah',
      activityInfo: `Menambah acara ${body.name}`,
      newValue: {
        id: event.id,
        ...eventSnapshot(values, deps.timeZone),
        ...(newGroup ? { eventGroupName: newGroup.name } : {}),
        ...(newMember ? { newCreatorUsername: newMember } : {}),
      },
    });
    if (body.publish) {
      // 'Simpan & Terbitkan': the new DRAFT is published in the same transaction, a second log row. Nobody
      // but the creator holds a seat yet, so no change notice goes out (docs/decisions/023).
      await setEventColumns(tx, event.id, { status: 'PUBLISH' });
      await recordActivity(tx, {
        admin,
        now,
        module: 'Acara',
        action: 'Ubah',
        activityInfo: `Menerbitkan acara ${body.name}`,
        oldValue: { status: 'DRAFT' },
        newValue: { status: 'PUBLISH' },
      });
    }
    return savedEventDetail(tx, deps, admin, event.id);
  });
}

/**
 * PUT /event/delete (admin): soft-deletes the listed events that exist and are not deleted yet, with one
 * activity row per event, in ONE transaction. Ids already gone are skipped (a double click is harmless).
 */
export async function deleteEvents(
  deps: EventWriteDeps,
  admin: AuthUser,
  body: DeleteEventsBody,
): Promise<{ deleted: number }> {
  const ids = [...new Set(body.eventIds)];
  const now = deps.now();
  return deps.db.transaction().execute(async (tx) => {
    const rows = await softDeleteEvents(tx, ids, now.toISOString());
    rows.sort((a, b) => a.id - b.id);
    for (const row of rows) {
      // Participants' calendars drop a published event that is deleted (METHOD:CANCEL, docs/decisions/013).
      if (row.status !== 'DRAFT')
        await sendChangeNotices(
          tx,
          { publicUrl: deps.publicUrl, timeZone: deps.timeZone, mailFrom: deps.mailFrom, now },
          row.id,
          'CANCEL',
          [],
        );
      await recordActivity(tx, {
        admin,
        module: 'Acara',
        action: 'Hapus',
        activityInfo: `Menghapus acara ${row.name}`,
        oldValue: { id: row.id, name: row.name },
        now,
      });
    }
    return { deleted: rows.length };
  });
}
