/** lib/background.ts: loops registered there stop when the app closes (SIGTERM), before the database does. */
import { describe, expect, it } from 'vitest';
import { createTestContext } from '../../test/helpers.ts';

describe('background loops', () => {
  it('are stopped, newest first, when the app closes, even when one of them fails to stop', async () => {
    const ctx = await createTestContext();
    const stopped: string[] = [];
    let ticks = 0;
    const timer = setInterval(() => {
      ticks += 1;
    }, 5);
    ctx.app.deps.background.add('mail', () => {
      clearInterval(timer);
      stopped.push('mail');
    });
    ctx.app.deps.background.add('broken', () => {
      stopped.push('broken');
      throw new Error('tidak mau berhenti');
    });
    ctx.app.deps.background.add('reminders', async () => {
      // The database is still open while a loop finishes its pass.
      await ctx.db.selectFrom('users').select('id').execute();
      stopped.push('reminders');
    });
    expect(ctx.app.deps.background.stopped).toBe(false);
    await ctx.close();
    expect(stopped).toEqual(['reminders', 'broken', 'mail']);
    expect(ctx.app.deps.background.stopped).toBe(true);
    const after = ticks;
    await new Promise((r) => setImmediate(r));
    expect(ticks).toBe(after);
  });

  it('stops at once a loop registered after the app began closing', async () => {
    const ctx = await createTestContext();
    await ctx.close();
    let stops = 0;
    ctx.app.deps.background.add('late', () => {
      stops += 1;
    });
    await new Promise((r) => setImmediate(r));
    expect(stops).toBe(1);
  });
});
