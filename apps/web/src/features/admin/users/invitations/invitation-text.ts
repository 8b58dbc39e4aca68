import { OUTBOX_STATUS_LABEL, type OutboxStatus, type UserListItemAdmin } from '@alumni/contract';
import { formatDateId } from '#web/lib/dates.ts';

/** Issue 16 texts of /admin/user and the user detail page: invitations, activation, delivery status. */
export const INVITE_TEXT = {
  filterLabel: 'Status',
  filters: { all: 'Semua pengguna', inactive: 'Belum aktif' },
  inactive: 'Belum aktif',
  allActive: 'Semua anggota sudah aktif',
  allActiveBody: 'Tidak ada anggota yang belum membuat password.',
  showAll: 'Tampilkan semua pengguna',
  activeLabel: 'Aktif',
  activationColumn: 'Aktivasi',
  neverInvited: 'Belum pernah diundang',
  invitedOn: (date: string) => `Diundang ${date}`,
  send: 'Kirim Undangan',
  sendTitle: 'Kirim Undangan',
  confirmSend: 'Kirim',
  counting: 'Menghitung…',
  nobody: 'Tidak ada anggota yang belum aktif di daftar ini.',
  nobodyTitle: 'Tidak ada yang diundang',
  sentTitle: 'Undangan dikirim',
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
    body: 'Server belum punya SMTP_URL, jadi undangan dan email lain belum terkirim: semuanya disimpan di antrean dan dikirim setelah SMTP diatur. Sementara itu, gunakan "Kirim via WhatsApp".',
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

/** The outbox status as the admin reads it: antre, terkirim, gagal. */
export const mailStatusLabel = (status: OutboxStatus) => OUTBOX_STATUS_LABEL[status];

/** 'Diundang 22 November 2026' or 'Belum pernah diundang'. */
export function lastInvitedLabel(iso: string | null): string {
  if (!iso) return T.neverInvited;
  return T.invitedOn(formatDateId(iso) || iso);
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
  const chosen = rows.filter((r) => selectedIds.includes(r.id));
  const inactive = chosen.filter((r) => !r.active).length;
  return { kind: 'selected', userIds: chosen.map((r) => r.id), inactive, active: chosen.length - inactive };
}

/** The confirmation's question, with the count (issue 16: 'a confirmation that says how many'). */
export function inviteQuestion(target: InviteTarget, count: number): string {
  const who =
    target.kind === 'selected' ? 'anggota terpilih yang belum aktif' : 'anggota belum aktif di daftar ini';
  const skipped =
    target.kind === 'selected' && target.active > 0
      ? ` ${target.active} anggota terpilih sudah aktif dan tidak diundang.`
      : '';
  return `Kirim undangan aktivasi ke ${count} ${who}? Setiap anggota menerima email berisi tautan yang berlaku 7 hari dan hanya sekali pakai.${skipped}`;
}

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
