import { RESET_TOKEN_INVALID } from '@alumni/contract';

/** Every Indonesian text the auth module answers with; tests import the same strings they assert. */
export const AUTH_MESSAGES = {
  badCredentials: 'Email/username atau password salah.',
  tooManyAttempts: 'Terlalu banyak percobaan masuk. Silakan coba lagi dalam 15 menit.',
  usernameTaken: 'Username sudah digunakan.',
  emailTaken: 'Email sudah terdaftar.',
  resetTokenInvalid: RESET_TOKEN_INVALID,
  resetMailSubject: 'Konfirmasi perubahan kata sandi Alumni 86',
} as const;

export function resetMailText(name: string, link: string): string {
  return [
    `Halo ${name},`,
    '',
    'Kami menerima permintaan untuk mengubah kata sandi akun Alumni 86 Anda.',
    'Kata sandi baru baru berlaku setelah Anda membuka tautan berikut (berlaku 1 jam, hanya sekali pakai):',
    '',
    link,
    '',
    'Jika Anda tidak meminta perubahan ini, abaikan email ini; kata sandi Anda tidak berubah.',
  ].join('\n');
}
