import { PASSWORD_MISMATCH, PASSWORD_MISMATCH_TITLE, type Role, UPLOAD_MESSAGES } from '@alumni/contract';

/** Texts of /admin/user/{key} and /admin/user/add (docs/spec.md §§2, 4, 5, 8, 9). */
export const USER_ADMIN_TEXT = {
  listTitle: 'Pengguna',
  breadcrumb: 'Breadcrumb',
  backToList: 'Kembali ke daftar pengguna',
  edit: 'Edit',
  addTitle: 'Tambah User Baru',
  loading: 'Memuat data pengguna…',
  loadError: 'Data pengguna gagal dimuat.',
  retry: 'Coba lagi',
  memberSince: (date: string) => `Bergabung sejak ${date}`,
  roles: { ROLE_USER: 'Anggota', ROLE_ADMIN: 'Admin', ROLE_ADMINS: 'Admin' } satisfies Record<Role, string>,
  actions: {
    delete: 'Hapus',
    reset: 'Reset Sandi',
    edit: 'Edit',
    endSessions: 'Keluar dari semua perangkat',
  },

  fields: {
    name: 'Nama Lengkap',
    nickname: 'Nama Panggilan',
    username: 'Username',
    email: 'Email',
    password: 'Kata Sandi',
    repassword: 'Konfirmasi Kata Sandi',
    phoneNumber: 'Nomor Telepon/WA',
    address: 'Alamat',
    highSchool: 'Asal SMA',
    occupation: 'Pekerjaan',
    city: 'Kota',
  },
  required: 'wajib',
  passwordHint: 'Minimal 8 karakter.',
  ownAccountHint: 'Ubah username dan email akun Anda sendiri di halaman Pengaturan.',
  formSections: { account: 'Akun', personal: 'Data Pribadi' },
  save: 'Simpan',
  cancel: 'Batal',

  /** The add/edit form's photo field (the shared PictureField's words). */
  photo: {
    heading: 'Foto Profil',
    hint: 'PNG atau JPEG, maks. 5 MB. Foto dipotong persegi (1:1).',
    choose: 'Pilih Foto',
    change: 'Ganti Foto',
    remove: 'Hapus Foto',
    undo: 'Kembalikan Foto',
    chosen: 'Foto baru akan diunggah saat disimpan.',
    removed: 'Foto akan dihapus saat disimpan.',
    crop: {
      title: 'Potong Foto Profil',
      zoom: 'Perbesar',
      use: 'Gunakan Foto',
      cancel: 'Batal',
      failed: 'Gambar tidak dapat diproses. Silakan pilih gambar lain.',
    },
  },
  uploadFailedTitle: UPLOAD_MESSAGES.title,
  uploadTooLarge: UPLOAD_MESSAGES.tooLarge,

  mismatchTitle: PASSWORD_MISMATCH_TITLE,
  mismatchMessage: PASSWORD_MISMATCH,
  mismatchField: 'Kata sandi berbeda',

  editConfirm: {
    title: 'Simpan perubahan',
    message: 'Apakah anda yakin mengubah data untuk user ini? Pastikan data yang anda ubah sudah benar.',
  },
  addConfirm: {
    title: 'Menambah pengguna',
    // docs/spec.md §8 gives two texts for this dialog; docs/spec-resolutions.md 'Spec conflicts' says which and why ('manambah' corrected).
    message: 'Apakah anda yakin ingin menambah pengguna baru ini? Pastikan data yang anda ubah sudah benar.',
    confirm: 'Tambah Pengguna',
  },
  cancelEdit: {
    title: 'Batalkan edit pengguna',
    message: 'Perubahan yang belum disimpan akan hilang.',
  },
  cancelAdd: {
    title: 'Batalkan tambah pengguna',
    message: 'Data yang sudah diisi akan hilang.',
  },
  yes: 'Ya',
  no: 'Tidak',

  updated: { title: 'Berhasil', message: 'Anda berhasil mengubah data pengguna' },
  updateFailed: {
    title: 'Terdapat kesalahan',
    message: 'Mengubah data pengguna gagal, silakan masukkan data dengan benar dan coba lagi.',
  },
  added: { title: 'Berhasil menambah pengguna.', message: 'Kembali ke daftar pengguna…' },
  addFailed: { title: 'Gagal menambah pengguna' },

  deleteConfirm: {
    title: 'Hapus pengguna',
    message: 'Apakah Anda yakin menghapus pengguna? Tindakan ini tidak dapat dibatalkan.',
  },
  deleted: {
    title: 'Berhasil menghapus pengguna',
    message: (name: string) => `${name} telah dihapus permanen dan tidak dapat dikembalikan.`,
  },
  deletedNotice: 'Pengguna telah dihapus. Kembali ke daftar pengguna…',
  deleteFailed: { title: 'Gagal menghapus pengguna.' },

  endSessionsConfirm: {
    title: 'Keluar dari semua perangkat',
    message:
      'Akhiri semua sesi masuk pengguna ini di semua perangkat? Pengguna harus masuk kembali dengan kata sandinya; kata sandi tidak berubah.',
    confirm: 'Keluarkan',
  },
  endSessions: {
    title: 'Sesi pengguna diakhiri',
    message: (name: string) => `${name} telah dikeluarkan dari semua perangkat.`,
    failedTitle: 'Gagal mengakhiri sesi',
  },
  resetConfirm: {
    title: 'Reset Sandi',
    message:
      'Apakah Anda yakin mereset kata sandi pengguna ini? Kata sandi lama tidak berlaku lagi dan semua sesi masuk pengguna diakhiri.',
    confirm: 'Reset Sandi',
  },
  reset: {
    title: 'Berhasil mengubah kata sandi',
    message: 'Berikan kata sandi sementara kepada pengguna.',
    failedTitle: 'Gagal mengubah kata sandi',
    failedHint: 'Periksa kembali data pengguna, lalu coba lagi.',
  },
  tempPassword: {
    title: 'Kata Sandi Sementara',
    intro: (name: string) =>
      `Berikan kata sandi ini kepada ${name}. Kata sandi hanya ditampilkan sekali ini.`,
    label: 'Kata sandi sementara',
    copy: 'Salin',
    copied: 'Tersalin',
    copyFailed: 'Tidak dapat menyalin. Pilih teksnya lalu salin secara manual.',
    explain:
      'Semua sesi masuk pengguna ini telah diakhiri. Pengguna masuk dengan kata sandi sementara ini dan langsung diminta membuat kata sandi baru miliknya sendiri; atau gunakan "Lupa Password" di halaman masuk.',
    close: 'Tutup',
  },
} as const;
