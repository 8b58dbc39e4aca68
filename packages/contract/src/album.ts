import { z } from 'zod';
import { resultOf } from './common.ts';

import { ALBUM_LIMITS } from './constants.ts';

/** 'Album Foto' of an event (docs/decisions/032-event-album.md); ALBUM_LIMITS lives with the zod-free constants. */
export { ALBUM_LIMITS };

export const ALBUM_MESSAGES = {
  notFound: 'Acara tidak ditemukan.',
  photoNotFound: 'Foto tidak ditemukan.',
  private: 'Album ini hanya untuk anggota. Silakan masuk terlebih dahulu.',
  notParticipant: 'Hanya peserta acara ini yang dapat menambah foto.',
  committeeOnly: 'Penambahan foto album ini dibatasi untuk panitia.',
  notOwner: 'Anda hanya dapat menghapus foto yang Anda unggah sendiri.',
  perMember: `Anda sudah mengunggah ${ALBUM_LIMITS.perMember} foto untuk acara ini (batas maksimal).`,
  perEvent: `Album acara ini sudah berisi ${ALBUM_LIMITS.perEvent} foto (batas maksimal).`,
  cursorInvalid: 'Halaman album tidak valid.',
} as const;

export const PhotoParams = z.object({
  id: z.coerce.number().int().positive({ message: 'ID tidak valid' }),
  photoId: z.coerce.number().int().positive({ message: 'ID foto tidak valid' }),
});

/** `before`: the id of the last photo of the previous page (newest first); absent for the first page. */
export const AlbumQuery = z.object({
  before: z.coerce.number().int().positive({ message: ALBUM_MESSAGES.cursorInvalid }).optional(),
});

export const EventPhoto = z.object({
  id: z.number().int(),
  eventId: z.number().int(),
  /** `/uploads/<hash>.webp`: the original; its narrower copies follow from it (imageSrcSet). */
  path: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  uploaderId: z.number().int().nullable(),
  uploaderName: z.string().nullable(),
  hidden: z.boolean(),
  picked: z.boolean(),
  createdAt: z.string(),
  /** The caller may delete it (the uploader or an admin). */
  canDelete: z.boolean(),
});
export type EventPhoto = z.infer<typeof EventPhoto>;

export const AlbumSettings = z.object({
  /** Visitors see the album (else members only). */
  public: z.boolean(),
  /** Only the committee (admins) adds photos (else participants and admins). */
  committeeOnly: z.boolean(),
});
export type AlbumSettings = z.infer<typeof AlbumSettings>;

export const AlbumPage = z.object({
  settings: AlbumSettings,
  /** Photos shown to the caller (hidden ones count for admins only). */
  total: z.number().int(),
  photos: z.array(EventPhoto),
  /** Pass as `before` for the next page; null on the last page. */
  next: z.number().int().nullable(),
  /** The caller may add photos now (and how many more). */
  canUpload: z.boolean(),
  remaining: z.number().int(),
});
export type AlbumPage = z.infer<typeof AlbumPage>;
export const AlbumPageResult = resultOf(AlbumPage);
export const EventPhotoResult = resultOf(EventPhoto);
export const AlbumSettingsResult = resultOf(AlbumSettings);

export const AlbumSettingsBody = AlbumSettings.partial().strict();
export const PhotoModerateBody = z
  .object({ hidden: z.boolean().optional(), picked: z.boolean().optional() })
  .strict()
  .refine((b) => b.hidden !== undefined || b.picked !== undefined, { message: 'Tidak ada perubahan.' });

/** A photo picked for the landing gallery. */
export const PickedPhoto = z.object({
  id: z.number().int(),
  eventId: z.number().int(),
  eventName: z.string(),
  path: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type PickedPhoto = z.infer<typeof PickedPhoto>;
export const PickedPhotosResult = resultOf(z.array(PickedPhoto));
