import type { Banner, BannerPlacement, BannerType } from '@alumni/contract';
import type { Executor } from '../../db/index.ts';
import { selectShownBanners } from './banners.repo.ts';

/** GET /banner?type=: the carousel's banners shown today (`today`: YYYY-MM-DD, community time) in their set order. */
export async function listBanners(
  db: Executor,
  placement: BannerPlacement,
  today: string,
): Promise<Banner[]> {
  const rows = await selectShownBanners(db, placement, today);
  return rows.map((r) => ({
    id: r.id,
    bannerUrl: r.banner_url,
    // Only the contract's two values are ever written (seed, admin); the response schema checks again.
    bannerType: r.banner_type as BannerType,
    name: r.name,
    redirectUrl: r.redirect_url,
    extendInfo: { description: r.description, location: r.location, date: r.date_text },
  }));
}
