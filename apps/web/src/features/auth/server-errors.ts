import { ApiError } from '#web/lib/api.ts';

const UNKNOWN = 'Terjadi kesalahan. Silakan coba lagi.';

/**
 * Turns a failed call into `[field, message]` pairs for react-hook-form's setError. The spec (section 8) shows
 * server messages under the email/username field: field errors the server names go under their own field,
 * known messages (e.g. 'Username sudah digunakan.') under the field they are about, anything else under
 * `fallback`.
 */
export function serverFieldErrors<F extends string>(
  error: unknown,
  fields: readonly F[],
  fallback: F,
  byMessage: Readonly<Record<string, F>> = {},
): [F, string][] {
  if (!(error instanceof ApiError)) return [[fallback, UNKNOWN]];
  const named: [F, string][] = [];
  for (const e of error.errors) {
    const last = e.path.split(/[./]/).pop() ?? '';
    const field = fields.find((f) => f === last);
    if (field && !named.some(([f]) => f === field)) named.push([field, e.message]);
  }
  if (named.length > 0) return named;
  return [[byMessage[error.message] ?? fallback, error.message || UNKNOWN]];
}
