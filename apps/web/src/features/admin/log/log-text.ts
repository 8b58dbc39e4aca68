import { ACTIVITY_LOG_EMPTY } from '@alumni/contract/constants';
/** /admin/log texts (docs/spec.md §§2, 8, 9). */
export const LOG_TEXT = {
  title: 'Aktivitas List',
  searchLabel: 'Cari nama admin',
  searchPlaceholder: 'Cari nama admin lalu tekan Enter',
  sortLabel: 'Urutkan',
  columns: {
    userName: 'Nama Admin',
    module: 'Modul',
    action: 'Aksi',
    date: 'Tanggal',
    oldValue: 'Nilai Lama',
    newValue: 'Nilai Baru',
  },
  empty: ACTIVITY_LOG_EMPTY,
  emptySearch: (q: string) => `Tidak ada aktivitas untuk admin "${q}".`,
  clearSearch: 'Hapus pencarian',
  pageOf: (page: number, total: number) => `Halaman ${page} dari ${total}`,
  previous: 'Sebelumnya',
  next: 'Selanjutnya',
  pagination: 'Paginasi',
  loadFailed: 'Aktivitas gagal dimuat.',
  retry: 'Coba lagi',
  total: (n: number) => `${n} aktivitas`,
  loading: 'Memuat aktivitas…',
} as const;
