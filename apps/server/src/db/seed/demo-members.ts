import { fakerID_ID as faker } from '@faker-js/faker';
import type { Insertable } from 'kysely';
import { newUserRow } from '../../modules/users/create-user.service.ts';
import type { BusinessesTable, EducationsTable, NewUser, WorkingExperiencesTable } from '../types.ts';
import { asciiSlug, DAY, iso, monthDate } from './bulk.ts';
import type { JobType } from './demo-content.ts';
import {
  ABOUT_CLOSERS,
  ABOUT_MIDDLES,
  ABOUT_OPENERS,
  BUSINESSES,
  CITIES,
  EXTRA_LANGUAGES,
  fill,
  HIGH_SCHOOLS,
  KELAS,
  MAJORS,
  OCCUPATIONS,
  SPECIALITIES,
  STREETS,
  UNIVERSITIES,
} from './demo-text.ts';

/** Profile items before their owner has an id. */
type Experience = Omit<Insertable<WorkingExperiencesTable>, 'user_id' | 'job_type_id'> & { job: JobType };
type Business = Omit<Insertable<BusinessesTable>, 'user_id'>;
type Education = Omit<Insertable<EducationsTable>, 'user_id'>;

export interface PersonPlan {
  user: NewUser;
  /** Logs in and takes part (about 70% of members); the others never logged in. */
  active: boolean;
  createdMs: number;
  experiences: Experience[];
  businesses: Business[];
  educations: Education[];
}

const PHONE_PREFIXES = [
  '11',
  '12',
  '13',
  '21',
  '22',
  '52',
  '53',
  '57',
  '58',
  '77',
  '78',
  '81',
  '95',
  '96',
  '98',
];
/** Reserved example domains (RFC 2606): demo members must never receive real mail. */
const MAIL_DOMAINS = ['example.com', 'example.net', 'example.org'];
const EXPERIENCE_NOTES = [
  'Bertanggung jawab atas perencanaan dan pelaporan kegiatan bagian.',
  'Memimpin tim kecil dan membina karyawan baru.',
  'Menangani hubungan dengan mitra dan pelanggan utama.',
  'Terlibat dalam beberapa proyek pembangunan di Jawa Barat.',
];

const pick = <T>(items: readonly T[]): T => faker.helpers.arrayElement(items);
const int = (min: number, max: number) => faker.number.int({ min, max });
const chance = (probability: number) => faker.datatype.boolean({ probability });

function phone(): string {
  const d = () => faker.string.numeric(4);
  return `+62 8${pick(PHONE_PREFIXES)}-${d()}-${d()}`;
}

function street(city: string): string {
  const rt = chance(0.4)
    ? ` RT ${String(int(1, 12)).padStart(2, '0')}/RW ${String(int(1, 9)).padStart(2, '0')}`
    : '';
  return `${pick(STREETS)} No. ${int(1, 180)}${rt}, ${city}`;
}

function uniqueUsername(first: string, last: string, taken: Set<string>): string {
  const f = asciiSlug(first) || 'alumni';
  const l = asciiSlug(last);
  const options = [`${f}${l}`, `${f}_${l}`, `${f}86`, `${f}_${l}86`, `${l}${f}`];
  const base = (pick(options) || f).slice(0, 26);
  let candidate = base.length >= 3 ? base : `${base}86`;
  for (let n = 2; taken.has(candidate); n++) candidate = `${base}${n}`;
  taken.add(candidate);
  return candidate;
}

function about(city: string): string {
  const values = { city, kelas: pick(KELAS) };
  return [fill(pick(ABOUT_OPENERS), values), pick(ABOUT_MIDDLES), pick(ABOUT_CLOSERS)].join(' ');
}

function experiencesFor(occupation: (typeof OCCUPATIONS)[number], city: string, nowYear: number, at: string) {
  const items: Experience[] = [];
  const count = int(1, 3);
  let year = 1991 + int(1, 4);
  for (let i = 0; i < count && year < nowYear; i++) {
    const last = i === count - 1;
    const current = last && occupation.job !== 'Pensiunan' && chance(0.6);
    const endYear = Math.min(nowYear, year + int(4, 14));
    items.push({
      job: last
        ? occupation.job
        : pick(['Karyawan Swasta', 'Pegawai Negeri Sipil', 'Karyawan BUMN'] as const),
      position: last ? occupation.position : pick(['Staf', 'Asisten Manajer', 'Supervisor', 'Kepala Bagian']),
      name: faker.company.name(),
      address: city,
      start_date: monthDate(year, int(1, 12)),
      end_date: current ? null : monthDate(endYear, int(1, 12)),
      currently_working: current ? 1 : 0,
      description: pick(EXPERIENCE_NOTES),
      created_at: at,
    });
    year = endYear;
  }
  return items;
}

function businessesFor(first: string, city: string, at: string): Business[] {
  const count = chance(0.45) ? (chance(0.25) ? 2 : 1) : 0;
  return Array.from({ length: count }, () => {
    const start = int(1998, 2020);
    const current = chance(0.7);
    return {
      name: fill(pick(BUSINESSES), { name: first }),
      address: street(city),
      start_date: monthDate(start, int(1, 12)),
      end_date: current ? null : monthDate(Math.min(2025, start + int(2, 10)), int(1, 12)),
      currently_working: current ? 1 : 0,
      description: 'Usaha keluarga yang dirintis bersama pasangan.',
      created_at: at,
    };
  });
}

