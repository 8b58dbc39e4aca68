import { readdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, loginAs, type TestContext } from '../../../test/helpers.ts';
import { newEventBody, postEvent } from '../../modules/events/events-write.test-support.ts';
import { ensureStarterCatalog, STARTER_CATEGORIES, STARTER_JOB_TYPES } from './starter-catalog.ts';

/** The starter catalog of every empty install (docs/decisions/021). */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('ensureStarterCatalog', () => {
  it('writes the eight categories with icons and the job types once, so the first event can be created', async () => {
    expect(await ensureStarterCatalog(ctx.db, ctx.config.uploadDir)).toEqual({
      categories: STARTER_CATEGORIES.length,
      jobTypes: STARTER_JOB_TYPES.length,
    });
    const categories = (await ctx.app.inject({ method: 'GET', url: '/api/v1/event-category' })).json().result;
    expect(categories.datas.map((c: { displayName: string }) => c.displayName)).toEqual([
      'Reuni',
      'Olahraga',
      'Sosial & Amal',
      'Wisata',
      'Seminar',
      'Kuliner',
      'Keagamaan',
      'Hobi',
    ]);
    const files = readdirSync(ctx.config.uploadDir);
    for (const c of categories.datas) expect(files).toContain(c.iconUrl.slice('/uploads/'.length));
    const jobs = (await ctx.app.inject({ method: 'GET', url: '/api/v1/job' })).json().result;
    expect(jobs.datas.map((j: { name: string }) => j.name).sort()).toEqual([...STARTER_JOB_TYPES].sort());

    // The first event of a fresh install: its category exists.
    const admin = await loginAs(ctx, 'ROLE_ADMIN');
    const body = await newEventBody(ctx, admin.user.id, { eventCategoryId: categories.datas[0].id });
    const res = await postEvent(ctx, body, admin.headers);
    expect(res.statusCode).toBe(201);
  });

  it('never writes them again, even after the committee deleted them all', async () => {
    await ctx.db.deleteFrom('job_types').execute();
    expect(await ensureStarterCatalog(ctx.db, ctx.config.uploadDir)).toEqual({ categories: 0, jobTypes: 0 });
    expect(await ctx.db.selectFrom('job_types').selectAll().execute()).toEqual([]);
  });

  it("keeps a database's own catalog (categories or job types already there)", async () => {
    const own = await createTestContext();
    try {
      await own.db.insertInto('job_types').values({ name: 'Nelayan' }).execute();
      expect(await ensureStarterCatalog(own.db, own.config.uploadDir)).toEqual({
        categories: STARTER_CATEGORIES.length,
        jobTypes: 0,
      });
      expect((await own.db.selectFrom('job_types').select('name').execute()).map((j) => j.name)).toEqual([
        'Nelayan',
      ]);
    } finally {
      await own.close();
    }
  });
});
