import type { APIRequestContext } from '@playwright/test';
import { ADMIN, createEvent, createMember, expect, type Member, test, uid } from '../fixtures.ts';

/**
 * Where docs/spec.md contradicts itself, docs/spec-resolutions.md's 'Spec conflicts' list says what the product does. This
 * spec holds the screen behaviour of those decisions not proven elsewhere, on a phone.
 */

test.use({ viewport: { width: 390, height: 844 } });

async function register(request: APIRequestContext, member: Member, eventId: number) {
  const res = await request.post('/api/v1/event-participant/register', {
    data: { eventId },
    headers: { authorization: `Bearer ${member.token}` },
  });
  expect(res.status(), await res.text()).toBe(200);
}

test('participant avatars: the first three registrants (creator first), then +N for the rest', async ({
  page,
  request,
}) => {
  const event = await createEvent(request);
  const tag = uid();
  const members: Member[] = [];
  for (let i = 1; i <= 4; i++) {
    const m = await createMember(request, { name: `Avatar ${tag} ${i}` });
    await register(request, m, event.id);
    members.push(m);
  }
  await page.goto(`/event/${event.id}`);

  await expect(page.getByText('5 peserta terdaftar').first()).toBeVisible();
  const list = page.getByRole('list', { name: 'Peserta terdaftar' });
  const faces = list.getByRole('listitem');
  // Three faces, not the two that 'limit 3, first dropped' would leave, and a '+2' chip (decorative).
  await expect(faces).toHaveCount(3);
  const names = [event.user?.name ?? ADMIN.username, members[0]?.name ?? '', members[1]?.name ?? ''];
  for (const [i, name] of names.entries()) await expect(faces.nth(i)).toHaveAttribute('title', name);
  await expect(list.locator('li[aria-hidden="true"]')).toHaveText('+2');
});
