import { adminToken, createEvent, createMember, eventDateText, expect, test } from '../fixtures.ts';

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
