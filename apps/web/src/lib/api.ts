import { type ErrorCode, isErrorCode } from '@alumni/contract/errors';
import { takeVisitorAnswer } from './initial-data.ts';
import { clearSession, readSession } from './session.ts';
import { refreshSessionIfDue } from './session-lifetime.ts';

/** The server's codes (contract errors.ts) plus the two only the client gives: no connection, no known code. */
export type ApiErrorCode = ErrorCode | 'NETWORK' | 'UNKNOWN';

/** A failed call: the server's Indonesian `message`, its machine `code` and field errors. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code: ApiErrorCode,
    readonly errors: { path: string; message: string }[] = [],
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

const NETWORK_MESSAGE = 'Tidak dapat terhubung ke server. Periksa koneksi internet Anda.';

type Query = Record<string, string | number | boolean | null | undefined>;

export function withQuery(path: string, query?: Query): string {
  if (!query) return path;
  const qs = new URLSearchParams();
  for (const [k, v] of Object.entries(query))
    if (v !== undefined && v !== null && v !== '') qs.set(k, String(v));
  const s = qs.toString();
  return s ? `${path}?${s}` : path;
}

/**
 * Calls the API and unwraps `{ result }`. A body with `message` is a failure (docs/spec.md §7) and becomes an
 * ApiError; a 401 for an expired/revoked session also clears the stored session.
 */
export async function api<T>(
  path: string,
  init: {
    method?: string;
    body?: unknown;
    query?: Query;
    signal?: AbortSignal;
    formData?: FormData;
    /** Send this token instead of the stored session's (the registration wizard's in-memory token). */
    token?: string;
  } = {},
): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json' };
  const url = withQuery(path, init.query);
  // A visitor's first screen: the answer the server put into the page, when it did (lib/initial-data.ts).
  if ((init.method ?? 'GET') === 'GET' && !init.token) {
    const answer = takeVisitorAnswer<T>(url);
    if (answer) return answer.data;
  }
  if (!init.token) await refreshSessionIfDue();
  const session = init.token ? null : readSession();
  const token = init.token ?? session?.token;
  if (token) headers.authorization = `Bearer ${token}`;
  let body: BodyInit | undefined;
  if (init.formData) body = init.formData;
  else if (init.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(init.body);
  }
  let res: Response;
  try {
    res = await fetch(url, {
      method: init.method ?? 'GET',
      headers,
      body,
      signal: init.signal,
    });
  } catch (e) {
    if (e instanceof DOMException && e.name === 'AbortError') throw e;
    throw new ApiError(0, NETWORK_MESSAGE, 'NETWORK');
  }
  const json = (await res.json().catch(() => ({}))) as {
    result?: T;
    message?: string;
    code?: unknown;
    errors?: [];
  };
  if (!res.ok || typeof json.message === 'string') {
    // Only the session this request was made with: another tab may have refreshed or signed in meanwhile
    // (docs/decisions/020: the retired token stops working after its grace, the stored one goes on).
    if (
      res.status === 401 &&
      session &&
      json.code === 'SESSION_EXPIRED' &&
      readSession()?.token === session.token
    )
      clearSession();
    throw new ApiError(
      res.status,
      json.message ?? 'Terjadi kesalahan. Silakan coba lagi.',
      isErrorCode(json.code) ? json.code : 'UNKNOWN',
      json.errors,
    );
  }
  return json.result as T;
}
