import {
  type EventCreationType,
  type EventDetail,
  type EventStatus,
  isHttpUrl,
  isNewGroup,
  EVENT_WRITE_MESSAGES as M,
  type UpdateEventBody,
} from '@alumni/contract';
import type { EventRow } from '../../db/types.ts';
import type { AuthUser } from '../../lib/auth.ts';
import { formatEventDate } from '../../lib/dates.ts';
import { diffFields, recordActivity } from '../activity-log/activity-log.service.ts';
import { eventUrl, notifyMany } from '../notifications/notifications.service.ts';
import { addSeat, fillFreeSeats, isParticipant } from '../participants/seats.service.ts';
import { sendChangeNotices } from './event-change-notices.service.ts';
import { insertGroup, participantIdsOf, setEventColumns } from './events-write.repo.ts';
import {
  type EventWriteDeps,
  eventSnapshot,
  imageInvalid,
  imageOnDisk,
  invalidField,
  lockLiveEvent,
  requireCategory,
  requireEndAfterStart,
  requireGroup,
  requireQuotaFits,
  requireUser,
  type SnapshotFields,
  savedEventDetail,
  toInstant,
} from './events-write-rules.service.ts';

/** How participants read a status in their notification. */
export const STATUS_LABEL: Record<EventStatus, string> = {
  DRAFT: 'Draf',
  PUBLISH: 'Terbit',
  EXPIRED: 'Selesai',
};

/** The notification participants get when the schedule, the place or the status of their event changes. */
export const eventChangedText = (event: string, changes: string[]) =>
  `${event} diubah: ${changes.join('; ')}`;

/** The change, in Indonesian, of what participants must know: schedule, place, status. */
function changesWorthTelling(before: SnapshotFields, after: SnapshotFields, timeZone: string): string[] {
  const changes: string[] = [];
  if (before.start_date !== after.start_date || before.end_date !== after.end_date) {
    const start = formatEventDate(after.start_date, timeZone);
    const end = formatEventDate(after.end_date, timeZone);
    changes.push(`jadwal menjadi ${start} - ${end}`);
  }
  if (before.location !== after.location) changes.push(`lokasi menjadi ${after.location}`);
  if (before.status !== after.status)
    changes.push(`status menjadi ${STATUS_LABEL[after.status as EventStatus] ?? after.status}`);
  return changes;
}

/** The group an update asks for: an existing one (CONTINUED) or one it has just created (NEW). */
interface GroupChoice {
  id: number;
  creationType: EventCreationType;
}

/** The row after the update: each field from the body when given, else as stored. */
function nextFields(
  current: EventRow,
  body: UpdateEventBody,
  start: string,
  end: string,
  group: GroupChoice | undefined,
): SnapshotFields {
  const groupChanged = group !== undefined && group.id !== current.event_group_id;
  return {
    name: body.name ?? current.name,
    image_url: body.imageUrl !== undefined ? body.imageUrl : current.image_url,
    start_date: start,
    end_date: end,
    location: body.location ?? current.location,
    description: body.description !== undefined ? body.description : current.description,
    quota: body.quota !== undefined ? body.quota : current.quota,
    // Lowering it keeps the parties already registered (docs/decisions/031-companions.md).
    max_companions: body.maxCompanions ?? current.max_companions,
    status: body.status ?? current.status,
    event_type: body.eventType ?? current.event_type,
    // Moving an event into another existing group makes it a continuation of that group; a group made
    // for it by this update makes it NEW.
    event_creation_type: groupChanged ? group.creationType : current.event_creation_type,
    event_category_id: body.eventCategoryId ?? current.event_category_id,
    event_group_id: group?.id ?? current.event_group_id,
    user_id: body.eventUserId ?? current.user_id,
  };
}

/**
 * PUT /event (admin): changes only the fields given. ONE transaction holds the update, a new creator's
 * seat, the notifications to participants (when the schedule, the place or the status changed) and the
 * activity row with only the changed fields. A save that changes nothing writes nothing.
 */
