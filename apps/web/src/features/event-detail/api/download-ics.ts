import { isErrorCode } from '@alumni/contract/errors';
import { ApiError } from '#web/lib/api.ts';
import { readSession } from '#web/lib/session.ts';

/** The file name from 'attachment; filename="reuni-akbar.ics"', else a fallback. */
export function fileNameFrom(disposition: string | null, fallback: string): string {
  const m = disposition?.match(/filename="([^"\\/]+)"/);
  return m?.[1] ?? fallback;
}

/**
 * GET /api/v1/event/{id}/ics with the member's token (so their file carries the description) and saves
 * it through a temporary object URL. A plain link could not send the token.
 */
export async function downloadEventIcs(eventId: number): Promise<void> {
  const headers: Record<string, string> = { accept: 'text/calendar' };
  const token = readSession()?.token;
  if (token) headers.authorization = `Bearer ${token}`;
  let res: Response;
  try {
    res = await fetch(`/api/v1/event/${eventId}/ics`, { headers });
  } catch {
    throw new ApiError(0, 'Tidak dapat terhubung ke server. Periksa koneksi internet Anda.', 'NETWORK');
  }
  if (!res.ok) {
    const body = (await res.json().catch(() => ({}))) as { message?: string; code?: unknown };
    throw new ApiError(
      res.status,
      body.message ?? 'Terjadi kesalahan.',
      isErrorCode(body.code) ? body.code : 'UNKNOWN',
    );
  }
  const blob = await res.blob();
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileNameFrom(res.headers.get('content-disposition'), `acara-${eventId}.ics`);
  document.body.append(a);
  a.click();
  a.remove();
  // Revoked on the next tick: the click has started the download by then.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
