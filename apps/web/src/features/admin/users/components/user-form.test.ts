import { describe, expect, it } from 'vitest';
import { ApiError } from '#web/lib/api.ts';
import { serverFieldErrors } from './user-form.tsx';

describe('serverFieldErrors', () => {
  it('puts a 409 duplicate at its field', () => {
    expect(serverFieldErrors(new ApiError(409, 'Username sudah digunakan.', 'USERNAME_TAKEN'))).toEqual([
      ['username', 'Username sudah digunakan.'],
    ]);
    expect(serverFieldErrors(new ApiError(409, 'Email sudah terdaftar.', 'EMAIL_TAKEN'))).toEqual([
      ['email', 'Email sudah terdaftar.'],
    ]);
  });

  it('maps validation errors by path, once per field, and skips paths that are not form fields', () => {
    const err = new ApiError(400, 'Data tidak valid', 'VALIDATION_ERROR', [
      { path: 'phoneNumber', message: 'Nomor telepon minimal 6 karakter' },
      { path: 'phoneNumber', message: 'kedua' },
      { path: 'picture', message: 'Gambar tidak valid. Upload ulang gambar.' },
      { path: 'repassword', message: 'Kata sandi konfirmasi tidak sama dengan kata sandi' },
    ]);
    expect(serverFieldErrors(err)).toEqual([
      ['phoneNumber', 'Nomor telepon minimal 6 karakter'],
      ['repassword', 'Kata sandi konfirmasi tidak sama dengan kata sandi'],
    ]);
  });

  it('has nothing for a network failure or a non-API error', () => {
    expect(serverFieldErrors(new ApiError(0, 'Tidak dapat terhubung', 'NETWORK'))).toEqual([]);
    expect(serverFieldErrors(new Error('x'))).toEqual([]);
  });
});
