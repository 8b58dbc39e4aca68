import { z } from 'zod';
import { INVALID_BODY } from './auth.ts';

export const NICKNAME_MAX = 50;
export const PHONE_MAX = 20;
export const PHONE_MIN = 6;
export const ADDRESS_MAX = 255;
export const HIGH_SCHOOL_MAX = 100;
export const OCCUPATION_MAX = 100;
/** Digits, spaces and dashes, with an optional leading '+': '+62 812-3456-7890'. */
export const PHONE_PATTERN = /^\+?[0-9][0-9 -]*$/;

/**
 * An optional profile text: trimmed; absent leaves the stored value alone, '' or null clears it.
 * The output is `string | null | undefined` so the server can tell "unchanged" from "cleared".
 */
const optionalText = (label: string, max: number) =>
  z
    .string({ message: `${label} harus berupa teks` })
    .trim()
    .max(max, `${label} maksimal ${max} karakter`)
    .nullish()
    .transform((v) => (v === '' ? null : v));

const phoneNumber = z
  .string({ message: 'Nomor telepon harus berupa teks' })
  .trim()
  .max(PHONE_MAX, `Nomor telepon maksimal ${PHONE_MAX} karakter`)
  .refine((v) => v === '' || PHONE_PATTERN.test(v), 'Nomor telepon hanya boleh berisi angka, spasi, - dan + di awal')
  .refine((v) => v === '' || v.length >= PHONE_MIN, `Nomor telepon minimal ${PHONE_MIN} karakter`)
  .nullish()
  .transform((v) => (v === '' ? null : v));

/** PUT /user-post-register: step 2 of the registration wizard (skippable), for the signed-in member only. */
export const PostRegisterBody = z.object(
  {
    nickname: optionalText('Nama panggilan', NICKNAME_MAX),
    phoneNumber,
    address: optionalText('Alamat', ADDRESS_MAX),
    highSchool: optionalText('Asal SMA', HIGH_SCHOOL_MAX),
    occupation: optionalText('Pekerjaan', OCCUPATION_MAX),
  },
  { message: INVALID_BODY },
);
export type PostRegisterBody = z.infer<typeof PostRegisterBody>;
export type PostRegisterInput = z.input<typeof PostRegisterBody>;
