import { z } from 'zod';
import { INVALID_BODY, NewPasswordForm } from './auth.ts';
import { resultOf } from './common.ts';
import { querySearch } from './events.ts';
import { bodyId, MAX_DB_ID } from './ids.ts';

// ---------------------------------------------------------------------------------------------
// Invitations and activation (docs/decisions/014): invitations (e-mail and WhatsApp), activation, import batches,
// delivery status. A member who never set a password is 'Belum aktif' (docs/spec-resolutions.md).
// ---------------------------------------------------------------------------------------------

/** An activation link works this long, once. */
export const INVITATION_TTL_DAYS = 7;
/** One 'Kirim Undangan' reaches at most this many members (an import's maximum). */
export const INVITE_MAX = 10_000;
/** Where the link opens ('Aktifkan Akun'). */
export const ACTIVATION_PATH = '/activate';

export const INVITATION_MSG = {
  selectionRequired: 'Pilih anggota yang akan diundang, atau kirim ke semua yang tampil.',
  tooMany: `Maksimal ${INVITE_MAX} anggota sekali kirim`,
  alreadyActive: 'Anggota ini sudah aktif (sudah membuat password); undangan tidak diperlukan.',
  noWhatsApp:
    'Nomor telepon anggota ini tidak bisa dipakai untuk WhatsApp. Perbaiki nomornya (contoh 0812…) di halaman detail.',
  /** The community's short name (community settings) in the subject. */
  mailSubject: (community: string) => `Undangan mengaktifkan akun ${community}`,
} as const;

export const ACTIVATION_MSG = {
  invalid:
    'Tautan aktivasi tidak valid. Pastikan alamatnya disalin utuh, atau minta undangan baru kepada panitia.',
  used: 'Tautan aktivasi ini sudah dipakai dan akun Anda sudah aktif. Silakan masuk dengan password Anda; jika lupa, gunakan "Lupa Password".',
  expired: `Tautan aktivasi ini sudah kedaluwarsa (berlaku ${INVITATION_TTL_DAYS} hari). Minta undangan baru kepada panitia, atau gunakan "Lupa Password" dengan email Anda.`,
  activated: 'Akun Anda sudah aktif. Selamat datang!',
} as const;

export type ActivationRefusal = 'ACTIVATION_INVALID' | 'ACTIVATION_USED' | 'ACTIVATION_EXPIRED';

// --- WhatsApp ----------------------------------------------------------------------------------

export { whatsAppNumber } from './constants.ts';

/** How long a reset link sent by WhatsApp by the committee works (a mailed one: one hour, decision 003). */
export const WHATSAPP_RESET_TTL_HOURS = 24;

/** The pre-filled Indonesian message of 'Kirim tautan atur ulang via WhatsApp' (docs/decisions/022). */
export function whatsAppResetText(name: string, link: string): string {
  return [
    `Halo ${name}, ini dari panitia Alumni 86.`,
    `Untuk membuat password baru di situs alumni, buka tautan berikut (berlaku ${WHATSAPP_RESET_TTL_HOURS} jam, sekali pakai):`,
    link,
    'Jika Anda tidak meminta ini, abaikan saja pesan ini.',
  ].join('\n');
}

/** The pre-filled Indonesian message of 'Kirim via WhatsApp'. */
export function whatsAppInvitationText(name: string, link: string, community: string): string {
  return [
    `Halo ${name}, ini undangan dari panitia ${community}.`,
    `Silakan aktifkan akun Anda di situs alumni: buka tautan berikut lalu buat password Anda (berlaku ${INVITATION_TTL_DAYS} hari, sekali pakai):`,
    link,
    'Sampai jumpa di acara-acara angkatan kita!',
  ].join('\n');
}

export const whatsAppUrl = (number: string, text: string) =>
  `https://wa.me/${number}?text=${encodeURIComponent(text)}`;

// --- POST /user/invitations ------------------------------------------------------------------

const memberId = bodyId('ID pengguna tidak valid');

/**
 * 'Kirim Undangan': either the selected members (`userIds`) or every not-yet-active member the list shows
 * (`all: true`, with the list's search in `username`). Active members are skipped, never mailed.
 */
export const SendInvitationsBody = z
  .object(
    {
      userIds: z
        .array(memberId, { error: INVITATION_MSG.selectionRequired })
        .min(1, INVITATION_MSG.selectionRequired)
        .max(INVITE_MAX, INVITATION_MSG.tooMany)
        .optional(),
      all: z.literal(true, { error: INVITATION_MSG.selectionRequired }).optional(),
      username: querySearch('Kata pencarian', 100).transform(
        (v) => v?.replace(/^@+/, '').trim() || undefined,
      ),
    },
    { message: INVALID_BODY },
  )
  .refine((b) => (b.userIds !== undefined) !== (b.all === true), {
    message: INVITATION_MSG.selectionRequired,
    path: ['userIds'],
  });
export type SendInvitationsBody = z.infer<typeof SendInvitationsBody>;
export type SendInvitationsInput = z.input<typeof SendInvitationsBody>;

