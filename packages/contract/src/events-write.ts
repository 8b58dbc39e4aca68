import { z } from 'zod';
import { email, INVALID_BODY, PASSWORD_MAX, PASSWORD_MIN, personName, username } from './auth.ts';
import { resultOf } from './common.ts';
import { eventDateText, splitEventDate, type WallClock } from './dates.ts';
import { EVENT_STATUSES, EventDetail, EventType } from './events.ts';
import { bodyId, optionalBodyId } from './ids.ts';
import { EVENT_ID_INVALID, EVENT_ID_MISSING, MAX_COMPANIONS_LIMIT } from './registration.ts';
import { UploadedImagePath } from './uploads.ts';
import { END_BEFORE_START, NICKNAME_MAX } from './users-limits.ts';

// ---------------------------------------------------------------------------------------------
// Admin event management (docs/spec.md §§2 /admin/event/add and edit, 3, 4, 5, 7, 8):
// POST /event, PUT /event, PUT /event/delete. The server re-checks everything here and what needs
// the database (existence, quota versus participants, the time zone) on its side.
// ---------------------------------------------------------------------------------------------

export const EVENT_NAME_MAX = 150;
export const EVENT_LOCATION_MAX = 500;
export const EVENT_DESCRIPTION_MAX = 10_000;
export const EVENT_QUOTA_MAX = 100_000;
export const EVENT_GROUP_NAME_MAX = 100;
/** PUT /event/delete: a page of the admin table is 10; more than this in one call is refused. */
export const EVENT_DELETE_MAX = 100;

/** Every refusal of the event write API, in Indonesian; the server and the tests use the same strings. */
export const EVENT_WRITE_MESSAGES = {
  creationTypeInvalid: 'Jenis pembuatan acara harus NEW atau CONTINUED',
  nameRequired: 'Nama acara harus diisi',
  nameTooLong: `Nama acara maksimal ${EVENT_NAME_MAX} karakter`,
  eventTypeInvalid: 'Jenis acara harus OFFLINE atau ONLINE',
  locationRequired: 'Lokasi acara harus diisi',
  locationTooLong: `Lokasi acara maksimal ${EVENT_LOCATION_MAX} karakter`,
  onlineLocation: 'Lokasi acara online harus berupa tautan yang diawali http:// atau https://',
  quotaInvalid: 'Kuota harus berupa bilangan bulat lebih dari 0, atau dikosongkan untuk tanpa batas',
  quotaTooLarge: `Kuota maksimal ${EVENT_QUOTA_MAX}`,
  quotaBelowParticipants: (n: number) => `Kuota tidak boleh kurang dari jumlah peserta saat ini (${n}).`,
  descriptionInvalid: 'Deskripsi harus berupa teks',
  descriptionTooLong: `Deskripsi maksimal ${EVENT_DESCRIPTION_MAX} karakter`,
  categoryRequired: 'Kategori acara harus dipilih',
  categoryInvalid: 'ID kategori tidak valid',
  categoryNotFound: 'Kategori acara tidak ditemukan.',
  statusInvalid: 'Status harus DRAFT, PUBLISH atau EXPIRED',
  startInvalid: 'Tanggal mulai tidak valid',
  endInvalid: 'Tanggal selesai tidak valid',
  endBeforeStart: END_BEFORE_START,
  imageInvalid: 'Gambar tidak valid. Upload ulang gambar.',
  groupRequired: 'Grup acara harus dipilih',
  groupBoth: 'Kirim grup sebagai eventGroup atau eventGroupId, bukan keduanya',
  creationTypeGroup:
    'Jenis pembuatan NEW memerlukan grup baru (eventGroup {name, displayName}); CONTINUED memerlukan grup yang ada (eventGroup {id})',
  groupInvalid: 'ID grup tidak valid',
  groupNotFound: 'Grup acara tidak ditemukan.',
  newGroupRequired: 'Data grup baru harus diisi',
  creatorRequired: 'Pilih pembuat acara atau buat pengguna baru',
  creatorBoth: 'Pilih salah satu: pembuat acara yang sudah ada atau pengguna baru, bukan keduanya',
  creatorInvalid: 'ID pembuat acara tidak valid',
  creatorNotFound: 'Pembuat acara tidak ditemukan.',
  newUserInvalid: 'Data pengguna baru tidak valid',
  repasswordRequired: 'Konfirmasi kata sandi harus diisi',
  passwordMismatch: 'Kata sandi konfirmasi tidak sama dengan kata sandi',
  eventIdsRequired: 'Pilih minimal satu acara',
  eventIdsInvalid: 'Daftar acara (eventIds) harus berupa daftar ID acara',
  eventIdsTooMany: `Maksimal ${EVENT_DELETE_MAX} acara sekali hapus`,
  maxCompanionsInvalid: `Pendamping per anggota harus bilangan bulat 0–${MAX_COMPANIONS_LIMIT}`,
} as const;

