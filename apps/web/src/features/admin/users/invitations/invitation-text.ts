import {
  type InvitationState,
  OUTBOX_STATUS_LABEL,
  type OutboxStatus,
  type UserListItemAdmin,
} from '@alumni/contract';
import { formatDateId } from '#web/lib/dates.ts';

/** Texts (docs/decisions/014) of /admin/user and the user detail page: invitations, activation, delivery status. */
export const INVITE_TEXT = {
  filterLabel: 'Status',
  filters: { all: 'Semua pengguna', inactive: 'Belum aktif' },
  inactive: 'Belum aktif',
  allActive: 'Semua anggota sudah aktif',
  allActiveBody: 'Tidak ada anggota yang belum membuat password.',
  showAll: 'Tampilkan semua pengguna',
  activeLabel: 'Aktif',
  deceased: 'Telah berpulang · tidak ada pengiriman',
  activationColumn: 'Aktivasi',
  neverInvited: 'Belum pernah diundang',
  /** A row's newest invitation, as it really went (docs/decisions/022). */
  invitedState: {
    whatsapp: (date: string) => `Tautan WhatsApp dibuat ${date}`,
    sent: (date: string) => `Undangan terkirim ${date}`,
    queued: (date: string) => `Undangan dalam antrean sejak ${date}`,
    waiting: (date: string) => `Undangan belum terkirim (menunggu e-mail diatur), dibuat ${date}`,
    failed: (date: string) => `Undangan gagal terkirim, dibuat ${date}`,
  },
  send: 'Kirim Undangan',
  sendTitle: 'Kirim Undangan',
  confirmSend: 'Kirim',
  confirmQueue: 'Simpan di Antrean',
  counting: 'Menghitung…',
  nobody: 'Tidak ada anggota yang belum aktif di daftar ini.',
  nobodyTitle: 'Tidak ada yang diundang',
  sentTitle: 'Undangan dikirim',
  queuedTitle: 'Undangan belum terkirim',
  failedTitle: 'Gagal mengirim undangan',
  whatsApp: 'Kirim via WhatsApp',
  whatsAppShort: 'WhatsApp',
  whatsAppOf: (name: string) => `Kirim via WhatsApp ke ${name}`,
  noWhatsApp: 'Tanpa nomor WhatsApp',
  noWhatsAppHint: 'Nomor telepon kosong atau bukan nomor ponsel Indonesia; perbaiki di halaman detail.',
  whatsAppDialog: {
    title: 'Undangan WhatsApp',
    intro: (name: string, phone: string) =>
      `Pesan berisi tautan aktivasi untuk ${name} (+${phone}) sudah disiapkan. Buka WhatsApp untuk mengirimnya.`,
    open: 'Buka WhatsApp',
    copy: 'Salin Pesan',
    copied: 'Tersalin',
    copyFailed: 'Tidak dapat menyalin otomatis; pesan sudah dipilih, salin secara manual.',
    close: 'Tutup',
    failedTitle: 'Gagal membuat undangan WhatsApp',
  },
  mailOff: {
    title: 'E-mail belum dikonfigurasi',
    body: 'Situs ini belum dapat mengirim e-mail, jadi undangan dan e-mail lain belum terkirim: semuanya disimpan di antrean dan dikirim otomatis setelah pengelola server mengatur pengiriman e-mail. Sementara itu, gunakan "Kirim via WhatsApp".',
  },
  localUrl: {
    title: 'Tautan tidak akan terbuka di ponsel anggota',
    body: (url: string) =>
      `Alamat situs yang dipakai dalam tautan adalah ${url}: alamat ini hanya bisa dibuka dari server ini atau jaringannya. Tautan undangan, atur ulang password dan Tautan Gabung yang dikirim sekarang tidak akan terbuka di ponsel anggota. Minta pengelola server mengisi alamat situs yang sebenarnya (mis. https://nama-komunitas.id) di pengaturan server sebelum mengirim tautan.`,
  },
  resetWhatsApp: {
    button: 'Kirim tautan atur ulang via WhatsApp',
    title: 'Tautan Atur Ulang via WhatsApp',
    intro: (name: string, phone: string) =>
      `Pesan berisi tautan baru untuk membuat password (berlaku 24 jam, sekali pakai) bagi ${name} (+${phone}) sudah disiapkan. Tautan sebelumnya tidak berlaku lagi. Buka WhatsApp untuk mengirimnya.`,
    failedTitle: 'Gagal membuat tautan atur ulang',
    hint: 'Untuk anggota yang lupa password dan tidak menerima e-mail: tautan dikirim dari WhatsApp Anda sendiri; password baru dibuat oleh anggota.',
  },
  deliveries: {
    title: 'Undangan & Email',
    status: 'Status akun',
    invitations: 'Undangan',
    mails: 'Email',
    noInvitations: 'Belum pernah diundang.',
    noMails: 'Belum ada email untuk anggota ini.',
    channel: { email: 'Email', whatsapp: 'WhatsApp' },
    invitationState: (used: string | null, expired: boolean) =>
      used ? `dipakai ${used}` : expired ? 'kedaluwarsa' : 'masih berlaku',
    validUntil: (date: string) => `berlaku sampai ${date}`,
    attempts: (n: number) => `${n}× dicoba`,
    kinds: { invitation: 'Undangan aktivasi', 'password-reset': 'Atur ulang password' } as Record<
      string,
      string
    >,
    loadError: 'Status undangan dan email tidak dapat dimuat.',
  },
} as const;