function educationsFor(at: string): Education[] {
  const start = pick([1986, 1986, 1987]);
  const major = pick(MAJORS);
  const items: Education[] = [
    {
      university: pick(UNIVERSITIES),
      title: 'S1',
      study_major: major,
      start_date: monthDate(start, 8),
      end_date: monthDate(start + int(4, 6), int(1, 12)),
      gpa: faker.number.float({ min: 2.5, max: 4, fractionDigits: 2 }),
      description: pick([
        'Aktif di unit paduan suara.',
        'Aktif di senat mahasiswa.',
        'Lulus dengan skripsi terbaik.',
        null,
      ]),
      created_at: at,
    },
  ];
  if (chance(0.25)) {
    const s2 = int(1995, 2008);
    items.push({
      university: pick(UNIVERSITIES),
      title: 'S2',
      study_major: major,
      start_date: monthDate(s2, 8),
      end_date: monthDate(s2 + 2, int(1, 12)),
      gpa: faker.number.float({ min: 3, max: 4, fractionDigits: 2 }),
      description: null,
      created_at: at,
    });
  }
  return items;
}

function person(opts: {
  role: 'ROLE_USER';
  name?: string;
  username?: string;
  createdMs: number;
  complete: boolean;
  active: boolean;
  avatars: readonly string[];
  taken: Set<string>;
  nowYear: number;
}): PersonPlan {
  const sex = faker.person.sexType();
  const first = faker.person.firstName(sex);
  const last = faker.person.lastName(sex);
  const name = opts.name ?? `${first} ${last}`;
  const username = opts.username ?? uniqueUsername(first, last, opts.taken);
  const city = pick(CITIES);
  const occupation = pick(OCCUPATIONS);
  const at = iso(opts.createdMs);
  const full = opts.complete;
  const social = full && chance(0.6);
  // The row shape is the app's own (modules/users/create-user.service.ts); is_profile_complete follows from the fields.
  const user = newUserRow(
    {
      name,
      nickname: full || chance(0.5) ? first : null,
      username,
      email: `${username.replace(/_/g, '.')}@${pick(MAIL_DOMAINS)}`,
      // No usable password (like imported members); demo.ts gives one member a random one.
      password_hash: null,
      phone_number: full || chance(0.6) ? phone() : null,
      address: full || chance(0.4) ? street(city) : null,
      high_school: full || chance(0.7) ? pick(HIGH_SCHOOLS) : null,
      occupation: full ? occupation.title : null,
      picture: full || chance(0.25) ? pick(opts.avatars) : null,
      about: full ? about(city) : null,
      specialities: full ? faker.helpers.arrayElements(SPECIALITIES, { min: 2, max: 4 }).join(', ') : null,
      languages: full
        ? [
            'Bahasa Indonesia',
            'Inggris',
            ...faker.helpers.arrayElements(EXTRA_LANGUAGES, { min: 0, max: 1 }),
          ].join(', ')
        : null,
      role: opts.role,
      instagram: social ? username : null,
      facebook: social && chance(0.7) ? `${asciiSlug(first)}.${asciiSlug(last)}` : null,
      linkedin: social && chance(0.5) ? `${asciiSlug(first)}-${asciiSlug(last)}` : null,
      twitter: social && chance(0.3) ? username : null,
      tiktok: social && chance(0.15) ? `${username}_official` : null,
    },
    at,
  );
  return {
    user,
    active: opts.active,
    createdMs: opts.createdMs,
    experiences: full ? experiencesFor(occupation, city, opts.nowYear, at) : [],
    businesses: full ? businessesFor(first, city, at) : [],
    educations: full ? educationsFor(at) : [],
  };
}

/**
 * `count` members, oldest first. Members joined over the last three years, a good part of them in the first
 * weeks after the app was launched. No demo account is an admin: the only admin of a fresh server is the one
 * bootstrap.service.ts creates with a password printed once.
 */
export function planPeople(opts: {
  count: number;
  nowMs: number;
  avatars: readonly string[];
  /** Usernames already in the database (the first admin): never reused. */
  taken: Set<string>;
}): PersonPlan[] {
  const nowYear = new Date(opts.nowMs).getUTCFullYear();
  const launch = opts.nowMs - 3 * 365 * DAY;
  const common = { avatars: opts.avatars, taken: opts.taken, nowYear };
  const joined = Array.from({ length: opts.count }, () =>
    chance(0.4) ? launch + int(1, 60) * DAY + int(0, DAY - 1) : int(launch + 60 * DAY, opts.nowMs - 2 * DAY),
  ).sort((a, b) => a - b);
  const members = joined.map((createdMs) => {
    const complete = chance(0.6);
    return person({
      ...common,
      role: 'ROLE_USER',
      createdMs,
      complete,
      active: chance(complete ? 0.95 : 0.32),
    });
  });
  return members;
}
