import { formatLongDate } from '#web/lib/profile-dates.ts';

/** 'In Memoriam' on a classmate's profile (docs/decisions/024); wording reviewed for respect in Indonesian. */
export const MEMORIAL_TEXT = {
  heading: 'In Memoriam',
  passedAway: 'Telah berpulang',
  /** 'Wafat 12 Maret 2026': the date as the committee recorded it. */
  passedAwayOn: (date: string) => `Wafat ${date}`,
  born: (year: number) => `Lahir ${year}`,
  classOf: 'Angkatan 1986',
  prayer: 'Kenangan baik bersamanya akan selalu kami simpan.',
  messages: 'Pesan Kenangan',
  noMessages: 'Belum ada pesan kenangan. Tuliskan kenangan Anda bersamanya.',
  signInToRead: 'Masuk untuk membaca dan menulis pesan kenangan.',
  write: 'Tulis pesan kenangan',
  writeHint: 'Pesan akan tampil setelah disetujui panitia.',
  send: 'Kirim Pesan',
  sentTitle: 'Pesan terkirim',
  failedTitle: 'Gagal mengirim',
  pending: 'Menunggu persetujuan panitia',
} as const;

/**
 * The memorial's years, from what is known (docs/decisions/024): the date of passing ('DD/MM/YYYY' from the
 * server, or null) and, once profiles hold one, the year of birth. `years` is the big line ('1968 – 2026') only
 * when both years are known; `line` always reads well on its own: 'Wafat 12 Maret 2026', 'Telah berpulang',
 * or with only a birth year 'Lahir 1968 · Telah berpulang'.
 */
export function memorialYears(
  deceasedDate: string | null,
  birthYear?: number,
): { years: string | null; line: string } {
  const long = formatLongDate(deceasedDate);
  const deathYear = long ? Number(long.slice(-4)) : null;
  const line = long ? MEMORIAL_TEXT.passedAwayOn(long) : MEMORIAL_TEXT.passedAway;
  const born = birthYear !== undefined && Number.isInteger(birthYear) && birthYear > 0 ? birthYear : null;
  if (born !== null && deathYear !== null && born <= deathYear)
    return { years: `${born} – ${deathYear}`, line };
  if (born !== null && deathYear === null)
    return { years: null, line: `${MEMORIAL_TEXT.born(born)} · ${line}` };
  return { years: null, line };
}

/**
 * The year of a stored birthday 'YYYY-MM-DD' for the memorial's '1968 – 2026' line. The profile answer carries
 * the birthday only when its owner's privacy lets the viewer see it (docs/decisions/027), so the server decides.
 */
export function birthYearOf(birthday: string | null | undefined): number | undefined {
  const year = birthday ? Number(birthday.slice(0, 4)) : Number.NaN;
  return Number.isInteger(year) && year > 0 ? year : undefined;
}
