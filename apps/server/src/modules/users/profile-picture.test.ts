import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, loginAs, type TestContext } from '../../../test/helpers.ts';
import { fakeUpload, missingUpload, putUser, userRow } from './users.test-support.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('PUT /user picture', () => {
  it('stores an uploaded picture, keeps it when absent and removes it with null', async () => {
    const { user, headers } = await loginAs(ctx);
    const picture = fakeUpload(ctx);
    expect((await putUser(ctx, { name: 'Foto', picture }, headers)).json().result.picture).toBe(picture);
    expect((await putUser(ctx, { name: 'Foto' }, headers)).json().result.picture).toBe(picture);
    expect((await userRow(ctx, user.id)).picture).toBe(picture);
    const removed = await putUser(ctx, { name: 'Foto', picture: null }, headers);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().result.picture).toBeNull();
    expect((await userRow(ctx, user.id)).picture).toBeNull();
  });

  it('refuses a picture that is not ours (foreign URL or a file that does not exist) and changes nothing', async () => {
    const { user, headers } = await loginAs(ctx, 'ROLE_USER', { name: 'Asli' });
    for (const picture of ['https://evil.example/x.png', '/uploads/../../etc/passwd', '/etc/passwd']) {
      const res = await putUser(ctx, { name: 'Ganti', picture }, headers);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        message: 'Gambar tidak valid. Upload ulang gambar.',
        code: 'VALIDATION_ERROR',
      });
    }
    const missing = await putUser(ctx, { name: 'Ganti', picture: missingUpload() }, headers);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      message: 'Gambar tidak valid. Upload ulang gambar.',
      code: 'PICTURE_INVALID',
    });
    expect(await userRow(ctx, user.id)).toMatchObject({ name: 'Asli', picture: null });
  });

  it('accepts the stored picture sent back unchanged even if its file is gone', async () => {
    const stored = missingUpload();
    const { user, headers } = await loginAs(ctx, 'ROLE_USER', { picture: stored });
    const res = await putUser(ctx, { name: 'Tetap', picture: stored }, headers);
    expect(res.statusCode).toBe(200);
    expect((await userRow(ctx, user.id)).picture).toBe(stored);
  });
});