const M = EVENT_WRITE_MESSAGES;

/** The admin form's alerts and confirmations (docs/spec.md §8), for the web. */
export const EVENT_WRITE_TEXT = {
  errorTitle: 'Terdapat kesalahan',
  createdTitle: 'Berhasil',
  created: 'Anda berhasil menambah acara',
  createFailed: 'Menambah acara gagal, silakan masukkan data dengan benar dan coba lagi.',
  updated: 'Anda berhasil mengubah acara',
  updateFailed: 'Mengubah acara gagal, silakan masukkan data dengan benar dan coba lagi.',
  deleted: 'Anda berhasil menghapus acara',
  deleteFailed: 'Menghapus acara gagal, silakan coba lagi.',
  deleteConfirmTitle: 'Hapus acara',
  deleteConfirm: 'Apakah Anda yakin menghapus acara?',
} as const;

/** A required text: trimmed, 1..max characters. */
const requiredText = (required: string, tooLong: string, max: number, notText = required) =>
  z
    .string({ error: (iss) => (iss.input === undefined || iss.input === null ? required : notText) })
    .trim()
    .min(1, { error: required })
    .max(max, { error: tooLong });

const blank = (v: unknown) => v === null || (typeof v === 'string' && v.trim() === '');

/** Quota: a positive whole number (or its digits as text); null or '' = unlimited. */
const quota = z.preprocess(
  (v) => (blank(v) ? null : typeof v === 'string' && /^\s*\d{1,10}\s*$/.test(v) ? Number(v) : v),
  z
    .number({ error: M.quotaInvalid })
    .int({ error: M.quotaInvalid })
    .min(1, { error: M.quotaInvalid })
    .max(EVENT_QUOTA_MAX, { error: M.quotaTooLarge })
    .nullable(),
);

/**
 * 'Pendamping per anggota' (docs/decisions/031-companions.md): 0..10 companions a member may bring; 0 = none. Its
 * digits as text are accepted too (a form's number field).
 */
const maxCompanions = z.preprocess(
  (v) => (typeof v === 'string' && /^\s*\d{1,3}\s*$/.test(v) ? Number(v) : v),
  z
    .number({ error: M.maxCompanionsInvalid })
    .int({ error: M.maxCompanionsInvalid })
    .min(0, { error: M.maxCompanionsInvalid })
    .max(MAX_COMPANIONS_LIMIT, { error: M.maxCompanionsInvalid }),
);

/** Stored verbatim (not trimmed): the admin's formatting is kept. */
const description = z
  .string({ error: M.descriptionInvalid })
  .max(EVENT_DESCRIPTION_MAX, { error: M.descriptionTooLong })
  .nullable();

/** An image POST /upload returned; null or '' = none. */
const optionalImage = z.preprocess((v) => (blank(v) ? null : v), UploadedImagePath.nullable()).optional();

/** End date: null or '' means "same as start" (the end-date option is off, docs/spec.md §5). */
const endDate = z.preprocess((v) => (blank(v) ? null : v), eventDateText('Tanggal selesai').nullable());

const eventTypeField = z.enum(EventType.options, { error: M.eventTypeInvalid });
const statusField = z.enum(EVENT_STATUSES, { error: M.statusInvalid });

