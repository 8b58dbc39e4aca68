import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, createUser, type TestContext } from '../../../test/helpers.ts';
import type { AuthUser } from '../../lib/auth.ts';
import { badRequest } from '../../lib/errors.ts';
import { diffFields, recordActivity, withAdminActivity } from './activity-log.service.ts';

let ctx: TestContext;
let admin: AuthUser;
const NOW = new Date('2026-04-01T03:04:05.000Z');

beforeAll(async () => {
  ctx = await createTestContext();
  const row = await createUser(ctx, { role: 'ROLE_ADMIN', name: 'Admin Satu' });
  admin = { id: row.id, role: 'ROLE_ADMIN', name: row.name, username: row.username, email: row.email };
});
afterAll(() => ctx.close());

const logRows = () => ctx.db.selectFrom('activity_logs').selectAll().orderBy('id').execute();

describe('diffFields', () => {
  it('keeps only the keys whose values differ', () => {
    expect(
      diffFields(
        { name: 'Budi', email: 'b@x.id', quota: 10, tags: ['a', 'b'], meta: { x: 1 } },
        { name: 'Budi S', email: 'b@x.id', quota: 10, tags: ['a', 'b'], meta: { x: 1 } },
      ),
    ).toEqual({ old: { name: 'Budi' }, new: { name: 'Budi S' } });
  });

  it('compares arrays and nested objects by value', () => {
    expect(diffFields({ tags: ['a'], meta: { x: 1 } }, { tags: ['a', 'b'], meta: { x: 2 } })).toEqual({
      old: { tags: ['a'], meta: { x: 1 } },
      new: { tags: ['a', 'b'], meta: { x: 2 } },
    });
  });

  it('reads a missing key or undefined as null', () => {
    expect(diffFields({ quota: 5, phone: undefined }, { phone: null })).toEqual({
      old: { quota: 5 },
      new: { quota: null },
    });
  });

  it('drops secret keys in any spelling and at any depth, even when they changed', () => {
    const d = diffFields(
      { name: 'A', password: 'x', password_hash: 'h1', token: 't1', repassword: 'x' },
      {
        name: 'B',
        password: 'y',
        passwordHash: 'h2',
        token: 't2',
        rePassword: 'y',
        user: { name: 'C', password: 'z' },
      },
    );
    expect(d).toEqual({ old: { name: 'A', user: null }, new: { name: 'B', user: { name: 'C' } } });
    expect(JSON.stringify(d)).not.toMatch(/password|token|"x"|"y"|"z"|h1|h2|t1|t2/i);
  });

  it('returns one side whole (without secrets) for a creation or a deletion', () => {
    expect(diffFields(null, { name: 'Baru', password: 'rahasia' })).toEqual({
      old: null,
      new: { name: 'Baru' },
    });
    expect(diffFields({ name: 'Lama', token: 'abc' }, undefined)).toEqual({
      old: { name: 'Lama' },
      new: null,
    });
  });

  it('gives empty objects when nothing changed', () => {
    expect(diffFields({ a: 1 }, { a: 1 })).toEqual({ old: {}, new: {} });
  });
});

