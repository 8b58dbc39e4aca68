import { NOTIFICATION_TEXT } from '@alumni/contract/constants';

/** The notifications' words (docs/spec.md §§2, 8), shared by the bell, the page and the tests. */
export const NOTIFICATIONS_TEXT = {
  title: 'Notifikasi',
  bell: (unread: number) =>
    unread > 0 ? `Notifikasi, ${unread} belum dibaca` : 'Notifikasi, tidak ada yang belum dibaca',
  empty: NOTIFICATION_TEXT.empty,
  emptyHint: 'Kabar tentang komentar, balasan dan acara Anda akan muncul di sini.',
  markAllRead: 'Tandai semua dibaca',
  seeAll: 'Lihat Semua',
  /** The bell's way to 'Notifikasi di ponsel' (docs/decisions/030, 034). */
  push: 'Notifikasi di ponsel',
  unread: 'Belum dibaca',
  unreadCount: (n: number) => `${n} belum dibaca`,
  markFailed: 'Gagal menandai notifikasi',
  pageTitle: 'Notifikasi',
  pageLead: 'Semua kabar untuk Anda, terbaru di atas.',
  browseEvents: 'Lihat Daftar Acara',
} as const;
