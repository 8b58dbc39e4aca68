import { IMPORT_BATCH_MSG } from '@alumni/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, loginAs, type TestContext } from '../../../test/helpers.ts';
import { userActivity } from './users-admin.test-support.ts';
import { postImport, sheetRow } from './users-import.test-support.ts';

/** Invitations and activation (docs/decisions/014): each import is a batch; 'Batalkan Import' removes its members who have not activated yet. */
let ctx: TestContext;
let admin: Awaited<ReturnType<typeof loginAs>>;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await loginAs(ctx, 'ROLE_ADMIN', { name: 'Admin Batch' });
});
afterAll(() => ctx.close());

const listBatches = (headers: Record<string, string>) =>
  ctx.app.inject({ method: 'GET', url: '/api/v1/user/imports', headers });
const undo = (id: number | string, headers: Record<string, string>) =>
  ctx.app.inject({ method: 'DELETE', url: `/api/v1/user/imports/${id}`, headers });

async function importRows(n: number) {
  const rows = Array.from({ length: n }, () => sheetRow());
  const res = await postImport(ctx, { users: rows }, admin.headers);
  expect(res.statusCode, res.body).toBe(201);
  return { rows, batchId: res.json().result.batchId as number };
}
const byUsername = (username: string) =>
  ctx.db
    .selectFrom('users')
    .select(['id', 'import_batch_id'])
    .where('username', '=', username)
    .executeTakeFirst();

describe('import batches', () => {
  it('records who imported, when and how many; the history shows active and not-yet-active members', async () => {
    const { rows, batchId } = await importRows(3);
    expect((await byUsername(rows[0]?.username ?? ''))?.import_batch_id).toBe(batchId);
    await ctx.db
      .updateTable('users')
      .set({ password_hash: 'sudah-aktif' })
      .where('username', '=', rows[0]?.username ?? '')
      .execute();

    const res = await listBatches(admin.headers);
    expect(res.statusCode, res.body).toBe(200);
    const batch = res.json().result.find((b: { id: number }) => b.id === batchId);
    expect(batch).toMatchObject({
      createdBy: 'Admin Batch',
      total: 3,
      inactive: 2,
      active: 1,
      undoneDate: null,
      removed: null,
      kept: null,
    });
    expect(Date.parse(batch.createdDate)).not.toBeNaN();
  });

  it("'Batalkan Import' removes the batch's not-yet-active members in one go, keeps the active ones and says so", async () => {
    const { rows, batchId } = await importRows(4);
    const [activeRow, ...inactiveRows] = rows;
    await ctx.db
      .updateTable('users')
      .set({ password_hash: 'sudah-aktif' })
      .where('username', '=', activeRow?.username ?? '')
      .execute();
    // Another batch and other members stay untouched.
    const other = await importRows(1);
    const before = (await userActivity(ctx)).length;

    const res = await undo(batchId, admin.headers);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ result: { removed: 3, kept: 1 } });
    for (const r of inactiveRows) expect(await byUsername(r.username)).toBeUndefined();
    expect(await byUsername(activeRow?.username ?? '')).toBeDefined();
    expect(await byUsername(other.rows[0]?.username ?? '')).toBeDefined();

    const log = await userActivity(ctx);
    expect(log).toHaveLength(before + 1);
    expect(log.at(-1)).toMatchObject({
      user_id: admin.user.id,
      action: 'Batalkan',
      activity_info: 'Membatalkan import 4 pengguna: 3 dihapus, 1 dipertahankan karena sudah aktif',
    });

    const batch = (await listBatches(admin.headers))
      .json()
      .result.find((b: { id: number }) => b.id === batchId);
    expect(batch).toMatchObject({ removed: 3, kept: 1, undoneBy: 'Admin Batch', inactive: 0, active: 1 });
    expect(batch.undoneDate).toEqual(expect.any(String));

    // Twice: refused, nothing more removed.
    const again = await undo(batchId, admin.headers);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: IMPORT_BATCH_MSG.alreadyUndone, code: 'IMPORT_ALREADY_UNDONE' });
    expect(await byUsername(activeRow?.username ?? '')).toBeDefined();
  });

  it('answers 404 for an unknown batch and removes nobody', async () => {
    const { rows, batchId } = await importRows(2);
    const res = await undo(batchId + 1000, admin.headers);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: IMPORT_BATCH_MSG.notFound, code: 'IMPORT_BATCH_NOT_FOUND' });
    for (const r of rows) expect(await byUsername(r.username)).toBeDefined();
  });

  it('refuses guests (401), members (403) and bad ids (400)', async () => {
    const { rows, batchId } = await importRows(1);
    const member = await loginAs(ctx, 'ROLE_USER');
    expect((await listBatches({})).statusCode).toBe(401);
    expect((await listBatches(member.headers)).statusCode).toBe(403);
    expect((await undo(batchId, {})).statusCode).toBe(401);
    const refused = await undo(batchId, member.headers);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('FORBIDDEN');
    const bad = await undo('abc', admin.headers);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(IMPORT_BATCH_MSG.notFound);
    expect((await undo('99999999999999', admin.headers)).statusCode).toBe(400);
    expect(await byUsername(rows[0]?.username ?? '')).toBeDefined();
  });
});
