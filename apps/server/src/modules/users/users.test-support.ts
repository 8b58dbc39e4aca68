import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Insertable } from 'kysely';
import type { TestContext } from '../../../test/helpers.ts';
import type { BusinessesTable, EducationsTable, WorkingExperiencesTable } from '../../db/types.ts';

/** Test-only helpers of the users module (not a *.test.ts file, so vitest does not run it). */

type Ctx = Pick<TestContext, 'db'>;
const NOW = '2026-01-01T00:00:00.000Z';

export const HOSTILE = ['<img src=x onerror=alert(1)>', "'; drop table users;--"] as const;

export function putUser(
  ctx: Pick<TestContext, 'app'>,
  payload: unknown,
  headers: Record<string, string> = {},
) {
  return ctx.app.inject({ method: 'PUT', url: '/api/v1/user', payload: payload as object, headers });
}

export function getUser(ctx: Pick<TestContext, 'app'>, key: string, headers: Record<string, string> = {}) {
  return ctx.app.inject({ method: 'GET', url: `/api/v1/user/${encodeURIComponent(key)}`, headers });
}

export function listUsers(
  ctx: Pick<TestContext, 'app'>,
  query: string,
  headers: Record<string, string> = {},
) {
  return ctx.app.inject({ method: 'GET', url: `/api/v1/user?${query}`, headers });
}

export const userRow = (ctx: Ctx, id: number) =>
  ctx.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

let jobSeq = 0;
export async function createJobType(ctx: Ctx, name?: string) {
  jobSeq += 1;
  return ctx.db
    .insertInto('job_types')
    .values({ name: name ?? `Pekerjaan ${jobSeq}-${randomBytes(3).toString('hex')}` })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export const createWorkingExp = (
  ctx: Ctx,
  userId: number,
  o: Partial<Insertable<WorkingExperiencesTable>> = {},
) =>
  ctx.db
    .insertInto('working_experiences')
    .values({
      user_id: userId,
      job_type_id: null,
      position: 'Staf',
      name: 'PT Lama',
      address: 'Jakarta',
      start_date: '2010-01-10',
      end_date: '2012-01-10',
      description: null,
      created_at: NOW,
      ...o,
    })
    .returningAll()
    .executeTakeFirstOrThrow();

export const createBusiness = (ctx: Ctx, userId: number, o: Partial<Insertable<BusinessesTable>> = {}) =>
  ctx.db
    .insertInto('businesses')
    .values({
      user_id: userId,
      name: 'Warung Lama',
      address: 'Bandung',
      start_date: '2015-03-10',
      end_date: null,
      currently_working: 1,
      description: null,
      created_at: NOW,
      ...o,
    })
    .returningAll()
    .executeTakeFirstOrThrow();

export const createEducation = (ctx: Ctx, userId: number, o: Partial<Insertable<EducationsTable>> = {}) =>
  ctx.db
    .insertInto('educations')
    .values({
      user_id: userId,
      university: 'Universitas Lama',
      title: 'S1',
      study_major: 'Sejarah',
      start_date: '1987-08-10',
      end_date: '1991-08-10',
      gpa: 3.1,
      description: null,
      created_at: NOW,
      ...o,
    })
    .returningAll()
    .executeTakeFirstOrThrow();

/** A file in the upload folder under a name POST /upload could have produced; returns its path. */
export function fakeUpload(ctx: Pick<TestContext, 'config'>): string {
  const name = `${randomBytes(16).toString('hex')}.webp`;
  writeFileSync(path.join(ctx.config.uploadDir, name), 'RIFF....WEBP');
  return `/uploads/${name}`;
}

/** A path of the right shape whose file does not exist. */
export const missingUpload = () => `/uploads/${randomBytes(16).toString('hex')}.webp`;

export const subRows = async (ctx: Ctx, userId: number) => ({
  workingExps: await ctx.db
    .selectFrom('working_experiences')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute(),
  businesses: await ctx.db
    .selectFrom('businesses')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute(),
  educations: await ctx.db
    .selectFrom('educations')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute(),
});
