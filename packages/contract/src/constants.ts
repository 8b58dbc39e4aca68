/**
 * The zod-free part of the contract: constants, texts and small rules the web needs on its member-facing
 * pages, importable as `@alumni/contract/constants` without pulling the zod schemas (and zod) into the
 * first load (docs/decisions/010, docs/decisions/012). Each is re-exported from the module it
 * belongs to (common.ts, events.ts, comments.ts, ...), so `@alumni/contract` still offers everything.
 * Nothing here may import zod or a schema module.
 */

// --- roles (docs/spec.md §6) ------------------------------------------------------------------

/** ROLE_ADMIN and ROLE_ADMINS are both administrators. */
export const ADMIN_ROLES: readonly ('ROLE_ADMIN' | 'ROLE_ADMINS')[] = ['ROLE_ADMIN', 'ROLE_ADMINS'];
export const isAdminRole = (role: string | null | undefined): boolean =>
  role === 'ROLE_ADMIN' || role === 'ROLE_ADMINS';

// --- ids and dates ----------------------------------------------------------------------------

/** Largest id a PostgreSQL `integer` holds: a bigger value must be a 400, not an SQL error. */
export const MAX_DB_ID = 2_147_483_647;

/** The longest search text a list query takes (events.ts querySearch's default; the web's search boxes). */
export const SEARCH_MAX_LENGTH = 100;

/**
 * The community's time zone when `TZ_COMMUNITY` is not set (README "Configuration"). The web reads the
 * zone the server runs with from the page (apps/server/src/lib/spa-shell.ts) and falls back to this.
 */
export const DEFAULT_COMMUNITY_TIME_ZONE = 'Asia/Jakarta';

/**
 * Event dates travel as 'DD/MM/YYYY HH:mm' wall-clock text in the community's time zone (spec
 * section 9). The server converts them to UTC instants (apps/server/src/lib/dates.ts), the web too
 * (apps/web/src/lib/dates.ts); this is the time-zone-free part both sides share.
 */
export const EVENT_DATE_PATTERN = /^(\d{2})\/(\d{2})\/(\d{4}) (\d{2}):(\d{2})$/;

export interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** Splits 'DD/MM/YYYY HH:mm' into its parts, or null when the text or the calendar date is invalid (31/02). */
export function splitEventDate(text: string): WallClock | null {
  const m = EVENT_DATE_PATTERN.exec(text);
  if (!m) return null;
  const [day, month, year, hour, minute] = m.slice(1).map(Number) as [number, number, number, number, number];
  if (year < 1900 || year > 9999 || month < 1 || month > 12 || hour > 23 || minute > 59) return null;
  if (day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day, hour, minute };
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

export function joinEventDate(w: WallClock): string {
  return `${pad(w.day)}/${pad(w.month)}/${pad(w.year, 4)} ${pad(w.hour)}:${pad(w.minute)}`;
}

// --- comments (docs/spec.md §§4, 8) -----------------------------------------------------------

export const COMMENT_MAX_LENGTH = 2000;

/** Texts of the comment area (docs/spec.md §§4, 8). */
export const COMMENT_TEXT = {
  empty: 'Belum Ada Komentar',
  deleteTitle: 'Hapus Komentar',
  edited: '(diedit)',
  /** Shown as the author of a comment whose account was deleted. */
  deletedAuthor: 'Pengguna dihapus',
} as const;

/** Length as people count characters (code points, so an emoji is one). */
export const commentLength = (text: string) => Array.from(text).length;

// --- notifications and registration -----------------------------------------------------------

export const NOTIFICATION_TEXT = {
  empty: 'Belum Ada Notifikasi',
} as const;

/** Texts of the registration panel (docs/spec.md §4). */
export const REGISTRATION_TEXT = {
  register: 'Daftar Sekarang',
  confirmRegister: 'Daftar',
  cancel: 'Batal Mendaftar',
  confirmCancel: 'Batal Daftar',
  quotaFull: 'Kuota Sudah Penuh',
  finished: 'Acara Telah Selesai',
  attended: 'telah menghadiri event ini',
  joinedTitle: 'Berhasil Bergabung Acara',
  joinedMessage: (event: string) => `Anda telah berhasil bergabung pada acara ${event}`,
  canceledTitle: 'Kehadiran Anda Dibatalkan',
} as const;

/** docs/spec.md §5: registration is allowed only while quota is unset or seats remain. */
export const hasSeatsLeft = (quota: number | null | undefined, totalParticipant: number) =>
  quota === null || quota === undefined || quota - totalParticipant > 0;

/**
 * The seats a newcomer can actually take (docs/decisions/035-waitlist-parties.md): the free seats under the quota
 * less those held for the waitlist's first party; null when the quota is unlimited.
 */
export const seatsOpen = (quota: number | null | undefined, totalParticipant: number, seatsHeld = 0) =>
  quota === null || quota === undefined
    ? null
    : Math.max(0, quota - totalParticipant - Math.max(0, seatsHeld));

/** Companions 'Pendamping' (docs/decisions/031-companions.md): the most any event allows, and a name's length. */
export const MAX_COMPANIONS_LIMIT = 10;
export const COMPANION_NAME_MAX = 80;

/** Texts of companions on the event page, lists, ticket, check-in, exports and the event form. */
export const COMPANION_TEXT = {
  question: 'Datang bersama berapa orang?',
  hint: (max: number) => `Pendamping selain Anda, paling banyak ${max} orang.`,
  fewer: 'Kurangi pendamping',
  more: 'Tambah pendamping',
  count: (n: number) => (n === 0 ? 'Sendiri' : `${n} pendamping`),
  namesLabel: 'Nama pendamping (opsional)',
  namesLabelShort: 'Pendamping',
  nameLabel: (i: number) => `Nama pendamping ${i}`,
  change: 'Ubah jumlah pendamping',
  save: 'Simpan',
  cancel: 'Batal',
  changedTitle: 'Jumlah pendamping diubah',
  /** The '+2' badge's words for screen readers. */
  withCompanions: (n: number) => `bersama ${n} pendamping`,
  mine: (n: number) => (n === 0 ? 'Anda datang sendiri.' : `Anda datang bersama ${n} pendamping.`),
  forPeople: (people: number) => `Untuk ${people} orang`,
  arrived: (arrived: number, people: number) => `${arrived} dari ${people} orang hadir`,
  arrivedLabel: 'Jumlah yang hadir',
  people: (n: number) => `${n} orang`,
  formLabel: 'Pendamping per anggota',
  formHint: `0 = tanpa pendamping; paling banyak ${MAX_COMPANIONS_LIMIT}.`,
} as const;

/** '+2' beside a participant's name (nothing when they come alone). */
export const companionsBadge = (companions: number | null | undefined): string =>
  companions && companions > 0 ? `+${companions}` : '';

/** The choices 0..max of a companions picker. */
export const companionChoices = (max: number): number[] => [...Array(Math.max(0, max) + 1).keys()];

/** A stepper's value kept inside 0..max. */
export const clampCompanions = (n: number, max: number): number =>
  Math.max(0, Math.min(Math.max(0, max), Math.trunc(Number.isFinite(n) ? n : 0)));

/** Texts of the waitlist in the registration panel, the phone bar and the admin tab. */
export const WAITLIST_TEXT = {
  join: 'Masuk Daftar Tunggu',
  leave: 'Keluar dari Daftar Tunggu',
  position: (n: number) => `Posisi antrean: ${n}`,
  joinedTitle: 'Anda Masuk Daftar Tunggu',
  joinedMessage: (n: number) => `Posisi antrean: ${n}. Kami kabari bila ada kursi.`,
  leftTitle: 'Anda Keluar dari Daftar Tunggu',
  waitingNote: 'Anda ada di daftar tunggu. Bila ada kursi kosong, Anda otomatis terdaftar.',
  adminHeading: 'Daftar Tunggu',
  adminEmpty: 'Belum ada yang menunggu.',
  /**
   * In-app notification and mail when the line gives a member their seats (docs/decisions/035-waitlist-parties.md):
   * a party hears how many people the seats are for.
   */
  promoted: (event: string, people = 1) =>
    people > 1
      ? `Kursi untuk ${people} orang tersedia: Anda dan pendamping kini terdaftar pada acara ${event}.`
      : `Ada kursi untuk Anda: Anda kini terdaftar pada acara ${event}.`,
  promotedSubject: (event: string, people = 1) =>
    people > 1 ? `Kursi untuk ${people} orang tersedia: ${event}` : `Anda mendapat kursi: ${event}`,
  /**
   * The first in line whose party does not fit the seats just freed: the line waits for them (nobody behind takes
   * those seats), and they may come with fewer people to take them now.
   */
  headBlocked: (event: string, free: number, people: number) =>
    `Ada ${free} kursi kosong pada acara ${event}, rombongan Anda ${people} orang. Kurangi pendamping agar langsung terdaftar, atau tetap menunggu di urutan pertama.`,
  /** The waiting party: '(untuk 3 orang)'. */
  waitingFor: (people: number) => `Anda menunggu kursi untuk ${people} orang.`,
  /** In the registration panel of a full event before joining: the party waits for all its seats together. */
  joinForPeople: (people: number) =>
    people > 1
      ? `Anda akan menunggu kursi untuk ${people} orang sekaligus.`
      : 'Anda akan menunggu kursi untuk 1 orang.',
  /** Seats are free but the line is served first (the first party does not fit yet). */
  lineFirst: 'Ada kursi kosong, tetapi daftar tunggu didahulukan.',
  /** Beside the count: the free seats are the line's, not a newcomer's ('2 kursi ditahan untuk daftar tunggu'). */
  seatsHeld: (n: number) => `${n} kursi ditahan untuk daftar tunggu`,
  /** The same beside the seat meter, where the panel's next line says why ('… daftar tunggu didahulukan.'). */
  seatsHeldShort: (n: number) => `${n} kursi ditahan`,
  /** The event card's badge while the free seats are held for the line. */
  cardBadge: 'Daftar Tunggu',
  /** Admin tab: people waiting in all parties. */
  peopleWaiting: (n: number) => `${n} orang menunggu`,
} as const;

// --- admin dashboard (docs/spec.md §9) --------------------------------------------------------

/** Months of the 'Total User' / 'Total Acara' trend line, oldest first, the current month last. */
export const DASHBOARD_TREND_MONTHS = 6;

/** Indonesian month names, January first: one list for the server, the contract and the web. */
export const MONTH_NAMES_ID = [
  'Januari',
  'Februari',
  'Maret',
  'April',
  'Mei',
  'Juni',
  'Juli',
  'Agustus',
  'September',
  'Oktober',
  'November',
  'Desember',
] as const;

/** Indonesian short month names, January first ('Ringkasan Pengguna' chart axis, short dates). */
export const MONTH_LABELS_ID = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'Mei',
  'Jun',
  'Jul',
  'Agu',
  'Sep',
  'Okt',
  'Nov',
  'Des',
] as const;

