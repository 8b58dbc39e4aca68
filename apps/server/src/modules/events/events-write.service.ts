import {
  type CreateEventBody,
  type DeleteEventsBody,
  type EventDetail,
  EVENT_WRITE_MESSAGES as M,
} from '@alumni/contract';
import type { AuthUser } from '../../lib/auth.ts';
import { hashPassword } from '../../lib/password.ts';
import { recordActivity, withAdminActivity } from '../activity-log/activity-log.service.ts';
import { addSeat } from '../participants/seats.ts';
import { sendChangeNotices } from './event-change-notices.ts';
import { insertInlineMember } from './events-creator.ts';
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
} from './events-write.support.ts';

export type { EventWriteDeps } from './events-write.support.ts';

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
  const newGroup = body.eventCreationType === 'NEW' ? body.eventGroup : null;
  if (newGroup && !(await imageOnDisk(newGroup.imageUrl, deps.images)))
    throw imageInvalid('eventGroup.imageUrl');
  const passwordHash = body.user ? await hashPassword(body.user.password, deps.scryptLogN) : null;

  const now = deps.now();
  const at = now.toISOString();
  return withAdminActivity(
    deps.db,
    async (tx) => {
      await requireCategory(tx, body.eventCategoryId);

      let groupId: number;
      if (body.eventCreationType === 'CONTINUED') {
        groupId = body.eventGroup.id;
        await requireGroup(tx, groupId, 'eventGroup.id');
      } else {
        const group = await tx
          .insertInto('event_groups')
          .values({
            name: body.eventGroup.name,
            display_name: body.eventGroup.displayName,
            image_url: body.eventGroup.imageUrl ?? null,
            created_at: at,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        groupId = group.id;
      }

      let newMember: string | null = null;
      let creatorId = body.eventUserId;
      if (body.user && passwordHash) {
        const member = await insertInlineMember(tx, body.user, passwordHash, at);
        creatorId = member.id;
        newMember = member.username;
      } else if (creatorId !== undefined) {
        await requireUser(tx, creatorId);
      }
      // The contract already refuses a body without a creator.
      if (creatorId === undefined) throw invalidField(M.creatorRequired, 'CREATOR_REQUIRED', 'eventUserId');

      const values = {
        name: body.name,
        image_url: imageUrl,
        start_date: startDate,
        end_date: endDate,
        location: body.location,
        description: body.description ?? null,
        quota: body.quota ?? null,
        // New events always start DRAFT whatever the body says (docs/spec.md §4; README).
        status: 'DRAFT',
        event_type: body.eventType,
        event_creation_type: body.eventCreationType,
        event_category_id: body.eventCategoryId,
        event_group_id: groupId,
        user_id: creatorId,
        created_at: at,
        updated_at: at,
      };
      const event = await tx.insertInto('events').values(values).returning('id').executeTakeFirstOrThrow();
      // The creator is the first participant: a quota is at least 1, so it fits.
      await addSeat(tx, event.id, creatorId, at);

      return {
        result: await savedEventDetail(tx, deps, admin, event.id),
        activity: {
          module: 'Acara',
          action: 'Tambah',
          activityInfo: `Menambah acara ${body.name}`,
          newValue: {
            id: event.id,
            ...eventSnapshot(values, deps.timeZone),
            ...(newGroup ? { eventGroupName: newGroup.name } : {}),
            ...(newMember ? { newCreatorUsername: newMember } : {}),
          },
        },
      };
    },
    admin,
    now,
  );
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
    const rows = await tx
      .updateTable('events')
      .set({ deleted: 1, updated_at: now.toISOString() })
      .where('id', 'in', ids)
      .where('deleted', '=', 0)
      .returning(['id', 'name', 'status'])
      .execute();
    rows.sort((a, b) => a.id - b.id);
    for (const row of rows) {
      // Participants' calendars drop a published event that is deleted (METHOD:CANCEL, issue 17).
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
