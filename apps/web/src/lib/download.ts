import { isErrorCode } from '@alumni/contract/errors';
import { ApiError, withQuery } from './api.ts';
import { readSession } from './session.ts';
import { refreshSessionIfDue } from './session-lifetime.ts';

/** The file name a Content-Disposition header gives (RFC 6266: filename* first), or `fallback`. */
export function filenameFromDisposition(header: string | null, fallback: string): string {
  if (!header) return fallback;
  const star = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(header);
  if (star?.[1]) {
    try {
      return decodeURIComponent(star[1].trim());
    } catch {
      // fall through to the plain name
    }
  }
  const plain = /filename\s*=\s*"([^"]*)"/i.exec(header) ?? /filename\s*=\s*([^;]+)/i.exec(header);
  const name = plain?.[1]?.trim();
  return name ? name : fallback;
}

/**
 * Downloads a file from the API with the session's token (the Excel exports, docs/decisions/015): the token is a
 * header, not a cookie, so a plain link would be refused. A failure is an ApiError with the server's
 * Indonesian message.
 */
export async function downloadFile(
  path: string,
  query: Record<string, string | number | undefined>,
  fallbackName: string,
): Promise<string> {
  await refreshSessionIfDue();
  const token = readSession()?.token;
  let res: Response;
  try {
    res = await fetch(withQuery(path, query), {
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
  } catch {
    throw new ApiError(0, 'Tidak dapat terhubung ke server. Periksa koneksi internet Anda.', 'NETWORK');
  }
  if (!res.ok) {
    const body = (await res.json().catch(() => ({}))) as { message?: string; code?: string };
    throw new ApiError(
      res.status,
      body.message ?? 'Unduhan gagal. Silakan coba lagi.',
      isErrorCode(body.code) ? body.code : 'UNKNOWN',
    );
  }
  const name = filenameFromDisposition(res.headers.get('content-disposition'), fallbackName);
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return name;
}
