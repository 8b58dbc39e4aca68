import type { APIRequestContext, Page } from '@playwright/test';
import {
  createEvent,
  createMember,
  expect,
  expectAccessible,
  type Member,
  signInWithStorage,
  test,
} from '../fixtures.ts';

/**
 * Comments on /event/{id} (docs/spec.md §§2, 4, 5, 6, 9): write, reply, edit ('(diedit)'), delete with the
 * 'Hapus Komentar' confirmation, own comments only, empty text never sent, text rendered as text.
 */

const commentsSection = (page: Page) => page.getByRole('region', { name: /^Komentar/ });
const composer = (page: Page) => page.getByRole('textbox', { name: 'Tulis komentar' });
const sendButton = (page: Page) =>
  commentsSection(page).getByRole('button', { name: 'Kirim', exact: true }).first();
const article = (page: Page, text: string) =>
  commentsSection(page).getByRole('article').filter({ hasText: text });

async function postComment(
  request: APIRequestContext,
  member: Member,
  body: { eventId: number; content: string; parentCommentId?: number },
) {
  const res = await request.post('/api/v2/comment', {
    data: body,
    headers: { authorization: `Bearer ${member.token}` },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).result as { id: number };
}

async function threads(request: APIRequestContext, member: Member, eventId: number) {
  const res = await request.get(`/api/v2/comment?offset=1&limit=10000&eventId=${eventId}`, {
    headers: { authorization: `Bearer ${member.token}` },
  });
  expect(res.status()).toBe(200);
  return (await res.json()).result as {
    total: number;
    datas: {
      id: number;
      content: string;
      edited: boolean;
      deleted: boolean;
      replies: { content: string }[];
    }[];
  };
}

test('a member comments, replies, edits and deletes their comment', async ({ page, request }) => {
  const a = await createMember(request);
  const event = await createEvent(request);
  await signInWithStorage(page, a);
  await page.goto(`/event/${event.id}`);

  await expect(commentsSection(page).getByText('Belum Ada Komentar')).toBeVisible();
  await expectAccessible(page);

  // Empty or blank text is never sent.
  await expect(sendButton(page)).toBeDisabled();
  await composer(page).fill('   \n  ');
  await expect(sendButton(page)).toBeDisabled();

  await composer(page).fill('Halo semua, denah lokasi di https://example.com/denah ya.');
  await sendButton(page).click();
  const first = article(page, 'Halo semua');
  await expect(first).toBeVisible();
  await expect(composer(page)).toHaveValue('');
  await expect(first.getByText(a.name, { exact: true })).toBeVisible();
  await expect(first.getByText('baru saja')).toBeVisible();
  const link = first.getByRole('link', { name: 'https://example.com/denah' });
  await expect(link).toHaveAttribute('href', 'https://example.com/denah');
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow ugc');
  await expect(commentsSection(page).getByRole('heading', { name: /1 komentar/ })).toBeVisible();

  // Reply (inline composer under the thread).
  await first.getByRole('button', { name: 'Balas' }).click();
  const replyBox = page.getByRole('textbox', { name: `Balas komentar ${a.name}` });
  await expect(replyBox).toBeFocused();
  await replyBox.fill('Saya datang bersama istri.');
  await commentsSection(page).getByRole('button', { name: 'Kirim' }).last().click();
  const reply = article(page, 'Saya datang bersama istri.');
  await expect(reply).toBeVisible();
  await expect(replyBox).toBeHidden();
  // Replies take no replies.
  await expect(reply.getByRole('button', { name: 'Balas' })).toHaveCount(0);
  await expectAccessible(page);

  // Edit the top-level comment: Simpan shows '(diedit)'.
  await first.getByRole('button', { name: 'Ubah' }).click();
  const editBox = page.getByRole('textbox', { name: 'Ubah komentar' });
  await expect(editBox).toHaveValue('Halo semua, denah lokasi di https://example.com/denah ya.');
  await editBox.fill('Halo semua, sampai jumpa besok!');
  await page.getByRole('button', { name: 'Simpan' }).click();
  const edited = article(page, 'sampai jumpa besok');
  await expect(edited.getByText('(diedit)')).toBeVisible();
  await expect(edited.getByRole('button', { name: 'Ubah' })).toBeFocused();

  // Delete with the confirmation; the reply stays readable under the greyed placeholder.
  await edited.getByRole('button', { name: 'Hapus' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Hapus Komentar' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('tidak dapat dikembalikan');
  await expect(dialog.getByRole('button', { name: 'Kembali' })).toBeFocused();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Hapus' }).click();
  await expect(dialog).toBeHidden();
  await expect(commentsSection(page).getByText('Komentar telah dihapus')).toBeVisible();
  await expect(commentsSection(page).getByText('sampai jumpa besok')).toHaveCount(0);
  await expect(article(page, 'Saya datang bersama istri.')).toBeVisible();

  const stored = await threads(request, a, event.id);
  expect(stored.datas).toHaveLength(1);
  expect(stored.datas[0]).toMatchObject({ deleted: true, edited: true, content: '' });
  expect(stored.datas[0]?.replies.map((r) => r.content)).toEqual(['Saya datang bersama istri.']);
});

test("another member's comments offer no Ubah or Hapus, and Ctrl+Enter sends nothing blank", async ({
  page,
  request,
}) => {
  const a = await createMember(request);
  const b = await createMember(request);
  const event = await createEvent(request);
  await postComment(request, a, { eventId: event.id, content: 'Komentar milik A' });

  await signInWithStorage(page, b);
  await page.goto(`/event/${event.id}`);
  const theirs = article(page, 'Komentar milik A');
  await expect(theirs).toBeVisible();
  await expect(theirs.getByRole('button', { name: 'Balas' })).toBeVisible();
  await expect(theirs.getByRole('button', { name: 'Ubah' })).toHaveCount(0);
  await expect(theirs.getByRole('button', { name: 'Hapus' })).toHaveCount(0);
  // The author's name links to their profile.
  await expect(theirs.getByRole('link', { name: a.name })).toHaveAttribute('href', `/profile/${a.username}`);

  const posts: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().includes('/api/v2/comment')) posts.push(r.url());
  });
  await composer(page).fill('    ');
  await composer(page).press('Control+Enter');
  await expect(sendButton(page)).toBeDisabled();
  expect(posts).toEqual([]);

  await composer(page).fill('Balasan lewat pintasan');
  await composer(page).press('Control+Enter');
  await expect(article(page, 'Balasan lewat pintasan')).toBeVisible();
  expect(posts).toHaveLength(1);
});

