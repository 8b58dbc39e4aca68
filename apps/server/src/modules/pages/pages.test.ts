import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addParticipant, createBanner, createCategory, createEvent } from '../../../test/factories.ts';
import { createTestContext, createUser, loginAs, type TestContext } from '../../../test/helpers.ts';
import { apiKey } from '../../lib/spa-shell.ts';
import { PAGE_CALLS } from './pages.routes.ts';

/**
 * The first screen without waiting for JavaScript (docs/decisions/010): the
 * public pages carry a visitor's first-screen API answers and every page the community's time zone.
 */
const SHELL = `<!doctype html>
<html lang="id">
  <head>
    <meta charset="UTF-8" />
    <title>Alumni 86</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;
const HOSTILE = `</script><script>alert(1)</script><!-- \u2028 & "kutip" ' $& $1`;

let ctx: TestContext;
let webDist: string;
let published: { id: number };
let draft: { id: number };

beforeAll(async () => {
  webDist = mkdtempSync(path.join(os.tmpdir(), 'alumni-webdist-'));
  writeFileSync(path.join(webDist, 'index.html'), SHELL);
  ctx = await createTestContext({ config: { webDist, tzCommunity: 'Asia/Makassar' } });
  await createCategory(ctx, { display_name: 'Reuni Akbar' });
  await createBanner(ctx, { placement: 'HEROES', banner_url: '/uploads/hero-utama.webp', name: HOSTILE });
  await createBanner(ctx, { placement: 'GALLERY', banner_url: '/uploads/galeri.webp' });
  published = await createEvent(ctx, { name: HOSTILE, image_url: '/uploads/acara.webp', quota: 50 });
  const member = await createUser(ctx);
  await addParticipant(ctx, published.id, member.id);
  // An album photo the committee picked for the landing gallery (docs/decisions/032-event-album.md).
  await ctx.db
    .insertInto('event_photos')
    .values({
      event_id: published.id,
      user_id: member.id,
      path: `/uploads/${'ab'.repeat(16)}.webp`,
      width: 1200,
      height: 900,
      picked: 1,
      created_at: new Date().toISOString(),
    })
    .execute();
  draft = await createEvent(ctx, { name: 'Rancangan Rahasia', status: 'DRAFT' });
});
afterAll(async () => {
  await ctx.close();
  rmSync(webDist, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url, headers });

interface Answer {
  url: string;
  data: unknown;
  ping?: boolean;
}

/** The page's initial answers, read as the browser reads them (the element's text as JSON). */
function initialData(html: string): Answer[] | null {
  const m = html.match(/<script type="application\/json" id="initial-data">([\s\S]*?)<\/script>/);
  return m?.[1] ? (JSON.parse(m[1]) as Answer[]) : null;
}

/** What the API answers a visitor for the same call. */
async function apiResult(url: string) {
  const res = await get(url);
  expect(res.statusCode).toBe(200);
  return res.json().result;
}

describe('GET / (landing page)', () => {
  it('carries the API answers the first screen fetches, exactly as the API gives them', async () => {
    const res = await get('/');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    const answers = initialData(res.body);
    expect(answers?.map((a) => a.url)).toEqual(PAGE_CALLS.home.map(apiKey));
    for (const call of PAGE_CALLS.home) {
      expect(answers?.find((a) => a.url === apiKey(call))?.data).toEqual(await apiResult(call));
    }
  });

  it("carries the gallery's picked album photos, so the gallery paints without a round trip", async () => {
    const res = await get('/');
    const picked = initialData(res.body)?.find((a) => a.url === '/api/v1/album/picked')?.data as {
      id: number;
      eventId: number;
      eventName: string;
      path: string;
    }[];
    expect(picked).toHaveLength(1);
    expect(picked[0]).toMatchObject({ eventId: published.id, eventName: HOSTILE, width: 1200, height: 900 });
  });

  it('keeps user text as data: no element can be closed or opened from it', async () => {
    const res = await get('/');
    expect(res.body.match(/<\/script>/g)).toHaveLength(2);
    expect(res.body).not.toContain('<script>alert(1)');
    expect(res.body).not.toContain('<!--');
    const banners = initialData(res.body)?.find((a) => a.url === '/api/v1/banner?type=HEROES')?.data as {
      datas: { name: string }[];
    };
    expect(banners.datas[0]?.name).toBe(HOSTILE);
  });

  it('preloads the first hero picture (the largest element of the first screen)', async () => {
    const res = await get('/');
    expect(res.body).toContain(
      '<link rel="preload" as="image" href="/uploads/hero-utama.webp" fetchpriority="high" />',
    );
  });

  it('is sent compressed to a browser that takes brotli', async () => {
    const res = await get('/', { 'accept-encoding': 'br' });
    expect(res.headers['content-encoding']).toBe('br');
    expect(initialData(brotliDecompressSync(res.rawPayload).toString())?.length).toBe(PAGE_CALLS.home.length);
  });

  it('never carries an admin’s view (drafts): a token sent with the page request changes nothing', async () => {
    const { headers } = await loginAs(ctx, 'ROLE_ADMIN');
    const res = await get('/', headers);
    const events = initialData(res.body)?.find((a) => a.url.startsWith('/api/v1/event?'))?.data as {
      datas: { id: number }[];
    };
    expect(events.datas.map((e) => e.id)).not.toContain(draft.id);
  });
});

describe('GET /event (event list)', () => {
  it('carries the categories and the default page of events', async () => {
    const answers = initialData((await get('/event')).body);
    expect(answers?.map((a) => a.url)).toEqual(PAGE_CALLS.events.map(apiKey));
    const events = answers?.find((a) => a.url.startsWith('/api/v1/event?'))?.data as {
      datas: { id: number }[];
    };
    expect(events.datas.map((e) => e.id)).toContain(published.id);
    expect(events.datas.map((e) => e.id)).not.toContain(draft.id);
  });

  it('carries only the categories for a filtered or later page (the filters live in the URL)', async () => {
    const answers = initialData((await get('/event?page=2&s=1')).body);
    expect(answers?.map((a) => a.url)).toEqual(PAGE_CALLS.eventsFiltered.map(apiKey));
  });
});

describe('GET /about-us and /about', () => {
  it('carry the community figures', async () => {
    for (const url of ['/about-us', '/about']) {
      const answers = initialData((await get(url)).body);
      expect(answers).toEqual([
        { url: '/api/v1/community', data: await apiResult('/api/v1/community') },
        { url: '/api/v1/stats', data: await apiResult('/api/v1/stats') },
      ]);
    }
  });
});

describe('GET /event/:id (event detail page)', () => {
  it('carries the event and its first participants, without counting a view', async () => {
    const before = await ctx.db
      .selectFrom('events')
      .select('total_viewer')
      .where('id', '=', published.id)
      .executeTakeFirstOrThrow();
    const answers = initialData((await get(`/event/${published.id}`)).body);
    const after = await ctx.db
      .selectFrom('events')
      .select('total_viewer')
      .where('id', '=', published.id)
      .executeTakeFirstOrThrow();
    expect(after.total_viewer).toBe(before.total_viewer);

    const detail = answers?.find((a) => a.url === `/api/v1/event/${published.id}`);
    // The web sends the request anyway after painting: that is when the view counts.
    expect(detail?.ping).toBe(true);
    const fromApi = await apiResult(`/api/v1/event/${published.id}`);
    expect({ ...(detail?.data as object), totalViewer: 0 }).toEqual({ ...fromApi, totalViewer: 0 });
    expect((detail?.data as { name: string } | undefined)?.name).toBe(HOSTILE);

    const participantsCall = `/api/v1/event-participant/get-current?eventId=${published.id}&offset=1&limit=3`;
    expect(answers?.find((a) => a.url === apiKey(participantsCall))?.data).toEqual(
      await apiResult(participantsCall),
    );
  });

  it('preloads the event picture', async () => {
    const res = await get(`/event/${published.id}`);
    expect(res.body).toContain(
      '<link rel="preload" as="image" href="/uploads/acara.webp" fetchpriority="high" />',
    );
  });

  it('carries nothing for an event a visitor may not see, or a bad id', async () => {
    for (const url of [`/event/${draft.id}`, '/event/999999', '/event/abc']) {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      // Only the community's details, which every page carries (docs/decisions/021).
      expect(initialData(res.body)).toEqual([
        { url: '/api/v1/community', data: await apiResult('/api/v1/community') },
      ]);
      expect(res.body).not.toContain('Rancangan Rahasia');
    }
  });
});

describe('community time zone in every page (TZ_COMMUNITY)', () => {
  it('is in the landing, list, detail, about and every other client route', async () => {
    for (const url of [
      '/',
      '/event',
      `/event/${published.id}`,
      '/about-us',
      '/login',
      '/admin',
      '/no-such-page',
    ]) {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<meta name="alumni:time-zone" content="Asia/Makassar" />');
    }
  });
});
