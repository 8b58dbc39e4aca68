import {
  IMPORT_COLUMNS,
  IMPORT_FAILED,
  IMPORT_MAX_ROWS,
  IMPORT_SUCCESS,
  IMPORT_TOO_MANY,
} from '@alumni/contract';

const columnList = IMPORT_COLUMNS.map((c) => c.title).join(', ');

/** Texts of the import side panel on /admin/user (docs/spec.md §§2, 3, 5, 8). */
export const IMPORT_TEXT = {
  title: 'Import Pengguna',
  intro: `Unggah file Excel berisi data pengguna. Baris pertama lembar pertama berisi judul kolom: ${columnList}. Username dan Email wajib diisi.`,
  template: 'Unduh template',
  templateFile: 'template-import-pengguna.xlsx',
  templateFailed: 'Template gagal dibuat. Silakan coba lagi.',
  dropTitle: 'Pilih file Excel atau tarik ke sini',
  dropHint: '.xlsx atau .xls, max. 10mb',
  chooseFile: 'Pilih File',
  chosenFiles: 'File dipilih',
  removeFile: (name: string) => `Hapus file ${name}`,
  reading: 'Membaca file…',
  previewTitle: 'Pratinjau',
  willImport: (n: number) => `${n.toLocaleString('id-ID')} pengguna akan diimpor`,
  previewRow: 'Baris',
  previewCaption: 'Data pengguna dari file Excel',
  previewLimited: (shown: number, total: number) =>
    `Menampilkan ${shown.toLocaleString('id-ID')} baris pertama dari ${total.toLocaleString('id-ID')}.`,
  empty: '-',
  passwordNote:
    "Pengguna yang diimpor belum aktif (belum memiliki kata sandi). Setelah impor, kirim undangan lewat 'Kirim Undangan' atau 'Kirim via WhatsApp' di daftar pengguna; mereka juga dapat memakai halaman Lupa Kata Sandi dengan email mereka.",

  // Import history and 'Batalkan Import' (docs/decisions/014).
  historyTitle: 'Riwayat Import',
  historyEmpty: 'Belum ada import.',
  historyLoadError: 'Riwayat import tidak dapat dimuat.',
  batchSummary: (n: number) => `${n.toLocaleString('id-ID')} pengguna`,
  batchBy: (who: string, when: string) => `oleh ${who}, ${when}`,
  batchState: (inactive: number, active: number) =>
    `${inactive.toLocaleString('id-ID')} belum aktif, ${active.toLocaleString('id-ID')} sudah aktif`,
  batchUndone: (when: string, who: string, removed: number, kept: number) =>
    `Dibatalkan ${when} oleh ${who}: ${removed.toLocaleString('id-ID')} dihapus, ${kept.toLocaleString('id-ID')} dipertahankan karena sudah aktif.`,
  undo: 'Batalkan Import',
  undoOf: (n: number, when: string) => `Batalkan Import ${n} pengguna (${when})`,
  undoTitle: 'Batalkan Import',
  undoConfirm: 'Batalkan',
  undoMessage: (inactive: number, active: number) =>
    `${inactive.toLocaleString('id-ID')} anggota dari import ini yang belum aktif akan dihapus beserta undangannya.${active > 0 ? ` ${active.toLocaleString('id-ID')} anggota yang sudah aktif dipertahankan.` : ''} Tindakan ini tidak dapat dibatalkan.`,
  undoneTitle: 'Import dibatalkan',
  undone: (removed: number, kept: number) =>
    `${removed.toLocaleString('id-ID')} pengguna dihapus. ${kept.toLocaleString('id-ID')} pengguna dipertahankan karena sudah aktif.`,
  undoFailedTitle: 'Gagal membatalkan import',
  save: 'Simpan',
  cancel: 'Batal',
  confirmTitle: 'Import pengguna',
  confirmMessage: (n: number) =>
    `Apakah Anda yakin mengimpor ${n.toLocaleString('id-ID')} pengguna? Pastikan data di file sudah benar.`,
  successTitle: 'Berhasil',
  success: IMPORT_SUCCESS,
  failedTitle: 'Terdapat kesalahan',
  failed: IMPORT_FAILED,
  errorsTitle: 'Perbaiki file lalu pilih lagi:',

  // Problems with the file itself (nothing is sent).
  notExcel: 'Hanya file Excel (.xlsx atau .xls) yang dapat diimpor.',
  unreadable: 'File tidak dapat dibaca. Pastikan file berformat Excel (.xlsx atau .xls) dan tidak rusak.',
  noHeader: `Format file tidak sesuai. Baris pertama harus berisi judul kolom: ${columnList}.`,
  missingColumn: (title: string) => `Format file tidak sesuai. Kolom ${title} tidak ditemukan.`,
  noRows: 'File tidak berisi data pengguna.',
  tooMany: (n: number) =>
    `File berisi ${n.toLocaleString('id-ID')} baris data. ${IMPORT_TOO_MANY}; bagi file menjadi beberapa bagian.`,
  maxRows: IMPORT_MAX_ROWS,
} as const;
