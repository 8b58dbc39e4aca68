import { z } from 'zod';
import { listOf, optionalText } from './common.ts';

// 'Cari Teman' and 'Usaha Alumni' (docs/decisions/027-cari-teman-privacy.md): members only.

/** Lines of business a member may tag a business with (shown as 'Bidang usaha'); the directory filters on them. */
export const BUSINESS_LINES = [
  'Kuliner',
  'Perdagangan',
  'Jasa',
  'Kesehatan',
  'Pendidikan',
  'Properti',
  'Pertanian',
  'Teknologi',
  'Kerajinan',
  'Transportasi',
  'Keuangan',
  'Lainnya',
] as const;
export const BusinessLine = z.enum(BUSINESS_LINES, { error: 'Bidang usaha tidak dikenal' });
export type BusinessLine = z.infer<typeof BusinessLine>;

/** Default and largest page of both directories. */
export const DIRECTORY_DEFAULT_LIMIT = 20;
export const DIRECTORY_MAX_LIMIT = 50;

const paging = {
  offset: z.coerce.number({ error: 'Halaman tidak valid' }).int().min(0, 'Halaman tidak valid').optional(),
  limit: z.coerce.number({ error: 'Jumlah per halaman tidak valid' }).int().min(0).optional(),
};

/** GET /directory: `search` matches name, nickname or username (every word, any case or accent). */
export const DirectoryQuery = z.object({
  ...paging,
  search: optionalText(100),
  city: optionalText(100),
  occupation: optionalText(100),
});
export type DirectoryQuery = z.infer<typeof DirectoryQuery>;

/** One member card; deceased members are marked ('Almarhum/Almarhumah'), not hidden. */
export const DirectoryCard = z.object({
  id: z.number().int(),
  username: z.string(),
  name: z.string(),
  nickname: z.string().nullable(),
  picture: z.string().nullable(),
  city: z.string().nullable(),
  occupation: z.string().nullable(),
  highSchool: z.string().nullable(),
  deceased: z.boolean(),
});
export type DirectoryCard = z.infer<typeof DirectoryCard>;
export const DirectoryListResult = listOf(DirectoryCard);
export type DirectoryListResult = z.infer<typeof DirectoryListResult>;

/** GET /directory/business: `search` matches the business's name or description. */
export const BusinessDirectoryQuery = z.object({
  ...paging,
  search: optionalText(100),
  city: optionalText(100),
  line: BusinessLine.optional(),
});
export type BusinessDirectoryQuery = z.infer<typeof BusinessDirectoryQuery>;

/** One business card: the owner's phone and e-mail only when the owner opened them to members. */
export const BusinessCard = z.object({
  id: z.number().int(),
  name: z.string().nullable(),
  description: z.string().nullable(),
  address: z.string().nullable(),
  line: z.string().nullable(),
  owner: z.object({
    id: z.number().int(),
    username: z.string(),
    name: z.string(),
    picture: z.string().nullable(),
    city: z.string().nullable(),
    deceased: z.boolean(),
  }),
  phoneNumber: z.string().nullable().optional(),
  email: z.string().optional(),
});
export type BusinessCard = z.infer<typeof BusinessCard>;
export const BusinessDirectoryResult = listOf(BusinessCard);
export type BusinessDirectoryResult = z.infer<typeof BusinessDirectoryResult>;
