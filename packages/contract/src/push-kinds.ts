/**
 * The kinds of notification a member can have pushed to their phone (docs/decisions/030), free of zod so the
 * member pages that show 'Notifikasi di ponsel' do not load it for these words.
 */
export const PUSH_KINDS = ['reminders', 'seats', 'replies', 'announcements'] as const;
export type PushKind = (typeof PUSH_KINDS)[number];
export const PUSH_KIND_LABELS: Record<PushKind, string> = {
  // Event reminders and the committee's dues reminders ('Iuran').
  reminders: 'Pengingat acara dan iuran',
  seats: 'Kursi dari daftar tunggu',
  replies: 'Balasan dan sebutan',
  // An event the member joined was changed; a kabar duka was announced.
  announcements: 'Pengumuman acara dan kabar duka',
};