test('a comment with markup is shown as text, never run', async ({ page, request }) => {
  const a = await createMember(request);
  const event = await createEvent(request);
  const hostile = '<img src=x onerror=alert(1)> <script>alert(2)</script> javascript:alert(3)';
  await postComment(request, a, { eventId: event.id, content: hostile });
  page.on('dialog', (d) => {
    throw new Error(`unexpected dialog: ${d.message()}`);
  });

  await signInWithStorage(page, a);
  await page.goto(`/event/${event.id}`);
  const item = article(page, '<img src=x onerror=alert(1)>');
  await expect(item).toBeVisible();
  await expect(item.locator('p')).toHaveText(hostile);
  await expect(commentsSection(page).locator('img[src="x"], script')).toHaveCount(0);
  await expect(item.getByRole('link')).toHaveCount(1); // only the author's name
});

test.describe('on a phone (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a double tap on Kirim sends the comment once', async ({ page, request }) => {
    const a = await createMember(request);
    const event = await createEvent(request);
    await signInWithStorage(page, a);
    await page.goto(`/event/${event.id}`);
    await expect(commentsSection(page).getByText('Belum Ada Komentar')).toBeVisible();

    // Hold the first request on its way, so the second tap lands while it is still pending.
    const posts: string[] = [];
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/v2/comment', async (route) => {
      if (route.request().method() !== 'POST') return route.continue();
      posts.push(route.request().postData() ?? '');
      await held;
      return route.continue();
    });

    // Two submits in one task: the second comes before React can re-render the button as disabled.
    await composer(page).fill('Saya ikut, sampai jumpa!');
    await page.evaluate(() => {
      const form = document.querySelector<HTMLTextAreaElement>('main textarea')?.form;
      form?.requestSubmit();
      form?.requestSubmit();
    });
    await expect.poll(() => posts.length).toBe(1);
    await expect(sendButton(page)).toBeDisabled();
    release();
    await expect(article(page, 'Saya ikut, sampai jumpa!')).toHaveCount(1);
    await expect(composer(page)).toHaveValue('');

    // A double click on the button.
    await composer(page).fill('Saya bawa kue');
    await sendButton(page).dblclick();
    await expect(article(page, 'Saya bawa kue')).toHaveCount(1);
    expect(posts).toHaveLength(2);
    expect((await threads(request, a, event.id)).total).toBe(2);
  });

  test('past 10 comments a minute the member is told to wait and keeps the text', async ({
    page,
    request,
  }) => {
    const a = await createMember(request);
    const event = await createEvent(request);
    for (let i = 1; i <= 10; i += 1)
      await postComment(request, a, { eventId: event.id, content: `Pesan ${i}` });
    await signInWithStorage(page, a);
    await page.goto(`/event/${event.id}`);
    await expect(article(page, 'Pesan 10')).toBeVisible();

    await composer(page).fill('Satu lagi');
    await sendButton(page).click();
    await expect(
      page
        .getByRole('region', { name: 'Pemberitahuan' })
        .getByText('Terlalu banyak komentar dalam waktu singkat. Silakan tunggu sebentar lalu coba lagi.'),
    ).toBeVisible();
    await expect(composer(page)).toHaveValue('Satu lagi');
    await expect(sendButton(page)).toBeEnabled();
    expect((await threads(request, a, event.id)).total).toBe(10);
  });
});
