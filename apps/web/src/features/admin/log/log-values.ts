import { EVENT_STATUS_LABEL, REGISTRATION_MODE_LABEL } from '@alumni/contract';
import { formatDateTimeId } from '#web/lib/dates.ts';

/**
 * Readable 'Label: value' lines of an activity row's old/new values (only the changed fields): Indonesian
 * labels, statuses and roles in words, instants in the community's zone, and internal ids left out where the
 * row names the person or thing (docs/decisions/022).
 */

const LABELS: Record<string, string> = {
  name: 'Nama',
  nickname: 'Nama Panggilan',
  username: 'Username',
  email: 'Email',
  picture: 'Foto',
  phoneNumber: 'Telepon',
  address: 'Alamat',
  highSchool: 'SMA',
  occupation: 'Pekerjaan',
  about: 'Tentang',
  specialities: 'Keahlian',
  languages: 'Bahasa',
  role: 'Peran',
  status: 'Status',
  startDate: 'Tanggal Mulai',
  endDate: 'Tanggal Selesai',
  location: 'Lokasi',
  quota: 'Kuota',
  maxCompanions: 'Pendamping per Anggota',
  companions: 'Pendamping',
  arrived: 'Jumlah Hadir',
  description: 'Deskripsi',
  eventType: 'Jenis Acara',
  eventCreationType: 'Tipe Pembuatan',
  imageUrl: 'Gambar',
  eventCategory: 'Kategori',
  eventCategoryId: 'Kategori',
  eventGroup: 'Grup',
  eventGroupId: 'Grup',
  eventName: 'Acara',
  content: 'Komentar',
  deleted: 'Dihapus',
  workingExps: 'Pengalaman Kerja',
  businesses: 'Bisnis',
  educations: 'Pendidikan',
  instagram: 'Instagram',
  facebook: 'Facebook',
  linkedin: 'LinkedIn',
  twitter: 'Twitter',
  tiktok: 'TikTok',
  participant: 'Partisipan',
  userName: 'Pengguna',
  checkedInAt: 'Waktu Hadir',
  overQuota: 'Melebihi Kuota',
  eventGroupName: 'Grup',
  author: 'Penulis',
  jumlah: 'Jumlah',
  dilewati: 'Dilewati',
  telepon: 'Telepon',
  berlaku: 'Berlaku',
  batch: 'No. Import',
  dihapus: 'Dihapus',
  dipertahankan: 'Dipertahankan',
  registrationMode: 'Cara Pendaftaran',
  whatsapp: 'WhatsApp',
  phone: 'Telepon',
  shortName: 'Nama Singkat',
  tagline: 'Slogan',
  logo: 'Logo',
  foundedYear: 'Tahun Berdiri',
};

/** Ids that only the database reads: left out when the same row names what they point at. */
const INTERNAL_IDS: Record<string, readonly string[]> = {
  userId: ['username', 'name', 'userName'],
  id: ['name', 'username', 'eventName'],
};

/** Words for the values of fields whose stored value is a code. */
const VALUE_WORDS: Record<string, Record<string, string>> = {
  status: EVENT_STATUS_LABEL,
  role: { ROLE_USER: 'Anggota', ROLE_ADMIN: 'Admin', ROLE_ADMINS: 'Admin' },
  eventType: { OFFLINE: 'Tatap muka', ONLINE: 'Daring' },
  eventCreationType: { CONTINUED: 'Lanjutan', NEW: 'Baru' },
  registrationMode: REGISTRATION_MODE_LABEL,
};

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

/** An instant as the community reads it ('26 November 2026 19.05'), any other value as it is. */
function readable(key: string, value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const word = VALUE_WORDS[key]?.[value];
  if (word) return word;
  if (ISO_INSTANT.test(value)) return formatDateTimeId(value) || value;
  return value;
}

/** Values longer than this are cut; the full text goes in the title attribute. */
export const VALUE_MAX = 60;

export interface ValueLine {
  key: string;
  label: string;
  /** What the cell shows (possibly cut). */
  text: string;
  /** The whole value when `text` was cut or summarised, for the title tooltip. */
  full?: string;
  /** An uploaded picture's address: shown as a thumbnail, never as the raw storage path. */
  image?: string;
}

/** Uploaded files live under /uploads/ (or a full URL to it); such values are pictures, not text. */
export function isUploadPath(value: unknown): value is string {
  return typeof value === 'string' && /^(https?:\/\/[^/\s]+)?\/uploads\/\S+$/.test(value);
}

/** Said in place of a picture's address, in tooltips of summarised objects. */
export const PICTURE_WORD = 'gambar';

export function fieldLabel(key: string): string {
  return LABELS[key] ?? key;
}

function summarise(value: unknown): string {
  if (value === null || value === undefined || value === '') return '-';
  if (typeof value === 'boolean') return value ? 'Ya' : 'Tidak';
  if (typeof value === 'number' || typeof value === 'string') return String(value);
  if (Array.isArray(value)) return `${value.length} item`;
  if (typeof value === 'object') {
    const o = value as Record<string, unknown>;
    // Objects with a human name read by it (a category, a group); others by their fields.
    for (const k of ['displayName', 'name', 'title', 'username']) {
      const v = o[k];
      if (typeof v === 'string' && v) return v;
    }
    return Object.keys(o)
      .map((k) => fieldLabel(k))
      .join(', ');
  }
  return String(value);
}

function fullText(value: unknown): string {
  if (typeof value === 'string') return value;
  try {
    return JSON.stringify(value, (_key, v: unknown) => (isUploadPath(v) ? PICTURE_WORD : v));
  } catch {
    return String(value);
  }
}

/** One line per changed field, in the server's order; an empty list for null. */
export function valueLines(value: Record<string, unknown> | null | undefined): ValueLine[] {
  if (!value) return [];
  const entries = Object.entries(value).filter(
    ([key]) => !(INTERNAL_IDS[key]?.some((named) => typeof value[named] === 'string') ?? false),
  );
  return entries.map(([key, stored]) => {
    const raw = readable(key, stored);
    if (isUploadPath(raw)) return { key, label: fieldLabel(key), text: PICTURE_WORD, image: raw };
    const shown = summarise(raw);
    const chars = Array.from(shown);
    const cut = chars.length > VALUE_MAX ? `${chars.slice(0, VALUE_MAX).join('').trimEnd()}…` : shown;
    const needsFull = cut !== shown || (typeof raw === 'object' && raw !== null);
    return { key, label: fieldLabel(key), text: cut, full: needsFull ? fullText(raw) : undefined };
  });
}
