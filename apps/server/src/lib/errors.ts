import type { ErrorCode } from '@alumni/contract';

/** The failure envelope (contract ErrorBody) with a code of the contract's ErrorCode union. */
export const errorBody = (
  message: string,
  code: ErrorCode,
  errors?: { path: string; message: string }[],
) => ({
  message,
  code,
  errors,
});

/** A failure the client should see: an Indonesian message, a machine code and an HTTP status. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly errors?: { path: string; message: string }[],
    /** Extra response headers, e.g. Retry-After on a 503. */
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (
  message: string,
  code: ErrorCode = 'BAD_REQUEST',
  errors?: { path: string; message: string }[],
) => new AppError(400, code, message, errors);
export const unauthorized = (message = 'Silakan masuk terlebih dahulu.', code: ErrorCode = 'UNAUTHORIZED') =>
  new AppError(401, code, message);
export const forbidden = (
  message = 'Anda tidak memiliki akses untuk tindakan ini.',
  code: ErrorCode = 'FORBIDDEN',
) => new AppError(403, code, message);
export const notFound = (message = 'Data tidak ditemukan.', code: ErrorCode = 'NOT_FOUND') =>
  new AppError(404, code, message);
export const conflict = (message: string, code: ErrorCode = 'CONFLICT') => new AppError(409, code, message);
export const tooManyRequests = (
  message = 'Terlalu banyak percobaan. Silakan coba lagi dalam beberapa menit.',
  code: ErrorCode = 'TOO_MANY_REQUESTS',
) => new AppError(429, code, message);