export const SendInvitationsResult = resultOf(
  z.object({
    /** Invitations queued in the outbox (one mail each). */
    invited: z.number().int(),
    /** Chosen members who are already active (no invitation). */
    skippedActive: z.number().int(),
    /** False when no SMTP_URL is set: the mails wait in the outbox. */
    emailConfigured: z.boolean(),
  }),
);
export type SendInvitationsResult = z.infer<typeof SendInvitationsResult>;

/** POST /user/{id}/invitation/whatsapp: a fresh activation link inside a wa.me link. */
export const WhatsAppInvitationResult = resultOf(
  z.object({ url: z.string(), link: z.string(), phone: z.string() }),
);
export type WhatsAppInvitationResult = z.infer<typeof WhatsAppInvitationResult>;

// --- Activation ------------------------------------------------------------------------------

const activationToken = z
  .string({ message: ACTIVATION_MSG.invalid })
  .min(20, ACTIVATION_MSG.invalid)
  .max(200, ACTIVATION_MSG.invalid);

/** POST /activation/check: whether the link still works, before the member types a password. */
export const ActivationCheckBody = z.object({ token: activationToken }, { message: INVALID_BODY });
export type ActivationCheckBody = z.infer<typeof ActivationCheckBody>;
export const ActivationCheckResult = resultOf(z.object({ name: z.string(), username: z.string() }));
export type ActivationCheckResult = z.infer<typeof ActivationCheckResult>;

/** POST /activation: sets the password (and its confirmation, as the page asks) and signs in. */
export const ActivateBody = z.object(
  {
    token: activationToken,
    password: NewPasswordForm.shape.password,
  },
  { message: INVALID_BODY },
);
export type ActivateBody = z.infer<typeof ActivateBody>;

// --- Status for the admin screens -------------------------------------------------------------

/**
 * GET /mail/status: whether mails leave the server at all (SMTP_URL), and the public address links are built
 * on, flagged when phones cannot open it (a loopback or private address, docs/decisions/022).
 */
export const MailStatusResult = resultOf(
  z.object({ configured: z.boolean(), publicUrl: z.string(), publicUrlLocal: z.boolean() }),
);
export type MailStatusResult = z.infer<typeof MailStatusResult>;

export const OUTBOX_STATUS_LABEL = { queued: 'antre', sent: 'terkirim', failed: 'gagal' } as const;
export type OutboxStatus = keyof typeof OUTBOX_STATUS_LABEL;

export const UserMail = z.object({
  id: z.number().int(),
  kind: z.string(),
  subject: z.string(),
  status: z.enum(['queued', 'sent', 'failed']),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdDate: z.string(),
  sentDate: z.string().nullable(),
});
export type UserMail = z.infer<typeof UserMail>;

export const UserInvitation = z.object({
  id: z.number().int(),
  channel: z.enum(['email', 'whatsapp']),
  createdDate: z.string(),
  expiresDate: z.string(),
  usedDate: z.string().nullable(),
});
export type UserInvitation = z.infer<typeof UserInvitation>;

/** GET /user/{id}/deliveries: the user detail page's 'Undangan & Email'. */
export const UserDeliveriesResult = resultOf(
  z.object({
    active: z.boolean(),
    emailConfigured: z.boolean(),
    whatsApp: z.string().nullable(),
    invitations: z.array(UserInvitation),
    mails: z.array(UserMail),
  }),
);
export type UserDeliveries = z.infer<typeof UserDeliveriesResult>['result'];

// --- Import batches -----------------------------------------------------------------------------

export const IMPORT_BATCH_MSG = {
  notFound: 'Riwayat import tidak ditemukan.',
  alreadyUndone: 'Import ini sudah dibatalkan.',
} as const;

export const ImportBatch = z.object({
  id: z.number().int(),
  createdDate: z.string(),
  createdBy: z.string(),
  total: z.number().int(),
  /** Members of the batch still present who have not activated. */
  inactive: z.number().int(),
  /** Members of the batch still present who have activated. */
  active: z.number().int(),
  undoneDate: z.string().nullable(),
  undoneBy: z.string().nullable(),
  removed: z.number().int().nullable(),
  kept: z.number().int().nullable(),
});
export type ImportBatch = z.infer<typeof ImportBatch>;
export const ImportBatchesResult = resultOf(z.array(ImportBatch));
export const UndoImportResult = resultOf(z.object({ removed: z.number().int(), kept: z.number().int() }));
export type UndoImportResult = z.infer<typeof UndoImportResult>['result'];

/** DELETE /user/imports/{id}: a numeric id only (an unknown one is the 404 'Riwayat import tidak ditemukan.'). */
export const ImportBatchIdParam = z.object({
  id: z
    .string({ error: IMPORT_BATCH_MSG.notFound })
    .regex(/^\d{1,9}$/, { error: IMPORT_BATCH_MSG.notFound })
    .transform(Number)
    .pipe(z.number().int().min(1, { error: IMPORT_BATCH_MSG.notFound }).max(MAX_DB_ID)),
});
