import type { BannerPlacement } from '@alumni/contract';
import type { Executor } from '../../db/index.ts';

/**
 * The banners of one placement shown on `today` (YYYY-MM-DD, community time), in their set order. The table is
 * the content module's (it alone writes it); this public read is allowed in architecture.test.ts.
 */
export function selectShownBanners(db: Executor, placement: BannerPlacement, today: string) {
  return db
    .selectFrom('banners')
    .select([
      'id',
      'banner_url',
      'banner_type',
      'name',
      'redirect_url',
      'description',
      'location',
      'date_text',
    ])
    .where('placement', '=', placement)
    .where((eb) => eb.or([eb('shown_from', 'is', null), eb('shown_from', '<=', today)]))
    .where((eb) => eb.or([eb('shown_until', 'is', null), eb('shown_until', '>=', today)]))
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
}
