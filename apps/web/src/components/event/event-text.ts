import { WAITLIST_TEXT } from '@alumni/contract/constants';

/** Words shown on event cards and grids, shared by every page that lists events. */
export const EVENT_CARD_TEXT = {
  online: 'Online',
  finished: 'Selesai',
  full: 'Kuota Penuh',
  /** Every free seat is held for the waitlist (docs/decisions/035-waitlist-parties.md, Follow-up). */
  line: WAITLIST_TEXT.cardBadge,
  participants: (count: number, quota: number | null) =>
    quota === null ? `${count} peserta` : `${count}/${quota} peserta`,
  noImage: 'Belum ada gambar acara',
  listLabel: 'Daftar acara',
  loading: 'Memuat acara…',
} as const;