/** http(s)://host[:port][/path?query#hash], no spaces; the host may be an IDN. */
const HTTP_URL = /^https?:\/\/[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*(?::\d{1,5})?(?:[/?#]\S*)?$/iu;

/** An http(s) link, as an ONLINE event's location must be. */
export const isHttpUrl = (text: string): boolean => HTTP_URL.test(text);

const minutes = (w: WallClock) => Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute);

/**
 * True when end is before start, comparing the wall clocks (same zone). The server compares the
 * instants again after converting them.
 */
export function endsBeforeStart(start: string, end: string | null | undefined): boolean {
  if (!end) return false;
  const s = splitEventDate(start);
  const e = splitEventDate(end);
  return s !== null && e !== null && minutes(e) < minutes(s);
}

/** Cross-field rules shared by create and update (only checked when both fields are in the body). */
function checkEventFields(
  v: { eventType?: string; location?: string; startDate?: string; endDate?: string | null },
  ctx: z.RefinementCtx,
) {
  if (v.eventType === 'ONLINE' && v.location !== undefined && !isHttpUrl(v.location))
    ctx.addIssue({ code: 'custom', message: M.onlineLocation, path: ['location'] });
  if (v.startDate !== undefined && endsBeforeStart(v.startDate, v.endDate))
    ctx.addIssue({ code: 'custom', message: M.endBeforeStart, path: ['endDate'] });
}

/** The group of a CONTINUED event: an existing one. */
export const ExistingGroupRef = z.object(
  { id: bodyId(M.groupRequired, M.groupInvalid) },
  { error: M.groupRequired },
);

/** The group a NEW event creates. */
export const NewGroupInput = z.object(
  {
    name: requiredText(
      'Nama grup harus diisi',
      `Nama grup maksimal ${EVENT_GROUP_NAME_MAX} karakter`,
      EVENT_GROUP_NAME_MAX,
    ),
    displayName: requiredText(
      'Nama tampilan grup harus diisi',
      `Nama tampilan grup maksimal ${EVENT_GROUP_NAME_MAX} karakter`,
      EVENT_GROUP_NAME_MAX,
    ),
    imageUrl: optionalImage,
  },
  { error: M.newGroupRequired },
);
export type NewGroupInput = z.infer<typeof NewGroupInput>;

/** A new member (ROLE_USER) created as the event's creator, from the admin form's creator section. */
export const InlineCreatorInput = z
  .object(
    {
      name: personName,
      nickname: z
        .string({ error: 'Nama panggilan harus berupa teks' })
        .trim()
        .max(NICKNAME_MAX, { error: `Nama panggilan maksimal ${NICKNAME_MAX} karakter` })
        .nullish()
        .transform((v) => (v ? v : null)),
      username,
      email,
      password: z
        .string({ error: 'Password harus diisi' })
        .min(1, { error: 'Password harus diisi' })
        .min(PASSWORD_MIN, { error: `Password minimal ${PASSWORD_MIN} karakter` })
        .max(PASSWORD_MAX, { error: `Password maksimal ${PASSWORD_MAX} karakter` }),
      repassword: z.string({ error: M.repasswordRequired }),
    },
    { error: M.newUserInvalid },
  )
  .refine((v) => v.password === v.repassword, { error: M.passwordMismatch, path: ['repassword'] });
export type InlineCreatorInput = z.infer<typeof InlineCreatorInput>;

const eventFields = {
  name: requiredText(M.nameRequired, M.nameTooLong, EVENT_NAME_MAX),
  eventType: eventTypeField,
  location: requiredText(M.locationRequired, M.locationTooLong, EVENT_LOCATION_MAX),
  /** Absent, null or '' = unlimited. */
  quota: quota.optional(),
  /** Absent = 0 (no companions). */
  maxCompanions: maxCompanions.optional(),
  description: description.optional(),
  eventCategoryId: bodyId(M.categoryRequired, M.categoryInvalid),
  startDate: eventDateText('Tanggal mulai'),
  /** Absent, null or '' = the same as startDate. */
  endDate: endDate.optional(),
  /**
   * Accepted because the spec's body lists it, but new events ALWAYS start DRAFT (docs/spec.md §4): the
   * server ignores the value (a wrong one is still a 400). Publish with PUT /event.
   */
  status: statusField.optional(),
  imageUrl: optionalImage,
  /** Either an existing user as the creator ... */
  eventUserId: optionalBodyId(M.creatorInvalid),
  /** ... or a new member created with the event; neither = the signed-in admin (docs/decisions/023). */
  user: InlineCreatorInput.optional(),
};

/** POST /event only: true = 'Simpan & Terbitkan', created DRAFT and published in the same transaction. */
const publishField = z.boolean({ error: 'publish harus berupa true atau false' }).optional();

const checkCreate = (
  v: { eventUserId?: number; user?: unknown } & Parameters<typeof checkEventFields>[0],
  ctx: z.RefinementCtx,
) => {
  checkEventFields(v, ctx);
  if (v.eventUserId !== undefined && v.user !== undefined)
    ctx.addIssue({ code: 'custom', message: M.creatorBoth, path: ['user'] });
};

/**
 * POST /event. NEW creates the group `eventGroup {name, displayName, imageUrl}`, or without `eventGroup` a
 * group named after the event; CONTINUED joins the existing `eventGroup {id}`. The creator is `eventUserId`
 * or a new member `user {...}`, never both; neither = the signed-in admin. `publish: true` publishes the new
 * DRAFT in the same transaction (docs/decisions/023).
 */
export const CreateEventBody = z
  .discriminatedUnion(
    'eventCreationType',
    [
      z.object({
        eventCreationType: z.literal('NEW'),
        eventGroup: NewGroupInput.optional(),
        ...eventFields,
        publish: publishField,
      }),
      z.object({
        eventCreationType: z.literal('CONTINUED'),
        eventGroup: ExistingGroupRef,
        ...eventFields,
        publish: publishField,
      }),
    ],
    {
      error: (iss) =>
        iss.code === 'invalid_union' || iss.code === 'invalid_value' ? M.creationTypeInvalid : INVALID_BODY,
    },
  )
  .superRefine(checkCreate);
export type CreateEventBody = z.infer<typeof CreateEventBody>;
export type CreateEventInput = z.input<typeof CreateEventBody>;

/**
 * The group on PUT /event, in POST /event's shapes: `{id}` (an existing group) or `{name, displayName,
 * imageUrl}` (a new one). A refusal names what is wrong with the shape the input looks like.
 */
export const UpdateEventGroup = z.union([ExistingGroupRef, NewGroupInput], {
  error: (iss) => {
    if (iss.code !== 'invalid_union') return undefined;
    const input: unknown = iss.input;
    if (typeof input !== 'object' || input === null || Array.isArray(input)) return M.groupRequired;
    const errors = (iss as { errors?: { message: string }[][] }).errors ?? [];
    return errors['id' in input ? 0 : 1]?.[0]?.message ?? M.groupRequired;
  },
});
export type UpdateEventGroup = z.infer<typeof UpdateEventGroup>;

export const isNewGroup = (group: UpdateEventGroup): group is NewGroupInput => !('id' in group);

/**
 * PUT /event: `id` plus only the fields to change (absent = unchanged). `quota` null/'' = unlimited,
 * `endDate` null/'' = same as start, `imageUrl` null = no image. The group takes POST /event's shape:
 * `eventGroup {id}` moves the event to another existing group (it becomes CONTINUED), `eventGroup {name,
 * displayName, imageUrl}` creates a new group for it (it becomes NEW); `eventCreationType`, when sent,
 * must agree with that shape. `eventGroupId` (the same as `eventGroup {id}`) is still accepted, but not
 * together with `eventGroup`. `eventUserId` changes the creator (who then becomes a participant). Any
 * status transition is allowed (docs/spec.md §4).
 */
export const UpdateEventBody = z
  .object(
    {
      id: bodyId(EVENT_ID_MISSING, EVENT_ID_INVALID),
      name: eventFields.name.optional(),
      eventType: eventTypeField.optional(),
      location: eventFields.location.optional(),
      quota: quota.optional(),
      maxCompanions: maxCompanions.optional(),
      description: description.optional(),
      eventCategoryId: optionalBodyId(M.categoryInvalid),
      startDate: eventDateText('Tanggal mulai').optional(),
      endDate: endDate.optional(),
      status: statusField.optional(),
      imageUrl: optionalImage,
      eventCreationType: z.enum(['NEW', 'CONTINUED'], { error: M.creationTypeInvalid }).optional(),
      eventGroup: UpdateEventGroup.optional(),
      eventGroupId: optionalBodyId(M.groupInvalid),
      eventUserId: optionalBodyId(M.creatorInvalid),
    },
    { error: INVALID_BODY },
  )
  .superRefine((v, ctx) => {
    checkEventFields(v, ctx);
    if (v.eventGroup !== undefined && v.eventGroupId !== undefined)
      ctx.addIssue({ code: 'custom', message: M.groupBoth, path: ['eventGroupId'] });
    if (v.eventCreationType !== undefined) {
      const shape = v.eventGroup === undefined ? undefined : isNewGroup(v.eventGroup) ? 'NEW' : 'CONTINUED';
      if (shape !== v.eventCreationType)
        ctx.addIssue({ code: 'custom', message: M.creationTypeGroup, path: ['eventGroup'] });
    }
  });
export type UpdateEventBody = z.infer<typeof UpdateEventBody>;
export type UpdateEventInput = z.input<typeof UpdateEventBody>;

/** PUT /event/delete: soft delete (docs/spec.md §7). Ids already gone are skipped. */
export const DeleteEventsBody = z.object(
  {
    eventIds: z
      .array(bodyId(EVENT_ID_INVALID, EVENT_ID_INVALID), {
        error: (iss) => (iss.input === undefined ? M.eventIdsRequired : M.eventIdsInvalid),
      })
      .min(1, { error: M.eventIdsRequired })
      .max(EVENT_DELETE_MAX, { error: M.eventIdsTooMany }),
  },
  { error: INVALID_BODY },
);
export type DeleteEventsBody = z.infer<typeof DeleteEventsBody>;

export const DeleteEventsResult = resultOf(z.object({ deleted: z.number().int() }));
export type DeleteEventsResult = z.infer<typeof DeleteEventsResult>;

/** POST /event (201) and PUT /event (200) answer the event as an admin sees it. */
export const SavedEventResult = resultOf(EventDetail);
export type SavedEventResult = z.infer<typeof SavedEventResult>;
