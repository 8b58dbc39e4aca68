import {
  CURRENT_PASSWORD_REQUIRED,
  CURRENT_PASSWORD_WRONG,
  EMAIL_TAKEN,
  PASSWORD_REUSED,
  RESET_TOKEN_INVALID,
  USERNAME_TAKEN,
} from '@alumni/contract';
import { COMMUNITY_NAME, renderMail } from '../../lib/mail-layout.ts';

/** Every Indonesian text the auth module answers with; tests import the same strings they assert. */
export const AUTH_MESSAGES = {
  badCredentials: 'Email/username atau password salah.',
  tooManyAttempts: 'Terlalu banyak percobaan masuk. Silakan coba lagi dalam 15 menit.',
  usernameTaken: USERNAME_TAKEN,
  emailTaken: EMAIL_TAKEN,
  resetTokenInvalid: RESET_TOKEN_INVALID,
  /** COMMUNITY_NAME: the community's short name, filled in when the mail is sent (mail-layout.ts). */
  resetMailSubject: `Atur ulang password ${COMMUNITY_NAME}`,
  /** Said in the mail when this request replaced a link that still worked. */
  earlierLinkReplaced:
    'Tautan yang dikirim sebelumnya tidak berlaku lagi. Jika Anda tidak meminta tautan baru ini, abaikan email ini.',
  currentPasswordRequired: CURRENT_PASSWORD_REQUIRED,
  currentPasswordWrong: CURRENT_PASSWORD_WRONG,
  passwordReused: PASSWORD_REUSED,
} as const;

/** The forgot-password mail (HTML + text, lib/mail-layout.ts): the link opens a page where the reader types the new password. */
export function resetMail(name: string, link: string, opts: { replacedLiveLink: boolean }) {
  return renderMail({
    greeting: `Halo ${name},`,
    intro: [
      `Kami menerima permintaan untuk mengatur ulang password akun ${COMMUNITY_NAME} Anda.`,
      'Buka tautan berikut, lalu ketik password baru Anda di halaman tersebut (berlaku 1 jam, hanya sekali pakai):',
    ],
    action: { label: 'Atur Password Baru', url: link },
    outro: [
      ...(opts.replacedLiveLink ? [AUTH_MESSAGES.earlierLinkReplaced] : []),
      'Jika Anda tidak meminta perubahan ini, abaikan email ini; password Anda tidak berubah.',
    ],
  });
}
