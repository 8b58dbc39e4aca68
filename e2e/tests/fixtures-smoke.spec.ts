import {
  adminToken,
  createEvent,
  createMember,
  eventDateText,
  expect,
  expectAccessible,
  test,
} from '../fixtures.ts';

/** The API fixtures other specs build on: createEvent() and adminToken(). */
test('createEvent makes a published event the API serves to everyone', async ({ request }) => {
  const event = await createEvent(request, { name: 'Reuni Uji Fixture' });
  expect(event).toMatchObject({
    name: 'Reuni Uji Fixture',
    status: 'PUBLISH',
    eventType: 'OFFLINE',
    eventCreationType: 'NEW',
    quota: null,
    totalParticipant: 1,
    isFinished: false,
  });
  // Tomorrow 19:00 to 22:00 in Jakarta.
  const tomorrow = eventDateText(Date.now() + 24 * 3_600_000).slice(0, 10);
  expect(event.startDate).toBe(`${tomorrow} 19:00`);
  expect(event.endDate).toBe(`${tomorrow} 22:00`);

  const visitor = await request.get(`/api/v1/event/${event.id}`);
  expect(visitor.status()).toBe(200);
  expect((await visitor.json()).result).toMatchObject({
    id: event.id,
    name: 'Reuni Uji Fixture',
    description: null,
  });

  const token = await adminToken(request);
  const asAdmin = await request.get(`/api/v1/event/${event.id}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect((await asAdmin.json()).result).toMatchObject({ id: event.id, isRegistered: true });
});

test('createEvent takes overrides: another creator, a quota, a DRAFT', async ({ request }) => {
  const member = await createMember(request);
  const event = await createEvent(request, { eventUserId: member.id, quota: 5, status: 'DRAFT' });
  expect(event).toMatchObject({ eventUserId: member.id, quota: 5, status: 'DRAFT' });
  // DRAFT is for admins only.
  expect((await request.get(`/api/v1/event/${event.id}`)).status()).toBe(404);
});

/** The accessibility check itself: the app's page passes, and serious faults added to it are caught and named. */
test('expectAccessible passes a page of the app and catches serious faults added to it', async ({ page }) => {
  await page.goto('/about-us');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectAccessible(page);
  await page.evaluate(() => {
    const img = document.createElement('img');
    img.src = '/favicon.svg';
    const button = document.createElement('button');
    const faint = document.createElement('p');
    faint.textContent = 'Teks pucat';
    faint.style.color = '#eeeeee';
    faint.style.background = '#ffffff';
    document.querySelector('main')?.append(img, button, faint);
  });
  const failure = await expectAccessible(page).then(
    () => '',
    (err: Error) => err.message,
  );
  expect(failure).toContain('image-alt (critical)');
  expect(failure).toContain('button-name (critical)');
  expect(failure).toContain('color-contrast (serious)');
});
