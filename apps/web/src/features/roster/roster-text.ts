import { formatCount } from '#web/lib/numbers.ts';

/** The member's 'Daftar Angkatan' screen (docs/decisions/024), one catalogue so tests use the same words. */
export const ROSTER_TEXT = {
  title: 'Daftar Angkatan',
  intro:
    'Seluruh teman seangkatan 1986, baik yang sudah bergabung maupun yang belum. Bila Anda tahu kabar teman yang belum ditemukan, beri tahu panitia.',
  search: 'Cari nama',
  searchPlaceholder: 'Ketik nama atau nama panggilan',
  classFilter: 'Kelas',
  allClasses: 'Semua kelas',
  statusFilter: 'Status',
  allStatuses: 'Semua status',
  empty: 'Belum Ada Nama',
  emptyDescription: 'Panitia belum memasukkan nama ke Daftar Angkatan, atau pencarian tidak menemukan nama.',
  loadFailed: 'Daftar Angkatan gagal dimuat.',
  retry: 'Coba lagi',
  tip: 'Saya tahu kabarnya',
  tipTitle: (name: string) => `Kabar tentang ${name}`,
  tipIntro: 'Catatan dan nomor telepon ini hanya dibaca oleh panitia, tidak ditampilkan kepada anggota lain.',
  tipNote: 'Catatan',
  tipNoteHint: 'Mis. tinggal di mana, cara menghubunginya, atau siapa yang masih berhubungan.',
  tipPhone: 'Nomor telepon (opsional)',
  send: 'Kirim ke Panitia',
  cancel: 'Batal',
  sentTitle: 'Terima kasih',
  failedTitle: 'Gagal mengirim',
  viewProfile: 'Lihat Profil',
  memorial: 'Halaman Kenangan',
  deceasedOn: (date: string) => `Wafat ${date}`,
  count: (n: number) => `${formatCount(n)} nama`,
} as const;