export async function updateEvent(
  deps: EventWriteDeps,
  admin: AuthUser,
  body: UpdateEventBody,
): Promise<EventDetail> {
  const startIso =
    body.startDate !== undefined
      ? toInstant(body.startDate, deps.timeZone, M.startInvalid, 'startDate')
      : undefined;
  const endIso = body.endDate
    ? toInstant(body.endDate, deps.timeZone, M.endInvalid, 'endDate')
    : body.endDate;
  const imageOk = await imageOnDisk(body.imageUrl, deps.images);
  // The group in POST /event's shapes, or the older eventGroupId (the contract refuses both at once).
  const newGroup = body.eventGroup && isNewGroup(body.eventGroup) ? body.eventGroup : null;
  if (newGroup && !(await imageOnDisk(newGroup.imageUrl, deps.images)))
    throw imageInvalid('eventGroup.imageUrl');
  const existingGroupId =
    body.eventGroup && !isNewGroup(body.eventGroup) ? body.eventGroup.id : body.eventGroupId;
  const groupPath = body.eventGroup ? 'eventGroup.id' : 'eventGroupId';
  const now = deps.now();
  const at = now.toISOString();

  return deps.db.transaction().execute(async (tx) => {
    const current = await lockLiveEvent(tx, deps.dialect, body.id);
    // The stored image sent back unchanged is fine even if its file is gone.
    if (!imageOk && body.imageUrl !== current.image_url) throw imageInvalid('imageUrl');

    const start = startIso ?? current.start_date;
    // null / '' = the end-date option is off: the event ends when it starts.
    const end = endIso === null ? start : (endIso ?? current.end_date);
    if (startIso !== undefined || endIso !== undefined) requireEndAfterStart(start, end);
    let group: GroupChoice | undefined;
    if (newGroup) {
      group = { id: await insertGroup(tx, newGroup, at), creationType: 'NEW' };
    } else if (existingGroupId !== undefined) {
      group = { id: existingGroupId, creationType: 'CONTINUED' };
    }
    const next = nextFields(current, body, start, end, group);
    if (
      (body.eventType !== undefined || body.location !== undefined) &&
      next.event_type === 'ONLINE' &&
      !isHttpUrl(next.location)
    )
      throw invalidField(M.onlineLocation, 'ONLINE_LOCATION_INVALID', 'location');

    if (next.event_category_id !== current.event_category_id && next.event_category_id !== null)
      await requireCategory(tx, next.event_category_id);
    if (!newGroup && next.event_group_id !== current.event_group_id && next.event_group_id !== null)
      await requireGroup(tx, next.event_group_id, groupPath);
    let seatsAdded = 0;
    if (next.user_id !== current.user_id && next.user_id !== null) {
      await requireUser(tx, next.user_id);
      // The creator is always a participant (spec: 'Pembuat Acara' in the participant list).
      if (!(await isParticipant(tx, current.id, next.user_id))) seatsAdded = 1;
    }
    if (next.quota !== current.quota || seatsAdded > 0)
      requireQuotaFits(next.quota, current.total_participant + seatsAdded);

    const before = eventSnapshot(current, deps.timeZone);
    const after = eventSnapshot(next, deps.timeZone);
    const changed = Object.keys(diffFields(before, after).new ?? {}).length > 0;
    if (!changed) return savedEventDetail(tx, deps, admin, current.id);

    await setEventColumns(tx, current.id, { ...next, updated_at: at });
    // Seats belong to participants/seats.service.ts (docs/decisions/012): a new creator's seat, then the waitlist
    // takes any seat a raised quota (or a republished event) leaves free (docs/decisions/013). A raised quota frees
    // seats like a cancellation: a first party that still does not fit is told so (docs/decisions/035, Follow-up).
    if (seatsAdded > 0 && next.user_id !== null) await addSeat(tx, current.id, next.user_id, at);
    const quotaRaised = current.quota !== null && (next.quota === null || next.quota > current.quota);
    await fillFreeSeats(
      tx,
      {
        dialect: deps.dialect,
        now,
        publicUrl: deps.publicUrl,
        timeZone: deps.timeZone,
        reminderHours: deps.reminderHours,
      },
      current.id,
      quotaRaised,
    );

    const changes = changesWorthTelling(current, next, deps.timeZone);
    if (changes.length > 0) {
      const participants = await participantIdsOf(tx, current.id);
      // notifyMany drops the admin's own row: nobody is told about their own change.
      await notifyMany(
        tx,
        participants.map((userId) => ({
          userId,
          actorId: admin.id,
          content: eventChangedText(next.name, changes),
          redirectUrl: eventUrl(current.id),
          now,
          push: 'announcements' as const,
        })),
      );
      // And by e-mail with the updated .ics (docs/decisions/013): unpublishing takes it off their calendars; a
      // draft that stays a draft was never in anyone's calendar.
      const wasPublic = current.status !== 'DRAFT';
      const isPublic = next.status !== 'DRAFT';
      if (wasPublic || isPublic)
        await sendChangeNotices(
          tx,
          { publicUrl: deps.publicUrl, timeZone: deps.timeZone, mailFrom: deps.mailFrom, now },
          current.id,
          isPublic ? 'REQUEST' : 'CANCEL',
          changes,
        );
    }
    await recordActivity(tx, {
      admin,
      module: 'Acara',
      action: 'Ubah',
      activityInfo: `Mengubah acara ${next.name}`,
      oldValue: before,
      newValue: newGroup ? { ...after, eventGroupName: newGroup.name } : after,
      now,
    });
    return savedEventDetail(tx, deps, admin, current.id);
  });
}
