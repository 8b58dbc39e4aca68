import type { Page } from '@playwright/test';
import {
  ADMIN,
  apiLogin,
  createMember,
  expect,
  expectAccessible,
  signInWithStorage,
  test,
  uid,
} from '../fixtures.ts';

/** A small PNG drawn by the browser itself (a red square with a white stripe). */
async function makePng(page: Page): Promise<Buffer> {
  const data = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 80;
    canvas.height = 80;
    const g = canvas.getContext('2d');
    if (!g) throw new Error('no canvas');
    g.fillStyle = '#b91c1c';
    g.fillRect(0, 0, 80, 80);
    g.fillStyle = '#ffffff';
    g.fillRect(0, 30, 80, 20);
    return canvas.toDataURL('image/png').split(',')[1] ?? '';
  });
  return Buffer.from(data, 'base64');
}

/** Chooses the photo in the form and accepts the 1:1 crop. */
async function choosePhoto(page: Page) {
  const png = await makePng(page);
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'foto.png', mimeType: 'image/png', buffer: png });
  const crop = page.getByRole('dialog', { name: 'Potong Foto Profil' });
  await expect(crop).toBeVisible();
  await crop.getByRole('button', { name: 'Gunakan Foto' }).click();
  await expect(crop).toBeHidden();
  await expect(page.getByText('Foto baru akan diunggah saat disimpan.')).toBeVisible();
}

async function signInAdmin(page: Page, request: Parameters<typeof apiLogin>[0]) {
  const admin = await apiLogin(request, ADMIN.username, ADMIN.password);
  await signInWithStorage(page, admin);
  return admin;
}

test('admin adds a user with a photo; mismatch and a taken username are refused at the field', async ({
  page,
  request,
}) => {
  const admin = await signInAdmin(page, request);
  const taken = await createMember(request);
  const id = uid();
  const posts: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().endsWith('/api/v1/user')) posts.push(r.url());
  });

  await page.goto('/admin/user/add');
  await expect(page.getByRole('heading', { level: 1, name: 'Tambah User Baru' })).toBeVisible();
  await expect(page.getByLabel('Nama Lengkap *')).toBeFocused();
  await expectAccessible(page);

  await choosePhoto(page);
  await page.getByLabel('Nama Lengkap *').fill(`Tambahan ${id}`);
  await page.getByLabel('Username *').fill(taken.username);
  await page.getByLabel('Email *').fill(`t${id}@example.com`);
  await page.getByLabel('Kata Sandi *', { exact: true }).fill('sandi-baru-123');
  await page.getByLabel('Konfirmasi Kata Sandi *').fill('sandi-lain-456');
  await page.getByLabel('Nomor Telepon/WA').fill('+62 812-3456-7890');
  await page.getByLabel('Asal SMA').fill('SMA Negeri 3 Bandung');
  await page.getByRole('button', { name: 'Simpan' }).click();
  const error = page.locator('[data-toast-type="error"]');
  await expect(error).toContainText('Terdapat kesalahan');
  await expect(error).toContainText('Kata sandi konfirmasi tidak sama dengan kata sandi');
  await expect(page.getByText('Kata sandi berbeda')).toBeVisible();
  expect(posts).toHaveLength(0);

  await page.getByLabel('Konfirmasi Kata Sandi *').fill('sandi-baru-123');
  await page.getByRole('button', { name: 'Simpan' }).click();
  let confirm = page.getByRole('alertdialog', { name: 'Menambah pengguna' });
  await expect(confirm).toContainText('Apakah anda yakin ingin menambah pengguna baru ini?');
  await confirm.getByRole('button', { name: 'Tambah Pengguna' }).click();
  await expect(page.getByLabel('Username *')).toHaveAccessibleDescription(/Username sudah digunakan\./);
  await expect(error.filter({ hasText: 'Gagal menambah pengguna' })).toBeVisible();

  await page.getByLabel('Username *').fill(`t${id}`);
  await page.getByRole('button', { name: 'Simpan' }).click();
  confirm = page.getByRole('alertdialog', { name: 'Menambah pengguna' });
  await confirm.getByRole('button', { name: 'Tambah Pengguna' }).click();
  await expect(page.locator('[data-toast-type="success"]')).toContainText('Berhasil menambah pengguna.');
  await page.waitForURL(/\/admin\/user$/);

  // The new member signs in with the password the admin chose; the photo was stored.
  const member = await apiLogin(request, `t${id}`, 'sandi-baru-123');
  expect(member.currentUser.name).toBe(`Tambahan ${id}`);
  const res = await request.get(`/api/v1/user/${member.currentUser.id}`, {
    headers: { authorization: `Bearer ${admin.token}` },
  });
  const saved = (await res.json()).result;
  expect(saved).toMatchObject({ phoneNumber: '+62 812-3456-7890', highSchool: 'SMA Negeri 3 Bandung' });
  expect(saved.picture).toMatch(/^\/uploads\//);
});

