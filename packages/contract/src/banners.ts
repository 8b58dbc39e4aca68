import { z } from 'zod';
import { resultOf } from './common.ts';

/** Which carousel asks: the landing hero or the event gallery. */
export const BannerPlacement = z.enum(['HEROES', 'GALLERY']);
export type BannerPlacement = z.infer<typeof BannerPlacement>;

/** BANNER_HOME shows the logo with vision and mission; BANNER_EVENT shows an event and 'Lihat Acara'. */
export const BannerType = z.enum(['BANNER_HOME', 'BANNER_EVENT']);
export type BannerType = z.infer<typeof BannerType>;

export const BANNER_TYPE_INVALID = 'Tipe banner harus HEROES atau GALLERY.';

/** GET /banner?type=HEROES|GALLERY. */
export const BannerQuery = z.object({
  type: z.enum(['HEROES', 'GALLERY'], { error: BANNER_TYPE_INVALID }),
});
export type BannerQuery = z.infer<typeof BannerQuery>;

export const Banner = z.object({
  id: z.number().int(),
  bannerUrl: z.string(),
  bannerType: BannerType,
  name: z.string().nullable(),
  /** Event id the 'Lihat Acara' link opens (/event/{redirectUrl}). */
  redirectUrl: z.string().nullable(),
  extendInfo: z.object({
    description: z.string().nullable(),
    location: z.string().nullable(),
    date: z.string().nullable(),
  }),
});
export type Banner = z.infer<typeof Banner>;

export const BannerListResult = resultOf(z.object({ datas: z.array(Banner) }));
export type BannerListResult = z.infer<typeof BannerListResult>;