describe('recordActivity', () => {
  it('writes the admin, module, action, info, the changed fields as JSON and the time', async () => {
    await recordActivity(ctx.db, {
      admin,
      module: 'Pengguna',
      action: 'Ubah',
      activityInfo: 'Mengubah pengguna Budi',
      oldValue: { name: 'Budi', email: 'same@x.id', password_hash: 'old-hash' },
      newValue: { name: 'Budi Santoso', email: 'same@x.id', password_hash: 'new-hash' },
      now: NOW,
    });
    const rows = await logRows();
    expect(rows.at(-1)).toMatchObject({
      user_id: admin.id,
      user_name: 'Admin Satu',
      module: 'Pengguna',
      action: 'Ubah',
      activity_info: 'Mengubah pengguna Budi',
      created_at: '2026-04-01T03:04:05.000Z',
    });
    const last = rows.at(-1);
    expect(JSON.parse(last?.old_value ?? 'null')).toEqual({ name: 'Budi' });
    expect(JSON.parse(last?.new_value ?? 'null')).toEqual({ name: 'Budi Santoso' });
    expect(`${last?.old_value}${last?.new_value}`).not.toContain('hash');
  });

  it('stores null values when there are none or nothing changed', async () => {
    await recordActivity(ctx.db, { admin, module: 'Acara', action: 'Hapus', activityInfo: 'x', now: NOW });
    await recordActivity(ctx.db, {
      admin,
      module: 'Acara',
      action: 'Ubah',
      activityInfo: 'y',
      oldValue: { a: 1 },
      newValue: { a: 1 },
      now: NOW,
    });
    const rows = await logRows();
    expect(rows.slice(-2).map((r) => [r.old_value, r.new_value])).toEqual([
      [null, null],
      [null, null],
    ]);
  });
});

describe('withAdminActivity', () => {
  it('commits the change and its activity row together and returns the result', async () => {
    const target = await createUser(ctx, { name: 'Sebelum' });
    const before = (await logRows()).length;
    const result = await withAdminActivity(
      ctx.db,
      async (tx) => {
        await tx.updateTable('users').set({ name: 'Sesudah' }).where('id', '=', target.id).execute();
        return {
          result: { id: target.id },
          activity: {
            module: 'Pengguna' as const,
            action: 'Ubah' as const,
            activityInfo: 'Mengubah pengguna Sebelum',
            oldValue: { name: 'Sebelum' },
            newValue: { name: 'Sesudah' },
          },
        };
      },
      admin,
      NOW,
    );
    expect(result).toEqual({ id: target.id });
    const user = await ctx.db
      .selectFrom('users')
      .select('name')
      .where('id', '=', target.id)
      .executeTakeFirst();
    expect(user?.name).toBe('Sesudah');
    const rows = await logRows();
    expect(rows).toHaveLength(before + 1);
    expect(rows.at(-1)).toMatchObject({ activity_info: 'Mengubah pengguna Sebelum', user_id: admin.id });
  });

  it('writes NOTHING when fn throws after making its change', async () => {
    const target = await createUser(ctx, { name: 'Tetap' });
    const usersBefore = await ctx.db.selectFrom('users').selectAll().orderBy('id').execute();
    const logsBefore = await logRows();
    await expect(
      withAdminActivity(
        ctx.db,
        async (tx) => {
          await tx.updateTable('users').set({ name: 'Berubah' }).where('id', '=', target.id).execute();
          await tx.deleteFrom('users').where('id', '!=', admin.id).where('id', '!=', target.id).execute();
          throw badRequest('Aturan dilanggar.');
        },
        admin,
        NOW,
      ),
    ).rejects.toThrow('Aturan dilanggar.');
    expect(await ctx.db.selectFrom('users').selectAll().orderBy('id').execute()).toEqual(usersBefore);
    expect(await logRows()).toEqual(logsBefore);
  });

  it('rolls the change back when the activity row itself cannot be written', async () => {
    const target = await createUser(ctx, { name: 'Asli' });
    const logsBefore = await logRows();
    // An admin id that no longer exists breaks the activity_logs.user_id foreign key.
    const ghost: AuthUser = { ...admin, id: 2_000_000_000 };
    await expect(
      withAdminActivity(
        ctx.db,
        async (tx) => {
          await tx.updateTable('users').set({ name: 'Ganti' }).where('id', '=', target.id).execute();
          return {
            result: null,
            activity: { module: 'Pengguna' as const, action: 'Ubah' as const, activityInfo: 'Mengubah' },
          };
        },
        ghost,
        NOW,
      ),
    ).rejects.toThrow();
    const user = await ctx.db
      .selectFrom('users')
      .select('name')
      .where('id', '=', target.id)
      .executeTakeFirst();
    expect(user?.name).toBe('Asli');
    expect(await logRows()).toEqual(logsBefore);
  });
});
