import { BANNER_TYPE_INVALID } from '@alumni/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBanner } from '../../../test/factories.ts';
import { createTestContext, type TestContext } from '../../../test/helpers.ts';

/** GET /banner?type=HEROES|GALLERY. */
let ctx: TestContext;
const get = (query: string) => ctx.app.inject({ method: 'GET', url: `/api/v1/banner${query}` });

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('GET /banner', () => {
  it('returns the carousel banners of the asked placement in their set order', async () => {
    const second = await createBanner(ctx, {
      placement: 'HEROES',
      banner_type: 'BANNER_EVENT',
      sort_order: 2,
      name: 'Reuni Akbar',
      redirect_url: '12',
      description: 'Temu kangen angkatan 86',
      location: 'Jakarta',
      date_text: '22/11/2026 15:00',
    });
    const first = await createBanner(ctx, { placement: 'HEROES', banner_type: 'BANNER_HOME', sort_order: 1 });
    const gallery = await createBanner(ctx, { placement: 'GALLERY', sort_order: 0 });

    const heroes = await get('?type=HEROES');
    expect(heroes.statusCode).toBe(200);
    expect(heroes.json()).toEqual({
      result: {
        datas: [
          {
            id: first.id,
            bannerUrl: first.banner_url,
            bannerType: 'BANNER_HOME',
            name: first.name,
            redirectUrl: null,
            extendInfo: { description: null, location: null, date: null },
          },
          {
            id: second.id,
            bannerUrl: second.banner_url,
            bannerType: 'BANNER_EVENT',
            name: 'Reuni Akbar',
            redirectUrl: '12',
            extendInfo: {
              description: 'Temu kangen angkatan 86',
              location: 'Jakarta',
              date: '22/11/2026 15:00',
            },
          },
        ],
      },
    });
    const galleryRes = (await get('?type=GALLERY')).json();
    expect(galleryRes.result.datas.map((b: { id: number }) => b.id)).toEqual([gallery.id]);
  });

  it('refuses a missing or unknown type', async () => {
    for (const q of [
      '',
      '?type=',
      '?type=heroes',
      '?type=BANNER_HOME',
      `?type=${encodeURIComponent("HEROES' or 1=1--")}`,
    ]) {
      const res = await get(q);
      expect(res.statusCode, q).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', message: BANNER_TYPE_INVALID });
    }
  });
});