const T = INVITE_TEXT;

/**
 * The outbox status as the admin reads it: antre, terkirim, gagal; a queued mail without e-mail configured
 * waits for it, and says so.
 */
export const mailStatusLabel = (status: OutboxStatus, emailConfigured = true) =>
  status === 'queued' && !emailConfigured ? 'menunggu e-mail diatur' : OUTBOX_STATUS_LABEL[status];

/**
 * What became of a row's newest invitation (docs/decisions/022): 'Undangan terkirim 22 November 2026',
 * '… belum terkirim (menunggu e-mail diatur) …', 'Tautan WhatsApp dibuat …', or 'Belum pernah diundang'.
 */
export function lastInvitedLabel(
  iso: string | null,
  state: InvitationState | string | null,
  emailConfigured: boolean | undefined,
): string {
  if (!iso) return T.neverInvited;
  const date = formatDateId(iso) || iso;
  switch (state) {
    case 'whatsapp':
      return T.invitedState.whatsapp(date);
    case 'sent':
      return T.invitedState.sent(date);
    case 'failed':
      return T.invitedState.failed(date);
    default:
      return emailConfigured === false ? T.invitedState.waiting(date) : T.invitedState.queued(date);
  }
}

/**
 * Who 'Kirim Undangan' reaches: the selected rows when any are selected (only the not-yet-active ones get a
 * mail; the active ones are named as skipped), else every not-yet-active member the list shows (counted
 * by the server for the list's search).
 */
export type InviteTarget =
  | { kind: 'selected'; userIds: number[]; inactive: number; active: number }
  | { kind: 'all'; search: string };

export function inviteTarget(
  rows: readonly UserListItemAdmin[],
  selectedIds: readonly number[],
  search: string,
): InviteTarget {
  if (selectedIds.length === 0) return { kind: 'all', search };
  // A classmate who has passed away is never invited (docs/decisions/024), even if a stale selection holds them.
  const chosen = rows.filter((r) => selectedIds.includes(r.id) && !r.deceased);
  const inactive = chosen.filter((r) => !r.active).length;
  return { kind: 'selected', userIds: chosen.map((r) => r.id), inactive, active: chosen.length - inactive };
}

/**
 * The confirmation's question, with the count (docs/decisions/014: 'a confirmation that says how many'). Without e-mail
 * configured it promises no mail: the invitations are kept in the queue until e-mail is set up
 * (docs/decisions/022).
 */
export function inviteQuestion(target: InviteTarget, count: number, emailConfigured = true): string {
  const who =
    target.kind === 'selected' ? 'anggota terpilih yang belum aktif' : 'anggota belum aktif di daftar ini';
  const skipped =
    target.kind === 'selected' && target.active > 0
      ? ` ${target.active} anggota terpilih sudah aktif dan tidak diundang.`
      : '';
  if (!emailConfigured)
    return `Simpan undangan aktivasi untuk ${count} ${who}? E-mail belum dikonfigurasi, jadi belum ada yang menerima email: undangan disimpan di antrean dan baru terkirim setelah pengiriman e-mail diatur. Untuk menghubungi mereka sekarang, gunakan "Kirim via WhatsApp".${skipped}`;
  return `Kirim undangan aktivasi ke ${count} ${who}? Setiap anggota menerima email berisi tautan yang berlaku 7 hari dan hanya sekali pakai.${skipped}`;
}

/** The result toast's title: 'Undangan dikirim' only when a mail can leave. */
export const inviteResultTitle = (emailConfigured: boolean) =>
  emailConfigured ? T.sentTitle : T.queuedTitle;

/** The success toast's message. */
export function inviteResult(res: {
  invited: number;
  skippedActive: number;
  emailConfigured: boolean;
}): string {
  const parts = [
    res.emailConfigured
      ? `${res.invited} undangan masuk antrean dan segera dikirim.`
      : `${res.invited} undangan disimpan di antrean, tetapi e-mail belum dikonfigurasi: belum ada yang terkirim. Gunakan "Kirim via WhatsApp".`,
  ];
  if (res.skippedActive > 0) parts.push(`${res.skippedActive} anggota sudah aktif dan dilewati.`);
  return parts.join(' ');
}
