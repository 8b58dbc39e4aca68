import {
  apiLogin,
  createMember,
  expect,
  expectAccessible,
  readMailLink,
  SESSION_KEY,
  test,
} from '../fixtures.ts';

test('a member sets a new password through the emailed link, then signs in with it', async ({
  page,
  request,
}) => {
  const member = await createMember(request);
  const newPassword = 'password-baru-86';
  // A session on this browser from before the change: confirming revokes it.
  const before = await apiLogin(request, member.username, member.password);

  await page.goto('/forget-password');
  await expect(page).toHaveTitle(/Lupa Password/);
  await expect(page.getByRole('heading', { level: 1, name: 'Lupa Password' })).toBeVisible();
  await expectAccessible(page);

  const form = page.getByRole('form', { name: 'Lupa Password' });
  await form.getByLabel('Email').fill(member.email);
  await form.getByLabel('Password Baru', { exact: true }).fill(newPassword);
  await form.getByLabel('Konfirmasi Password Baru', { exact: true }).fill(newPassword);
  const requested = page.waitForResponse((r) => r.url().endsWith('/api/v1/forgot-password'));
  await form.getByRole('button', { name: 'Kirim Tautan Konfirmasi' }).click();
  expect((await requested).status()).toBe(200);

  await expect(page.getByRole('heading', { level: 1, name: 'Cek Email Anda' })).toBeVisible();
  await expect(page.getByText(member.email)).toBeVisible();
  await expect(page.getByText(/belum aktif/)).toBeVisible();
  await expect(page.getByText(/berlaku 1 jam/)).toBeVisible();
  await expectAccessible(page);

  // Until the link is opened the old password still works and the new one does not.
  await apiLogin(request, member.username, member.password);
  const early = await request.post('/api/v1/login', {
    data: { email: member.username, password: newPassword },
  });
  expect(early.status()).toBe(401);

  const link = await readMailLink(member.email);
  expect(new URL(link).pathname).toBe('/forget-password/confirm');
  await page.goto(link);
  await page.evaluate(({ key, value }) => localStorage.setItem(key, value), {
    key: SESSION_KEY,
    value: JSON.stringify({ token: before.token, expiresAt: before.expiresAt, user: before.currentUser }),
  });
  await page.reload();
  await expect(page.getByRole('banner').getByText(member.name).first()).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Aktifkan Password Baru' })).toBeVisible();
  await expectAccessible(page);

  const confirmed = page.waitForResponse((r) => r.url().endsWith('/api/v1/forgot-password/confirm'));
  await page.getByRole('button', { name: 'Aktifkan Password Baru' }).click();
  expect((await confirmed).status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'Password berhasil diubah' })).toBeVisible();
  // The browser's old session is gone, locally and on the server.
  expect(await page.evaluate((key) => localStorage.getItem(key), SESSION_KEY)).toBeNull();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Masuk', exact: true })).toBeVisible();
  const revoked = await request.get('/api/v1/current-user', {
    headers: { authorization: `Bearer ${before.token}` },
  });
  expect(revoked.status()).toBe(401);
  await expectAccessible(page);

  await page.getByRole('link', { name: 'Masuk Sekarang' }).click();
  await expect(page).toHaveURL('/login');
  const login = page.getByRole('form', { name: 'Masuk Akun' });
  await login.getByLabel('Email atau Username').fill(member.email);
  await login.getByLabel('Password', { exact: true }).fill(newPassword);
  await login.getByRole('button', { name: 'Masuk' }).click();
  await expect(page.getByRole('banner').getByText(member.name).first()).toBeVisible();
  await expectAccessible(page);

  const old = await request.post('/api/v1/login', {
    data: { email: member.username, password: member.password },
  });
  expect(old.status()).toBe(401);
});

test('the link works once; a used or broken link explains what to do', async ({ page, request }) => {
  const member = await createMember(request);
  const requested = await request.post('/api/v1/forgot-password', {
    data: { email: member.email, password: 'password-baru-87' },
  });
  expect(requested.status()).toBe(200);
  const link = await readMailLink(member.email);

  await page.goto(link);
  await page.getByRole('button', { name: 'Aktifkan Password Baru' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Password berhasil diubah' })).toBeVisible();

  await page.goto(link);
  const again = page.waitForResponse((r) => r.url().endsWith('/api/v1/forgot-password/confirm'));
  await page.getByRole('button', { name: 'Aktifkan Password Baru' }).click();
  expect((await again).status()).toBe(400);
  await expect(page.getByRole('alert')).toContainText('Tautan tidak valid atau sudah kedaluwarsa.');
  await expect(page.getByRole('link', { name: 'Minta Tautan Baru' })).toHaveAttribute(
    'href',
    '/forget-password',
  );
  await expectAccessible(page);

  await page.goto('/forget-password/confirm');
  await expect(page.getByRole('alert')).toContainText('Tautan tidak valid atau sudah kedaluwarsa.');
  await expect(page.getByRole('button', { name: 'Aktifkan Password Baru' })).toHaveCount(0);
  await expectAccessible(page);
});

test('the forgot-password form checks its fields before sending', async ({ page }) => {
  let calls = 0;
  page.on('request', (r) => {
    if (r.url().endsWith('/api/v1/forgot-password')) calls++;
  });
  await page.goto('/forget-password');
  const form = page.getByRole('form', { name: 'Lupa Password' });
  const submit = form.getByRole('button', { name: 'Kirim Tautan Konfirmasi' });
  await submit.click();
  await expect(form.getByLabel('Email')).toHaveAccessibleDescription(/Email harus diisi/);
  await expect(form.getByLabel('Password Baru', { exact: true })).toHaveAccessibleDescription(
    /Password harus diisi/,
  );
  await expectAccessible(page);

  await form.getByLabel('Email').fill('anggota@example.com');
  await form.getByLabel('Password Baru', { exact: true }).fill('password-baru-1');
  await form.getByLabel('Konfirmasi Password Baru', { exact: true }).fill('password-baru-2');
  await submit.click();
  const confirmation = form.getByLabel('Konfirmasi Password Baru', { exact: true });
  await expect(confirmation).toHaveAccessibleDescription(/Kata sandi berbeda/);
  await expect(confirmation).toBeFocused();
  expect(calls).toBe(0);
});
