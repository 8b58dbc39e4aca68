import { createMember, expect, expectAccessible, signInWithStorage, test } from '../fixtures.ts';

test('a signed-in member opening /login, /register or /forget-password lands on the landing page', async ({
  page,
  request,
}) => {
  const member = await createMember(request);
  await signInWithStorage(page, member);

  for (const path of ['/login', '/register', '/forget-password']) {
    await page.goto(path);
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('banner').getByText(member.name).first()).toBeVisible();
    await expect(page.getByRole('heading', { name: /Masuk Akun|Daftar Akun|Lupa Password/ })).toHaveCount(0);
  }
  await expectAccessible(page);
});

test('a guest opening /profile is sent to /login', async ({ page }) => {
  await page.goto('/profile');
  await expect(page).toHaveURL('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Masuk Akun' })).toBeVisible();
  await expectAccessible(page);
});

test('an unknown path and /404 show the not-found page with a way home', async ({ page }) => {
  for (const path of ['/halaman-yang-tidak-ada', '/404']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: 'Halaman Tidak Ditemukan' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: /beranda/i })).toHaveAttribute('href', '/');
    await expectAccessible(page);
  }
});
