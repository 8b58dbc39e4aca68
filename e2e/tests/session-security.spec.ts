import {
  apiLogin,
  createEvent,
  createMember,
  expect,
  SESSION_KEY,
  signInWithStorage,
  test,
} from '../fixtures.ts';

/**
 * Sign-in hardening (docs/decisions/008): signing out ends the session on the server (a copied token stops working), and the
 * sign-in device cookie is invisible to scripts. At 390 px: members sign out from their phones.
 */
test.use({ viewport: { width: 390, height: 844 } });

test('signing out revokes the token on the server; the device cookie is httpOnly', async ({
  page,
  request,
}) => {
  const member = await createMember(request);

  await page.goto('/login');
  const form = page.getByRole('form', { name: 'Masuk Akun' });
  await form.getByLabel('Email atau Username').fill(member.username);
  await form.getByLabel('Password', { exact: true }).fill(member.password);
  await form.getByRole('button', { name: 'Masuk' }).click();
  await expect(page).toHaveURL('/');
  const token = await page.evaluate(
    (key) => JSON.parse(localStorage.getItem(key) ?? 'null')?.token as string | undefined,
    SESSION_KEY,
  );
  expect(token).toBeTruthy();
  const bearer = { authorization: `Bearer ${token}` };
  expect((await request.get('/api/v1/current-user', { headers: bearer })).status()).toBe(200);

  // The device cookie exists for the sign-in path only and scripts cannot read it.
  const cookies = await page.context().cookies();
  const device = cookies.find((c) => c.name.startsWith('a86_device_'));
  expect(device).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/v1/login' });
  expect(await page.evaluate(() => document.cookie)).not.toContain('a86_device_');

  await page.getByRole('button', { name: 'Buka menu' }).click();
  await page
    .getByRole('button', { name: 'Keluar Akun' })
    .or(page.getByRole('menuitem', { name: 'Keluar Akun' }))
    .click();
  const logout = page.waitForResponse((r) => r.url().endsWith('/api/v1/logout'));
  await page
    .getByRole('alertdialog')
    .or(page.getByRole('dialog'))
    .getByRole('button', { name: 'Keluar', exact: true })
    .click();
  expect((await logout).status()).toBe(200);
  // Signing out may reload the page: read the storage once it has settled.
  await expect
    .poll(() => page.evaluate((key) => localStorage.getItem(key), SESSION_KEY).catch(() => 'navigating'))
    .toBeNull();
  await page.waitForLoadState();
  await page.getByRole('button', { name: 'Buka menu' }).click();
  await expect(page.getByRole('link', { name: 'Masuk', exact: true }).first()).toBeVisible();

  // The copied token is dead on the server.
  const after = await request.get('/api/v1/current-user', { headers: bearer });
  expect(after.status()).toBe(401);
  expect((await after.json()).code).toBe('SESSION_EXPIRED');
});

test('a revoked token on a public page signs the browser out and shows the page as to a visitor', async ({
  page,
  request,
}) => {
  const member = await createMember(request);
  const event = await createEvent(request);
  const session = await apiLogin(request, member.username, member.password);
  await signInWithStorage(page, session);
  // The token dies on the server (signed out elsewhere) while this browser still holds it.
  const out = await request.post('/api/v1/logout', { headers: { authorization: `Bearer ${session.token}` } });
  expect(out.status()).toBe(200);

  await page.goto(`/event/${event.id}`);
  await expect(page.getByRole('heading', { level: 1, name: event.name })).toBeVisible();
  await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), SESSION_KEY)).toBeNull();
  await page.getByRole('button', { name: 'Buka menu' }).click();
  await expect(page.getByRole('link', { name: 'Masuk', exact: true }).first()).toBeVisible();
});
