import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEvent } from '../../../test/factories.ts';
import { callApi, createTestContext, loginAs, type TestContext } from '../../../test/helpers.ts';
import { COUNTS_LAG_MS } from '../../lib/read-cache.ts';

/**
 * A visitor's server-rendered page is rendered once and reused (docs/decisions/033) under the read cache's rule
 * (lib/read-cache.ts): per URL, until the TTL or a write through this instance. SQLite and PostgreSQL.
 */
const SHELL = `<!doctype html>
<html lang="id">
  <head><meta charset="UTF-8" /><title>Alumni 86</title></head>
  <body><div id="root"></div></body>
</html>
`;
const TTL = 1000;
let offset = 0;
const passTtl = () => {
  offset += TTL + 1;
};

let ctx: TestContext;
let webDist: string;
beforeAll(async () => {
  webDist = mkdtempSync(path.join(os.tmpdir(), 'alumni-webdist-'));
  writeFileSync(path.join(webDist, 'index.html'), SHELL);
  ctx = await createTestContext({
    config: { webDist, readCacheTtlMs: TTL },
    now: () => new Date(Date.now() + offset),
  });
});
afterAll(async () => {
  await ctx.close();
  rmSync(webDist, { recursive: true, force: true });
});

const page = async (url: string, headers: Record<string, string> = {}) => {
  const res = await ctx.app.inject({ method: 'GET', url, headers });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toContain('text/html');
  return res.body;
};
/** A change made where this instance cannot see it (another instance, or straight in the database). */
const renameElsewhere = (id: number, name: string) =>
  ctx.db.updateTable('events').set({ name }).where('id', '=', id).execute();

describe("visitors' pages rendered once, served many (docs/decisions/033)", () => {
  it('reuses the page within the TTL and shows a change made elsewhere once the TTL has passed', async () => {
    const event = await createEvent(ctx, { name: 'Reuni Pertama' });
    passTtl();
    for (const url of [`/event/${event.id}`, '/', '/event']) {
      expect(await page(url)).toContain('Reuni Pertama');
    }
    await renameElsewhere(event.id, 'Reuni Berganti Nama');
    for (const url of [`/event/${event.id}`, '/', '/event']) {
      // The same HTML again: nothing here knew of the change.
      expect(await page(url)).toContain('Reuni Pertama');
    }
    passTtl();
    for (const url of [`/event/${event.id}`, '/', '/event']) {
      const html = await page(url);
      expect(html).toContain('Reuni Berganti Nama');
      expect(html).not.toContain('Reuni Pertama');
    }
  });

  it('shows a change made through this instance at once', async () => {
    const event = await createEvent(ctx, { name: 'Sebelum Diubah' });
    const admin = await loginAs(ctx, 'ROLE_ADMIN');
    passTtl();
    expect(await page(`/event/${event.id}`)).toContain('Sebelum Diubah');
    const res = await ctx.app.inject({
      method: 'PUT',
      url: '/api/v1/event',
      headers: admin.headers,
      payload: { id: event.id, name: 'Sesudah Diubah' },
    });
    expect(res.statusCode).toBe(200);
    const html = await page(`/event/${event.id}`);
    expect(html).toContain('Sesudah Diubah');
  });

  it("keeps an event's page at a registration on it as the lists, within COUNTS_LAG_MS (docs/decisions/038, 048)", async () => {
    const a = await createEvent(ctx, { name: 'Halaman A', quota: 10 });
    const b = await createEvent(ctx, { name: 'Halaman B', quota: 10 });
    const member = await loginAs(ctx);
    passTtl();
    expect(await page(`/event/${a.id}`)).toContain('Halaman A');
    expect(await page(`/event/${b.id}`)).toContain('Halaman B');
    await renameElsewhere(a.id, 'Halaman A Baru');
    await renameElsewhere(b.id, 'Halaman B Baru');
    const res = await callApi(ctx, 'POST', '/event-participant/register', member.headers, { eventId: a.id });
    expect(res.statusCode, res.body).toBe(200);
    // A visitor's page shows a registration only as counts: kept, as the lists are, for at most COUNTS_LAG_MS
    // (here the TTL, shorter, ends it first); the member's own answer is fresh at once (lib/read-cache.test.ts).
    expect(await page(`/event/${a.id}`)).not.toContain('Halaman A Baru');
    expect(await page(`/event/${b.id}`)).not.toContain('Halaman B Baru');
    offset += COUNTS_LAG_MS + 1;
    expect(await page(`/event/${a.id}`)).toContain('Halaman A Baru');
  });

  it("never gives anyone a member's page: the page is a visitor's, whoever asks first", async () => {
    const event = await createEvent(ctx, {
      name: 'Acara Anggota',
      description: 'Hanya untuk anggota: nomor rekening',
    });
    const member = await loginAs(ctx);
    passTtl();
    // A member's own API answer has the description; it is cached under the member.
    const api = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/event/${event.id}`,
      headers: member.headers,
    });
    expect(api.json().result.description).toContain('nomor rekening');
    // The page, even asked with the member's token first, is the visitor's: no description.
    const asMember = await page(`/event/${event.id}`, member.headers);
    expect(asMember).toContain('Acara Anggota');
    expect(asMember).not.toContain('nomor rekening');
    expect(await page(`/event/${event.id}`)).toBe(asMember);
  });
});
