import { describe, expect, it } from 'vitest';
import { ApiError } from '#web/lib/api.ts';
import { serverFieldErrors } from './server-errors.ts';

const fields = ['username', 'email', 'password'] as const;

describe('serverFieldErrors', () => {
  it('puts a known message under its field', () => {
    const err = new ApiError(409, 'Username sudah digunakan.', 'CONFLICT');
    expect(serverFieldErrors(err, fields, 'email', { 'Username sudah digunakan.': 'username' })).toEqual([
      ['username', 'Username sudah digunakan.'],
    ]);
  });

  it('puts any other message under the fallback field', () => {
    const err = new ApiError(429, 'Terlalu banyak percobaan.', 'TOO_MANY_REQUESTS');
    expect(serverFieldErrors(err, fields, 'email')).toEqual([['email', 'Terlalu banyak percobaan.']]);
  });

  it('uses the field errors the server names, once per field, ignoring unknown paths', () => {
    const err = new ApiError(400, 'Data tidak valid', 'VALIDATION_ERROR', [
      { path: 'body.password', message: 'Password minimal 8 karakter' },
      { path: 'password', message: 'second' },
      { path: 'secret', message: 'ignored' },
    ]);
    expect(serverFieldErrors(err, fields, 'email')).toEqual([['password', 'Password minimal 8 karakter']]);
  });

  it('gives a generic message for a non-API failure', () => {
    expect(serverFieldErrors(new TypeError('x'), fields, 'email')).toEqual([
      ['email', 'Terjadi kesalahan. Silakan coba lagi.'],
    ]);
  });
});