test("admin opens a member by id and by email and edits name and photo, keeping the member's experience", async ({
  page,
  request,
}) => {
  const member = await createMember(request);
  const jobs = (await (await request.get('/api/v1/job')).json()).result.datas as { id: number }[];
  const withExp = await request.put('/api/v1/user', {
    headers: { authorization: `Bearer ${member.token}` },
    data: { name: member.name, workingExps: [{ jobTypeId: jobs[0]?.id, position: 'Guru Matematika' }] },
  });
  expect(withExp.status(), await withExp.text()).toBe(200);
  const admin = await signInAdmin(page, request);

  await page.goto(`/admin/user/${encodeURIComponent(member.email)}`);
  await expect(page.getByRole('heading', { level: 1, name: member.name })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Data Pribadi' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('Guru Matematika')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('tab', { name: 'Riwayat Acara' }).click();
  await expect(page.getByText('Pengguna belum mengikuti acara apapun.')).toBeVisible();

  await page.goto(`/admin/user/${member.id}`);
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  await expect(page.getByLabel('Nama Lengkap *')).toBeFocused();
  await expectAccessible(page);
  const newName = `Nama Baru ${uid()}`;
  await page.getByLabel('Nama Lengkap *').fill(newName);
  await choosePhoto(page);
  await page.getByRole('button', { name: 'Simpan' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Simpan perubahan' });
  await expect(confirm).toContainText('Apakah anda yakin mengubah data untuk user ini?');
  await confirm.getByRole('button', { name: 'Simpan' }).click();
  await expect(page.locator('[data-toast-type="success"]')).toContainText(
    'Anda berhasil mengubah data pengguna',
  );
  await expect(page.getByRole('heading', { level: 1, name: newName })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit', exact: true })).toBeFocused();

  const saved = (
    await (
      await request.get(`/api/v1/user/${member.id}`, { headers: { authorization: `Bearer ${admin.token}` } })
    ).json()
  ).result;
  expect(saved.name).toBe(newName);
  expect(saved.picture).toMatch(/^\/uploads\//);
  expect(saved.workingExps).toEqual([expect.objectContaining({ position: 'Guru Matematika' })]);
});

test('reset password shows the temporary password once; the old session ends and it signs in', async ({
  page,
  request,
}) => {
  const member = await createMember(request);
  await signInAdmin(page, request);
  await page.goto(`/admin/user/${member.id}`);
  const resetButton = page.getByRole('button', { name: 'Reset Sandi' });
  await resetButton.click();
  await page
    .getByRole('alertdialog', { name: 'Reset Sandi' })
    .getByRole('button', { name: 'Reset Sandi' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Kata Sandi Sementara' });
  await expect(dialog).toBeVisible();
  await expect(page.locator('[data-toast-type="success"]')).toContainText('Berhasil mengubah kata sandi');
  await expectAccessible(page);
  const temporary = ((await dialog.getByTestId('temporary-password').textContent()) ?? '').trim();
  expect(temporary).toMatch(/^[\w-]{16}$/);
  await dialog.getByRole('button', { name: 'Tutup', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(resetButton).toBeFocused();
  await expect(page.getByText(temporary)).toHaveCount(0);

  const old = await request.get('/api/v1/current-user', {
    headers: { authorization: `Bearer ${member.token}` },
  });
  expect(old.status()).toBe(401);
  const fresh = await apiLogin(request, member.username, temporary);
  expect(fresh.currentUser.id).toBe(member.id);
});

test('leaving the add form with changes asks first; an untouched form leaves at once', async ({
  page,
  request,
}) => {
  await signInAdmin(page, request);
  const users = page
    .getByRole('navigation', { name: 'Menu admin' })
    .getByRole('link', { name: 'Pengguna', exact: true });
  const leave = page.getByRole('alertdialog', { name: 'Tinggalkan halaman ini?' });

  // Nothing typed: the sidebar link goes straight to the list.
  await page.goto('/admin/user/add');
  await expect(page.getByLabel('Nama Lengkap *')).toBeFocused();
  await expectAccessible(page);
  await users.click();
  await expect(page).toHaveURL(/\/admin\/user$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Pengguna' })).toBeVisible();
  await expect(leave).toHaveCount(0);
  await expectAccessible(page);

  await page.goto('/admin/user/add');
  const name = `Setengah ${uid()}`;
  await page.getByLabel('Nama Lengkap *').fill(name);
  await users.click();
  await expect(leave).toContainText('Perubahan yang belum disimpan akan hilang.');
  await expectAccessible(page);
  await leave.getByRole('button', { name: 'Kembali' }).click();
  await expect(leave).toHaveCount(0);
  await expect(page).toHaveURL(/\/admin\/user\/add$/);
  await expect(page.getByLabel('Nama Lengkap *')).toHaveValue(name);

  await users.click();
  await leave.getByRole('button', { name: 'Keluar' }).click();
  await expect(page).toHaveURL(/\/admin\/user$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Pengguna' })).toBeVisible();
});

test('admin deletes a member: toast, back to the list after 2 s, the detail is then a 404', async ({
  page,
  request,
}) => {
  const member = await createMember(request);
  await signInAdmin(page, request);
  await page.goto(`/admin/user/${member.username}`);
  await expect(page.getByRole('heading', { level: 1, name: member.name })).toBeVisible();
  await page.getByRole('button', { name: 'Hapus', exact: true }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Hapus pengguna' });
  await expect(confirm).toContainText('Apakah Anda yakin menghapus pengguna?');
  await confirm.getByRole('button', { name: 'Hapus' }).click();
  await expect(page.locator('[data-toast-type="success"]')).toContainText('Berhasil menghapus pengguna');
  await page.waitForURL(/\/admin\/user$/);

  await page.goto(`/admin/user/${member.id}`);
  await page.waitForURL(/\/404$/);
  await expect(page.getByText('Halaman Tidak Ditemukan')).toBeVisible();
});
