/** A failure the client should see: an Indonesian message, a machine code and an HTTP status. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
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
  code = 'BAD_REQUEST',
  errors?: { path: string; message: string }[],
) => new AppError(400, code, message, errors);
export const unauthorized = (message = 'Silakan masuk terlebih dahulu.', code = 'UNAUTHORIZED') =>
  new AppError(401, code, message);
export const forbidden = (message = 'Anda tidak memiliki akses untuk tindakan ini.', code = 'FORBIDDEN') =>
  new AppError(403, code, message);
export const notFound = (message = 'Data tidak ditemukan.', code = 'NOT_FOUND') =>
  new AppError(404, code, message);
export const conflict = (message: string, code = 'CONFLICT') => new AppError(409, code, message);
export const tooManyRequests = (
  message = 'Terlalu banyak percobaan. Silakan coba lagi dalam beberapa menit.',
  code = 'TOO_MANY_REQUESTS',
) => new AppError(429, code, message);
