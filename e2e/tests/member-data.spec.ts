import type { Page } from '@playwright/test';
import { createEvent, createMember, expect, signInWithStorage, test, uid } from '../fixtures.ts';

/**
 * On a phone: a member opens an event another member created and follows 'Lihat Profil'.
 * The link, the address bar, the page and every API answer the browser received carry the creator's
 * username, never their email, phone or address.
 */

test.use({ viewport: { width: 390, height: 844 } });

/** Bodies of every /api/ JSON response the page receives. */
function collectApiBodies(page: Page): () => Promise<string[]> {
  const bodies: Promise<string>[] = [];
  page.on('response', (res) => {
    const type = res.headers()['content-type'] ?? '';
    if (res.url().includes('/api/') && type.includes('json')) bodies.push(res.text().catch(() => ''));
  });
  return () => Promise.all(bodies);
}

test("'Lihat Profil' on an event opens the creator's profile by username, with no private data anywhere", async ({
  page,
  request,
}) => {
  test.slow();
  const creator = await createMember(request, { name: `Budi Pembuat ${uid()}` });
  const phone = `+62 813 ${String(Date.now()).slice(-8)}`;
  const address = `Jl. Kenanga Rahasia No. ${uid()}, Bandung`;
  const put = await request.put('/api/v1/user', {
    headers: { authorization: `Bearer ${creator.token}` },
    data: { name: creator.name, phoneNumber: phone, address },
  });
  expect(put.status(), await put.text()).toBe(200);
  const event = await createEvent(request, { eventUserId: creator.id });
  const comment = await request.post('/api/v2/comment', {
    headers: { authorization: `Bearer ${creator.token}` },
    data: { eventId: event.id, content: 'Sampai jumpa di reuni!', parentCommentId: null },
  });
  expect(comment.status(), await comment.text()).toBe(201);

  const viewer = await createMember(request);
  await signInWithStorage(page, viewer);
  const bodies = collectApiBodies(page);
  await page.goto(`/event/${event.id}`);

  const profilePath = `/profile/${creator.username}`;
  const card = page.getByRole('region', { name: 'Pembuat Acara' });
  const link = card.getByRole('link', { name: 'Lihat Profil' });
  await expect(link).toHaveAttribute('href', profilePath);
  // The participant list and the comment author link the same way.
  const participants = page.getByRole('region', { name: 'Daftar Peserta' });
  await expect(participants.getByRole('link', { name: creator.name })).toHaveAttribute('href', profilePath);
  await expect(
    page.locator(`a[href="${profilePath}"]`).filter({ hasText: creator.name }).first(),
  ).toBeVisible();

  await link.click();
  await expect(page).toHaveURL(new RegExp(`${profilePath}$`));
  await expect(page.getByRole('heading', { level: 1, name: creator.name })).toBeVisible();
  expect(page.url()).not.toContain('%40');
  expect(page.url()).not.toContain('@');

  const text = (await page.locator('body').textContent()) ?? '';
  const received = await bodies();
  expect(received.length).toBeGreaterThan(3);
  for (const secret of [creator.email, phone, address]) {
    expect(text).not.toContain(secret);
    for (const body of received) expect(body).not.toContain(secret);
  }
});
