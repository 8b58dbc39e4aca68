/** Texts shared by the admin lists (/admin/user, /admin/event). */
export const ADMIN_LIST_TEXT = {
  search: 'Cari',
  clearSearch: 'Hapus pencarian',
  sortLabel: 'Urutkan',
  selectAll: 'Pilih semua di halaman ini',
  /** The visible part of selectAll where space is short; the rest stays for screen readers. */
  selectAllShort: ['Pilih semua', ' di halaman ini'] as const,
  selectRow: (name: string) => `Pilih ${name}`,
  selected: (n: number) => (n === 0 ? 'Belum ada yang dipilih' : `${n} dipilih`),
  clearSelection: 'Batal pilih',
  bulkBar: 'Pilihan baris',
  delete: 'Hapus',
  deleteSelected: (n: number) => `Hapus (${n})`,
  cannotUndo: 'Tindakan ini tidak dapat dibatalkan.',
  loadFailed: 'Data gagal dimuat.',
  retry: 'Coba lagi',
  loading: 'Memuat data…',
  detail: 'Detail',
} as const;
