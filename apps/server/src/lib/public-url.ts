import { isIP } from 'node:net';

/**
 * Whether links built on this public address can reach a member's phone (docs/decisions/022): a loopback,
 * private, link-local or single-label host (`localhost`, `127.0.0.1`, `192.168.1.5`, `server`, `*.local`)
 * works only on the server's own machine or network, so an invitation or reset link sent by WhatsApp or
 * e-mail on it points nowhere.
 */
export function isLocalPublicUrl(publicUrl: string): boolean {
  let host: string;
  try {
    host = new URL(publicUrl).hostname.toLowerCase();
  } catch {
    return true;
  }
  if (host.startsWith('[') && host.endsWith(']')) host = host.slice(1, -1);
  const version = isIP(host);
  if (version === 4) {
    const [a = 0, b = 0] = host.split('.').map(Number);
    return (
      a === 127 ||
      a === 10 ||
      a === 0 ||
      (a === 172 && b >= 16 && b <= 31) ||
      (a === 192 && b === 168) ||
      (a === 169 && b === 254) ||
      (a === 100 && b >= 64 && b <= 127)
    );
  }
  if (version === 6) {
    return (
      host === '::1' ||
      host === '::' ||
      /^f[cd][0-9a-f]{2}:/.test(host) ||
      /^fe[89ab][0-9a-f]:/.test(host) ||
      /^::ffff:(127|10|192\.168)\./.test(host)
    );
  }
  return (
    !host.includes('.') ||
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    host.endsWith('.local') ||
    host.endsWith('.internal') ||
    host.endsWith('.lan') ||
    host.endsWith('.home.arpa')
  );
}

/** The start log's one warning about it (main.ts). */
export const localPublicUrlWarning = (publicUrl: string) =>
  `PERINGATAN: alamat publik ${publicUrl} hanya bisa dibuka dari server ini atau jaringannya. Tautan undangan, ` +
  'atur ulang password dan Tautan Gabung yang dikirim lewat WhatsApp atau e-mail tidak akan terbuka di ponsel ' +
  'anggota. Atur PUBLIC_URL ke alamat situs yang sebenarnya (mis. https://nama-komunitas.id).';