/** The year selector offers the current year and the 4 before it. */
export const DASHBOARD_YEAR_SPAN = 5;

// --- pictures (docs/decisions/004-image-uploads.md, 018-image-widths.md) ---------------------------

/**
 * What the picture is for (docs/spec.md §5): the aspect ratio the web cropper uses and the box the
 * server shrinks the stored picture into (never enlarging it).
 */
export const IMAGE_KINDS = {
  avatar: { aspect: 1, maxWidth: 512, maxHeight: 512 },
  event: { aspect: 16 / 9, maxWidth: 1600, maxHeight: 900 },
  group: { aspect: 4, maxWidth: 1600, maxHeight: 400 },
} as const;

/** A stored picture as POST /upload returns it: a content-hashed WebP under /uploads/. */
export const UPLOADED_IMAGE_PATTERN = /^\/uploads\/[a-f0-9]{32}\.webp$/;

/**
 * The narrower copies the server keeps of every stored picture (docs/decisions/018-image-widths.md), by the
 * family the web shows it in: avatars (36-112 CSS px, up to 3x on phones) and the wide pictures (event,
 * group and banner pictures, 16:9, 4:1 and 8:3). A copy is `/uploads/<hash>-<width>w.webp`; the stored
 * picture itself (at most the kind's maxWidth) is the widest candidate of a srcset.
 */
export const IMAGE_WIDTHS = {
  avatar: [96, 192, 384],
  picture: [320, 640, 960, 1280],
} as const;
export type ImageFamily = keyof typeof IMAGE_WIDTHS;

/** Every width the server makes a copy at, smallest first. */
export const IMAGE_VARIANT_WIDTHS: readonly number[] = [...IMAGE_WIDTHS.avatar, ...IMAGE_WIDTHS.picture].sort(
  (a, b) => a - b,
);

