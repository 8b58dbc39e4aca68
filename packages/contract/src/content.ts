import { z } from 'zod';
import { INVALID_BODY } from './auth.ts';
import { BannerPlacement, BannerType } from './banners.ts';
import { resultOf } from './common.ts';
import { bodyId, positiveId } from './ids.ts';
import { UploadedImagePath } from './uploads.ts';

// ---------------------------------------------------------------------------------------------
// Back office 'Konten' (docs/decisions/021): event categories, event groups, banners and job types, each
// added, edited, ordered and deleted by admins. Writes: POST/PUT /event-category, /event-group, /banner, /job
// and DELETE /<kind>/{id}; the page reads everything (with usage counts) from GET /admin/content.
// ---------------------------------------------------------------------------------------------

export const CONTENT_MSG = {
  nameRequired: 'Nama harus diisi',
  tooLong: (max: number) => `Maksimal ${max} karakter`,
  categoryTaken: 'Nama kategori sudah dipakai kategori lain.',
  groupTaken: 'Nama grup sudah dipakai grup lain.',
  jobTaken: 'Jenis pekerjaan ini sudah ada.',
  categoryNotFound: 'Kategori acara tidak ditemukan.',
  groupNotFound: 'Grup acara tidak ditemukan.',
  bannerNotFound: 'Banner tidak ditemukan.',
  jobNotFound: 'Jenis pekerjaan tidak ditemukan.',
  moveTargetInvalid:
    'Tujuan pemindahan tidak ditemukan. Pilih kategori, grup atau jenis lain yang masih ada.',
  moveTargetSame: 'Pilih tujuan pemindahan yang berbeda dari yang akan dihapus.',
  pictureInvalid: 'Gambar tidak valid. Upload ulang gambar.',
  pictureRequired: 'Gambar banner harus diupload.',
  linkInvalid:
    'Tautan harus ke halaman situs ini (diawali /, misalnya /event/12 atau /about-us) atau nomor ID acara. Tautan ke situs lain tidak diizinkan.',
  linkEventNotFound: 'Acara yang ditautkan tidak ditemukan.',
  dateInvalid: 'Tanggal tidak valid (format YYYY-MM-DD).',
  periodInvalid: 'Tanggal selesai tampil tidak boleh sebelum tanggal mulai tampil.',
  orderInvalid: 'Urutan tidak valid.',
  categoryInUse: (n: number) =>
    `Kategori ini dipakai oleh ${n} acara. Pindahkan acara tersebut ke kategori lain terlebih dahulu, lalu hapus.`,
  groupInUse: (n: number) =>
    `Grup ini dipakai oleh ${n} acara. Pindahkan acara tersebut ke grup lain terlebih dahulu, lalu hapus.`,
  jobInUse: (n: number) =>
    `Jenis pekerjaan ini dipakai di ${n} pengalaman kerja anggota. Pindahkan ke jenis lain terlebih dahulu, lalu hapus.`,
} as const;

export const CONTENT_LIMITS = {
  name: 60,
  displayName: 60,
  bannerText: 120,
  bannerDescription: 300,
  link: 200,
};

const requiredName = (max: number) =>
  z
    .string({ message: CONTENT_MSG.nameRequired })
    .trim()
    .min(1, CONTENT_MSG.nameRequired)
    .max(max, CONTENT_MSG.tooLong(max));
const optionalText = (max: number) =>
  z
    .string({ message: CONTENT_MSG.tooLong(max) })
    .trim()
    .max(max, CONTENT_MSG.tooLong(max))
    .nullable()
    .optional()
    .transform((v) => (v ? v : null));
const picture = UploadedImagePath.nullable().optional();
/** New position in the list, 1 = first (the list is renumbered around it). */
const sortOrder = z
  .number({ message: CONTENT_MSG.orderInvalid })
  .int(CONTENT_MSG.orderInvalid)
  .min(1, CONTENT_MSG.orderInvalid)
  .max(100_000, CONTENT_MSG.orderInvalid)
  .optional();
const contentId = bodyId('ID tidak valid');

/** A link of this site: a path ('/event/12', '/about-us') or an event id ('12'), never another site. */
export const BANNER_LINK_PATTERN = /^(?:\d{1,9}|\/(?!\/)[A-Za-z0-9\-._~/?#=&%]*)$/;
const bannerLink = z
  .string({ message: CONTENT_MSG.linkInvalid })
  .trim()
  .max(CONTENT_LIMITS.link, CONTENT_MSG.linkInvalid)
  .nullable()
  .optional()
  .transform((v, ctx) => {
    if (!v) return null;
    if (!BANNER_LINK_PATTERN.test(v) || v.includes('\\')) {
      ctx.issues.push({ code: 'custom', message: CONTENT_MSG.linkInvalid, input: v });
      return z.NEVER;
    }
    return v;
  });
const day = z
  .string({ message: CONTENT_MSG.dateInvalid })
  .trim()
  .nullable()
  .optional()
  .transform((v, ctx) => {
    if (!v) return null;
    const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(v);
    const date = m ? new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]))) : null;
    if (!date || date.toISOString().slice(0, 10) !== v) {
      ctx.issues.push({ code: 'custom', message: CONTENT_MSG.dateInvalid, input: v });
      return z.NEVER;
    }
    return v;
  });

