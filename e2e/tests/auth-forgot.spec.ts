import {
  apiLogin,
  createMember,
  expect,
  expectAccessible,
  readMailLink,
  SESSION_KEY,
  test,
} from '../fixtures.ts';
import { mailsTo } from '../mailbox.ts';

/** Forgot password (docs/decisions/007): the form asks only the email; the link's page sets the password. */
test.use({ viewport: { width: 390, height: 844 } });

/** The text of the newest forgot-password mail the suite's SMTP receiver got for this address. */
const lastMailLine = (email: string) =>
  mailsTo(email)
    .filter((m) => m.text.includes('forget-password/confirm'))
    .at(-1)?.text ?? '';

test('a member asks for a link, sets a new password on its page, then signs in with it', async ({
  page,
  request,
}) => {
  const member = await createMember(request);
  const newPassword = 'password-baru-86';
  // A session on this browser from before the change: saving the new password revokes it.
  const before = await apiLogin(request, member.username, member.password);

  await page.goto('/forget-password');
  await expect(page).toHaveTitle(/Lupa Password/);
  await expect(page.getByRole('heading', { level: 1, name: 'Lupa Password' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Lupa Password' });
  // No password on this form: whoever types here must not choose the account's password.
  await expect(form.getByLabel(/Password/)).toHaveCount(0);
  await expectAccessible(page);

  await form.getByLabel('Email').fill(member.email);
  const requested = page.waitForResponse((r) => r.url().endsWith('/api/v1/forgot-password'));
  await form.getByRole('button', { name: 'Kirim Tautan' }).click();
  expect((await requested).status()).toBe(200);

  await expect(page.getByRole('heading', { level: 1, name: 'Cek Email Anda' })).toBeVisible();
  await expect(page.getByText(member.email)).toBeVisible();
  await expect(page.getByText('Password Anda belum berubah.')).toBeVisible();
  await expect(page.getByText(/berlaku 1 jam/)).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectAccessible(page);

  const link = await readMailLink(member.email);
  expect(new URL(link).pathname).toBe('/forget-password/confirm');
  expect(lastMailLine(member.email)).not.toContain('Tautan yang dikirim sebelumnya tidak berlaku lagi.');
  await page.goto(link);
  await page.evaluate(({ key, value }) => localStorage.setItem(key, value), {
    key: SESSION_KEY,
    value: JSON.stringify({ token: before.token, expiresAt: before.expiresAt, user: before.currentUser }),
  });
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Atur Password Baru' })).toBeVisible();
  // Opening the link changed nothing: the old password still signs in.
  await apiLogin(request, member.username, member.password);
  await expectAccessible(page);

  const pair = page.getByRole('form', { name: 'Atur Password Baru' });
  const save = pair.getByRole('button', { name: 'Simpan Password' });
  await save.click();
  await expect(pair.getByLabel('Password Baru', { exact: true })).toHaveAccessibleDescription(
    /Password harus diisi/,
  );
  await pair.getByLabel('Password Baru', { exact: true }).fill(newPassword);
  await pair.getByLabel('Konfirmasi Password Baru').fill(`${newPassword}-lain`);
  await save.click();
  await expect(pair.getByLabel('Konfirmasi Password Baru')).toHaveAccessibleDescription(/Kata sandi berbeda/);
  await expectAccessible(page);

  await pair.getByLabel('Konfirmasi Password Baru').fill(newPassword);
  const confirmed = page.waitForResponse((r) => r.url().endsWith('/api/v1/forgot-password/confirm'));
  await save.click();
  expect((await confirmed).status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'Password berhasil diubah' })).toBeVisible();
  // The browser's old session is gone, locally and on the server.
  expect(await page.evaluate((key) => localStorage.getItem(key), SESSION_KEY)).toBeNull();
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
  // Signed in on the phone (no reload): the bell shows in the top bar.
  await expect(page.getByRole('banner').getByRole('button', { name: /^Notifikasi/ })).toBeVisible();

  const old = await request.post('/api/v1/login', {
    data: { email: member.username, password: member.password },
  });
  expect(old.status()).toBe(401);
});

test('a second request says the earlier link stopped working; a used or broken link explains what to do', async ({
  page,
  request,
}) => {
  const member = await createMember(request);
  // A password sent with the request (the spec's old form) is ignored.
  const first = await request.post('/api/v1/forgot-password', {
    data: { email: member.email, password: 'dipilih-orang-lain-1' },
  });
  expect(first.status()).toBe(200);
  const firstLink = await readMailLink(member.email);
  await request.post('/api/v1/forgot-password', { data: { email: member.email } });
  await expect.poll(() => readMailLink(member.email)).not.toBe(firstLink);
  expect(lastMailLine(member.email)).toContain('Tautan yang dikirim sebelumnya tidak berlaku lagi.');
  const link = await readMailLink(member.email);

  // The replaced link: refused with the way to a new one.
  await page.goto(firstLink);
  const pair = page.getByRole('form', { name: 'Atur Password Baru' });
  await pair.getByLabel('Password Baru', { exact: true }).fill('password-baru-87');
  await pair.getByLabel('Konfirmasi Password Baru').fill('password-baru-87');
  await pair.getByRole('button', { name: 'Simpan Password' }).click();
  await expect(page.getByRole('alert')).toContainText('Tautan tidak valid atau sudah kedaluwarsa.');
  await expect(page.getByRole('link', { name: 'Minta Tautan Baru' })).toHaveAttribute(
    'href',
    '/forget-password',
  );
  await expectAccessible(page);

  // The newest link works once.
  await page.goto(link);
  await pair.getByLabel('Password Baru', { exact: true }).fill('password-baru-87');
  await pair.getByLabel('Konfirmasi Password Baru').fill('password-baru-87');
  await pair.getByRole('button', { name: 'Simpan Password' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Password berhasil diubah' })).toBeVisible();
  expect(
    (
      await request.post('/api/v1/login', { data: { email: member.email, password: 'dipilih-orang-lain-1' } })
    ).status(),
  ).toBe(401);
  await apiLogin(request, member.email, 'password-baru-87');

  await page.goto(link);
  await pair.getByLabel('Password Baru', { exact: true }).fill('password-baru-88');
  await pair.getByLabel('Konfirmasi Password Baru').fill('password-baru-88');
  await pair.getByRole('button', { name: 'Simpan Password' }).click();
  await expect(page.getByRole('alert')).toContainText('Tautan tidak valid atau sudah kedaluwarsa.');

  await page.goto('/forget-password/confirm');
  await expect(page.getByRole('alert')).toContainText('Tautan tidak valid atau sudah kedaluwarsa.');
  await expect(page.getByRole('button', { name: 'Simpan Password' })).toHaveCount(0);
  await expectAccessible(page);
});

test('the forgot-password form checks the email before sending', async ({ page }) => {
  let calls = 0;
  page.on('request', (r) => {
    if (r.url().endsWith('/api/v1/forgot-password')) calls++;
  });
  await page.goto('/forget-password');
  const form = page.getByRole('form', { name: 'Lupa Password' });
  const submit = form.getByRole('button', { name: 'Kirim Tautan' });
  await submit.click();
  await expect(form.getByLabel('Email')).toHaveAccessibleDescription(/Email harus diisi/);
  await form.getByLabel('Email').fill('bukan-email');
  await submit.click();
  await expect(form.getByLabel('Email')).toHaveAccessibleDescription(/Format email tidak valid/);
  await expect(form.getByLabel('Email')).toBeFocused();
  await expectAccessible(page);
  expect(calls).toBe(0);
});
