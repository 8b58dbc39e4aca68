import { PASSWORD_MISMATCH, PASSWORD_MISMATCH_TITLE, UPLOAD_MESSAGES } from '@alumni/contract';

/** /admin/setting texts (spec sections 2, 5, 8). */
export const SETTINGS_TEXT = {
  title: 'Pengaturan',
  breadcrumb: 'Breadcrumb',
  edit: 'Edit',
  overview: 'Overview',
  photo: 'Foto Profil',
  photoHint: 'PNG atau JPEG, maks. 5 MB.',
  changePhoto: 'Ubah Foto',
  uploading: 'Mengunggah…',
  fields: {
    name: 'Nama',
    email: 'Email',
    username: 'Username',
    password: 'Password',
    repassword: 'Konfirmasi Password',
    createdDate: 'Tanggal Dibuat',
  },
  passwordMask: '••••••••',
  passwordHidden: 'Disembunyikan',
  passwordHint: 'Kosongkan jika tidak ingin mengubah password. Minimal 8 karakter.',
  cancel: 'Batal',
  save: 'Simpan',
  confirm: {
    title: 'Simpan Perubahan',
    message:
      'Apakah Anda yakin ingin menyimpan perubahan akun Anda? Pastikan data yang Anda ubah sudah benar.',
  },
  mismatchTitle: PASSWORD_MISMATCH_TITLE,
  mismatchMessage: PASSWORD_MISMATCH,
  mismatchField: 'Kata sandi berbeda',
  savedTitle: 'Berhasil',
  savedMessage: 'Anda berhasil mengubah pengaturan akun.',
  photoSavedMessage: 'Foto profil berhasil diubah.',
  failedTitle: 'Terdapat kesalahan',
  uploadFailedTitle: UPLOAD_MESSAGES.title,
  uploadTooLarge: UPLOAD_MESSAGES.tooLarge,
  loadFailed: 'Data akun gagal dimuat.',
  retry: 'Coba lagi',
} as const;
