import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory, createEvent, createGroup } from '../../../test/factories.ts';
import { createTestContext, type TestContext } from '../../../test/helpers.ts';

/**
 * A category or group that an event uses cannot be deleted: events.event_category_id and
 * events.event_group_id are ON DELETE RESTRICT (db/migrations/001-initial.ts), on both dialects, and a
 * soft-deleted event still holds its reference.
 *
 * There is no delete endpoint for categories or groups yet. When one is added (catalog module), it must
 * check for referencing events first (deleted ones included) and answer 409 with an Indonesian message
 * such as 'Kategori masih digunakan oleh acara.' / 'Grup masih digunakan oleh acara.', and still map a
 * foreign-key violation (SQLite SQLITE_CONSTRAINT_FOREIGNKEY, PostgreSQL 23503) from a race to that 409.
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const foreignKeyViolation = /FOREIGN KEY|foreign key/;

describe('deleting a category or group in use', () => {
  it('is refused by the database for a category, even when its only event is soft-deleted', async () => {
    const category = await createCategory(ctx);
    await createEvent(ctx, { event_category_id: category.id, deleted: 1 });
    await expect(
      ctx.db.deleteFrom('event_categories').where('id', '=', category.id).execute(),
    ).rejects.toThrow(foreignKeyViolation);
    const still = await ctx.db
      .selectFrom('event_categories')
      .select('id')
      .where('id', '=', category.id)
      .execute();
    expect(still).toHaveLength(1);
  });

  it('is refused by the database for a group', async () => {
    const group = await createGroup(ctx);
    await createEvent(ctx, { event_group_id: group.id });
    await expect(ctx.db.deleteFrom('event_groups').where('id', '=', group.id).execute()).rejects.toThrow(
      foreignKeyViolation,
    );
  });

  it('is allowed for a category and a group no event uses', async () => {
    const category = await createCategory(ctx);
    const group = await createGroup(ctx);
    const a = await ctx.db.deleteFrom('event_categories').where('id', '=', category.id).executeTakeFirst();
    const b = await ctx.db.deleteFrom('event_groups').where('id', '=', group.id).executeTakeFirst();
    expect([Number(a.numDeletedRows), Number(b.numDeletedRows)]).toEqual([1, 1]);
  });
});