// --- Kategori Acara ---------------------------------------------------------------------------
const categoryFields = {
  displayName: requiredName(CONTENT_LIMITS.displayName),
  iconUrl: picture,
  hidden: z.boolean({ message: 'Pilihan sembunyikan tidak valid' }).optional(),
  sortOrder,
};
export const CreateCategoryBody = z.strictObject(categoryFields, { message: INVALID_BODY });
export type CreateCategoryBody = z.infer<typeof CreateCategoryBody>;
export const UpdateCategoryBody = z.strictObject(
  { id: contentId, ...categoryFields },
  { message: INVALID_BODY },
);
export type UpdateCategoryBody = z.infer<typeof UpdateCategoryBody>;

// --- Grup Acara -------------------------------------------------------------------------------
const groupFields = {
  name: requiredName(CONTENT_LIMITS.name),
  displayName: requiredName(CONTENT_LIMITS.displayName),
  /** 4:1 picture (POST /upload kind 'group'). */
  imageUrl: picture,
  sortOrder,
};
export const CreateGroupBody = z.strictObject(groupFields, { message: INVALID_BODY });
export type CreateGroupBody = z.infer<typeof CreateGroupBody>;
export const UpdateGroupBody = z.strictObject({ id: contentId, ...groupFields }, { message: INVALID_BODY });
export type UpdateGroupBody = z.infer<typeof UpdateGroupBody>;

// --- Jenis Pekerjaan --------------------------------------------------------------------------
const jobFields = { name: requiredName(CONTENT_LIMITS.name), sortOrder };
export const CreateJobBody = z.strictObject(jobFields, { message: INVALID_BODY });
export type CreateJobBody = z.infer<typeof CreateJobBody>;
export const UpdateJobBody = z.strictObject({ id: contentId, ...jobFields }, { message: INVALID_BODY });
export type UpdateJobBody = z.infer<typeof UpdateJobBody>;

// --- Banner -----------------------------------------------------------------------------------
const bannerFields = {
  placement: BannerPlacement,
  bannerType: BannerType,
  /** 16:9 picture (POST /upload kind 'event'). */
  bannerUrl: UploadedImagePath,
  name: optionalText(CONTENT_LIMITS.bannerText),
  description: optionalText(CONTENT_LIMITS.bannerDescription),
  location: optionalText(CONTENT_LIMITS.bannerText),
  dateText: optionalText(CONTENT_LIMITS.bannerText),
  redirectUrl: bannerLink,
  shownFrom: day,
  shownUntil: day,
  sortOrder,
};
export const CreateBannerBody = z.strictObject(bannerFields, { message: INVALID_BODY });
export type CreateBannerBody = z.infer<typeof CreateBannerBody>;
export type CreateBannerInput = z.input<typeof CreateBannerBody>;
export const UpdateBannerBody = z.strictObject({ id: contentId, ...bannerFields }, { message: INVALID_BODY });
export type UpdateBannerBody = z.infer<typeof UpdateBannerBody>;

// --- DELETE ------------------------------------------------------------------------------------
export const ContentIdParam = z.object({ id: positiveId('ID tidak valid') });
/** DELETE /<kind>/{id}?moveTo=: the events (or work experiences) using it move there first. */
export const ContentDeleteQuery = z.object({
  moveTo: positiveId('Tujuan pemindahan tidak valid').optional(),
});
export type ContentDeleteQuery = z.infer<typeof ContentDeleteQuery>;
export const ContentDeleteResult = resultOf(z.object({ id: z.number().int(), moved: z.number().int() }));

// --- GET /admin/content -------------------------------------------------------------------------
export const ContentCategory = z.object({
  id: z.number().int(),
  name: z.string(),
  displayName: z.string(),
  iconUrl: z.string().nullable(),
  hidden: z.boolean(),
  sortOrder: z.number().int(),
  /** Events (any status, deleted ones too) in the category. */
  usedBy: z.number().int(),
});
export type ContentCategory = z.infer<typeof ContentCategory>;
export const ContentGroup = z.object({
  id: z.number().int(),
  name: z.string(),
  displayName: z.string(),
  imageUrl: z.string().nullable(),
  sortOrder: z.number().int(),
  usedBy: z.number().int(),
});
export type ContentGroup = z.infer<typeof ContentGroup>;
export const ContentJob = z.object({
  id: z.number().int(),
  name: z.string(),
  sortOrder: z.number().int(),
  /** Work experiences (not deleted) naming this job type. */
  usedBy: z.number().int(),
});
export type ContentJob = z.infer<typeof ContentJob>;
export const ContentBanner = z.object({
  id: z.number().int(),
  placement: BannerPlacement,
  bannerType: BannerType,
  bannerUrl: z.string(),
  name: z.string().nullable(),
  description: z.string().nullable(),
  location: z.string().nullable(),
  dateText: z.string().nullable(),
  redirectUrl: z.string().nullable(),
  shownFrom: z.string().nullable(),
  shownUntil: z.string().nullable(),
  sortOrder: z.number().int(),
  /** Shown today (inside its period). */
  shownNow: z.boolean(),
});
export type ContentBanner = z.infer<typeof ContentBanner>;
export const Content = z.object({
  categories: z.array(ContentCategory),
  groups: z.array(ContentGroup),
  banners: z.array(ContentBanner),
  jobTypes: z.array(ContentJob),
});
export type Content = z.infer<typeof Content>;
export const ContentResult = resultOf(Content);

export const ContentCategoryResult = resultOf(ContentCategory);
export const ContentGroupResult = resultOf(ContentGroup);
export const ContentJobResult = resultOf(ContentJob);
export const ContentBannerResult = resultOf(ContentBanner);