/** The width the srcset gives the stored picture itself: the largest its kinds store. */
const ORIGINAL_WIDTH: Record<ImageFamily, number> = {
  avatar: IMAGE_KINDS.avatar.maxWidth,
  picture: Math.max(IMAGE_KINDS.event.maxWidth, IMAGE_KINDS.group.maxWidth),
};

/** '/uploads/<hash>.webp' → '/uploads/<hash>-<width>w.webp' (only for a stored picture's path). */
export const imageVariantPath = (path: string, width: number): string =>
  path.replace(/\.webp$/, `-${width}w.webp`);

/**
 * The `srcset` of a stored picture: each copy at its width, then the picture itself. Undefined for any
 * other address (a seeded or external picture keeps its plain `src`). The web's <img> and the server's
 * preload link (apps/server/src/lib/spa-shell.ts) both use this, so the browser picks the same file.
 */
export function imageSrcSet(path: string | null | undefined, family: ImageFamily): string | undefined {
  if (!path || !UPLOADED_IMAGE_PATTERN.test(path)) return undefined;
  const copies = IMAGE_WIDTHS[family].map((w) => `${imageVariantPath(path, w)} ${w}w`);
  return [...copies, `${path} ${ORIGINAL_WIDTH[family]}w`].join(', ');
}

/**
 * `sizes` of each place a wide picture is shown: its rendered CSS width at each breakpoint (Tailwind sm 640,
 * lg 1024; page column max-w-6xl = 1152 px with 16 px padding). Checked at 390 and 1280 px by
 * e2e/tests/image-widths.spec.ts. The hero and the event header are the LCP images the server preloads.
 */
export const IMAGE_SIZES = {
  /** Landing hero: the whole width on a phone, the 1120 px column from sm (home-page.tsx `sm:px-4`). */
  hero: '(min-width: 1152px) 1120px, (min-width: 640px) calc(100vw - 32px), 100vw',
  /** Event detail picture: the left column beside the 22rem side column from lg (event-detail-page.tsx). */
  eventHeader: '(min-width: 1152px) 728px, (min-width: 1024px) calc(100vw - 424px), calc(100vw - 32px)',
  /** Event card in the grid (event-grid.tsx): one, two (sm) or three (lg) columns with 24 px gaps. */
  eventCard:
    '(min-width: 1152px) 358px, (min-width: 1024px) calc(33.4vw - 26px), (min-width: 640px) calc(50vw - 28px), calc(100vw - 32px)',
  /** Landing gallery slide: 88% of the column on a phone, half of it from sm (gallery-section.tsx). */
  gallery: '(min-width: 1152px) 552px, (min-width: 640px) calc(50vw - 24px), calc(88vw - 30px)',
  /** A group's 4:1 picture above the event list (group-banner.tsx): the page column. */
  groupBanner: '(min-width: 1152px) 1120px, calc(100vw - 32px)',
} as const;
export type ImageSlot = keyof typeof IMAGE_SIZES;

// --- The community's settings (docs/decisions/021): values the web's first load needs, without zod ------

import type { CommunitySettings } from './community.ts';

export const REGISTRATION_MODE_LABEL: Record<'OPEN' | 'APPROVAL' | 'INVITATION_ONLY', string> = {
  OPEN: 'Terbuka',
  APPROVAL: 'Dengan persetujuan',
  INVITATION_ONLY: 'Hanya undangan',
};

/** '6281286001986' → '+62 812-8600-1986'; '62215550123' → '+62 21-5550-123'; other countries '+<digits>'. */
export function formatPhoneNumber(digits: string): string {
  if (!digits.startsWith('62')) return `+${digits}`;
  const rest = digits.slice(2);
  const head = rest.startsWith('8') ? 3 : 2;
  const groups = [rest.slice(0, head)];
  for (let i = head; i < rest.length; i += 4) groups.push(rest.slice(i, i + 4));
  const [area, ...tail] = groups;
  return `+62 ${area}${tail.length ? `-${tail.join('-')}` : ''}`;
}

/**
 * What an install shows before its committee saved anything: neutral, no community's own text (the demo
 * seed writes the demo community's values, apps/server/src/db/seed/demo-community.ts).
 */
