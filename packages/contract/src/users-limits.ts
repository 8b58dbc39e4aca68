// ---------------------------------------------------------------------------------------------
// Member profile limits and messages (docs/spec.md §§3, 5, 9), without zod: the server, the web's
// forms and the seeds share them. Split from users.ts (docs/decisions/012).
// ---------------------------------------------------------------------------------------------

export const NICKNAME_MAX = 50;
export const PHONE_MAX = 20;
export const PHONE_MIN = 6;
/** Shared by PUT /user-post-register and PUT /user (one limit for the same column). */
export const ADDRESS_MAX = 500;
export const HIGH_SCHOOL_MAX = 100;
export const OCCUPATION_MAX = 100;
/** Digits, spaces and dashes, with an optional leading '+': '+62 812-3456-7890'. */
export const PHONE_PATTERN = /^\+?[0-9][0-9 -]*$/;

export const USER_NOT_FOUND = 'Pengguna tidak ditemukan.';
/** 409 USERNAME_TAKEN / EMAIL_TAKEN: registration, admin add, profile and account edits (unique without case). */
export const USERNAME_TAKEN = 'Username sudah digunakan.';
export const EMAIL_TAKEN = 'Email sudah terdaftar.';
export const PROFILE_FORBIDDEN = 'Anda hanya dapat mengubah profil Anda sendiri.';
export const REQUIRED = 'Wajib Diisi';
export const END_BEFORE_START = 'Tanggal selesai tidak boleh sebelum tanggal mulai.';
export const GPA_RANGE = 'IPK harus di antara 0 dan 4.';
export const SOCIAL_NOT_A_HANDLE = 'Masukkan nama pengguna saja, tanpa alamat situs.';

export const ABOUT_MAX = 2000;
export const DESCRIPTION_MAX = 2000;
export const LANGUAGES_MAX = 200;
export const SPECIALITIES_MAX_ITEMS = 30;
export const SPECIALITY_MAX = 50;
export const SOCIAL_HANDLE_MAX = 50;
export const SOCIAL_HANDLE_PATTERN = /^[A-Za-z0-9._-]+$/;
/** Per list (workingExps, businesses, educations) in one PUT /user. */
export const PROFILE_ITEMS_MAX = 50;
export const GPA_MAX = 4;