export const DEFAULT_COMMUNITY: CommunitySettings = {
  name: 'Komunitas Alumni',
  shortName: 'Alumni',
  tagline: null,
  logo: null,
  phone: null,
  whatsapp: null,
  email: null,
  instagram: null,
  facebook: null,
  youtube: null,
  website: null,
  intro: null,
  vision: null,
  mission: [],
  historyLead: null,
  history: [],
  foundedYear: null,
  registrationMode: 'OPEN',
};

/** 'tel:' link of a stored phone number. */
export const telHref = (digits: string) => `tel:+${digits}`;
/** wa.me link of a stored WhatsApp number. */
export const waHref = (digits: string) => `https://wa.me/${digits}`;

/**
 * A phone number as wa.me wants it (international, digits only) or null when it cannot be an Indonesian
 * mobile number: spaces, dots, dashes and brackets are dropped, '+62…'/'62…' kept, '08…' becomes '628…' and
 * '8…' '628…'. Mobile numbers start with 8 after the country code and have 9 to 12 digits after 62.
 */
export function whatsAppNumber(phone: string | null | undefined): string | null {
  if (!phone) return null;
  const cleaned = phone.trim().replace(/[\s.\-()/]/g, '');
  if (!/^\+?\d+$/.test(cleaned)) return null;
  let digits = cleaned.replace(/^\+/, '');
  if (digits.startsWith('0')) digits = `62${digits.slice(1)}`;
  else if (digits.startsWith('8')) digits = `62${digits}`;
  return /^628\d{8,11}$/.test(digits) ? digits : null;
}

/**
 * 'Telepon' link of a member's shared number (docs/decisions/027): an Indonesian mobile number in its
 * international form, anything else (a landline, a number abroad) dialled as written without spaces.
 */
export function phoneHref(phone: string): string {
  const mobile = whatsAppNumber(phone);
  return mobile ? telHref(mobile) : `tel:${phone.trim().replace(/[\s.\-()/]/g, '')}`;
}

// --- lists shared by the server and the web -------------------------------------------------

/** @mention suggestions: GET /user with offset 0 and this limit (docs/spec.md §7). */
export const MENTION_SUGGESTION_LIMIT = 5;

/** Empty state of /admin/log, the dashboard's activity block and the admin bell (docs/spec.md §9). */
export const ACTIVITY_LOG_EMPTY = 'Tidak ada Aktivitas';
// --- 'Iuran' and 'Buku Kas' (docs/decisions/028): values the event page's first load needs, without zod -----

/** 250000 -> 'Rp 250.000' (negative: '-Rp 250.000'). */
export function formatRupiah(amount: number): string {
  const digits = Math.abs(Math.trunc(amount))
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${amount < 0 ? '-' : ''}Rp ${digits}`;
}

export const PAYMENT_STATUS_LABEL: Record<'PENDING' | 'VERIFIED' | 'REJECTED', string> = {
  PENDING: 'Menunggu verifikasi',
  VERIFIED: 'Lunas',
  REJECTED: 'Ditolak',
};

/**
 * A participant's payment of the event's fee ('Iuran acara', docs/decisions/028), as the committee's participant
 * list, check-in and 'Unduh Peserta' show it. A rejected slip counts as not paid.
 */
export const PARTICIPANT_PAYMENTS = ['VERIFIED', 'PENDING', 'NONE'] as const;
export type ParticipantPaymentState = (typeof PARTICIPANT_PAYMENTS)[number];
/** GET /fund/{id}/unpaid: the page size the fund page asks for, and the most one page may hold. */
export const UNPAID_DEFAULT_LIMIT = 20;
export const UNPAID_MAX_LIMIT = 100;

export const PARTICIPANT_PAYMENT_LABEL: Record<ParticipantPaymentState, string> = {
  VERIFIED: 'Lunas',
  PENDING: 'Menunggu verifikasi',
  NONE: 'Belum bayar',
};

// --- 'Album Foto' (docs/decisions/032-event-album.md): limits the web's album shows, without zod ---------

export const ALBUM_LIMITS = {
  /** Photos one member may add to one event's album (admins are not counted). */
  perMember: 30,
  /** Photos one event's album may hold. */
  perEvent: 500,
  /** Photos one page of GET /event/{id}/photos carries. */
  pageSize: 60,
} as const;
