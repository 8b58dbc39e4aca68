import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { createMember, expect, expectAccessible, signInWithStorage, test } from '../fixtures.ts';

/**
 * The member's own profile /profile (docs/spec.md §§2, 4, 5, 8, 9): view mode, edit mode with the side
 * panels, the save and cancel confirmations, the photo cropper, and soft deletion of a record.
 */

const dialog = (page: Page, name: string) => page.getByRole('dialog', { name });
const confirmDialog = (page: Page, name: string) => page.getByRole('alertdialog', { name });

async function openOwnProfile(page: Page, name: string) {
  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Data Pribadi' })).toHaveAttribute('aria-selected', 'true');
}

async function startEditing(page: Page) {
  await page.getByRole('button', { name: 'Edit Profil' }).click();
  await expect(page.getByRole('heading', { name: 'Edit Data Pribadi' })).toBeVisible();
}

async function saveProfile(page: Page) {
  await page.getByRole('button', { name: 'Simpan', exact: true }).click();
  const confirm = confirmDialog(page, 'Simpan perubahan');
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Simpan' }).click();
  await expect(page.getByText('Berhasil Mengedit Profil')).toBeVisible();
  await expect(page.getByText('Anda berhasil mengedit data pribadi Anda.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit Profil' })).toBeVisible();
}

test('a member fills in the profile, saves it, sees it after reload and deletes an experience', async ({
  page,
  request,
}) => {
  // Every side panel's Simpan is now a save to the server (docs/decisions/023): a long flow on a busy machine.
  test.slow();
  const member = await createMember(request);
  await signInWithStorage(page, member);
  await openOwnProfile(page, member.name);
  await expect(page.getByText('Anda belum mengisi kolom ini.').first()).toBeVisible();
  await expect(page.getByText(member.email)).toBeVisible();
  await expectAccessible(page);

  await startEditing(page);
  await expectAccessible(page);
  await page.getByLabel('Nama Panggilan', { exact: true }).fill('Siti');
  await page.getByLabel('Nomor Telepon/WA', { exact: true }).fill('0812 3456 7890');
  await page.getByLabel('Alamat', { exact: true }).fill('Jl. Merdeka 17, Bandung');
  await page.getByLabel('Asal SMA', { exact: true }).fill('SMA Negeri 3 Bandung');
  await page.getByLabel('Pekerjaan', { exact: true }).fill('Guru');
  await page.getByLabel('Bahasa', { exact: true }).fill('Indonesia, Sunda');

  // About with two skills; one chip removed again.
  await page.getByRole('button', { name: 'Ubah Tentang' }).click();
  const about = dialog(page, 'Tentang Saya');
  await about.getByLabel('Tentang Saya', { exact: true }).fill('Alumni angkatan 1986 yang suka berkebun.');
  const skill = about.getByLabel('Keahlian', { exact: true });
  await skill.fill('Memasak');
  await skill.press('Enter');
  await expect(skill).toHaveValue('');
  await skill.fill('Menulis');
  await skill.press('Enter');
  await skill.fill('Berkebun');
  await skill.press('Enter');
  await about.getByRole('button', { name: 'Hapus Memasak' }).click();
  await expect(about.getByRole('button', { name: 'Hapus Memasak' })).toHaveCount(0);
  await expectAccessible(page);
  await about.getByRole('button', { name: 'Simpan' }).click();
  await expect(about).toHaveCount(0);

  // Working experience: the job type is required.
  await page.getByRole('button', { name: 'Tambah Pengalaman Kerja' }).click();
  const exp = dialog(page, 'Tambah Pengalaman Kerja');
  await exp.getByLabel('Posisi', { exact: true }).fill('Kepala Sekolah');
  await exp.getByRole('button', { name: 'Simpan' }).click();
  await expect(exp.getByText('Wajib Diisi')).toBeVisible();
  await exp.getByLabel(/^Jenis Pekerjaan/).selectOption({ index: 1 });
  await expect(exp.getByText('Wajib Diisi')).toHaveCount(0);
  await exp.getByLabel('Nama Perusahaan', { exact: true }).fill('SMA Harapan');
  await exp.getByLabel('Alamat Perusahaan', { exact: true }).fill('Cimahi');
  await exp.getByLabel('Mulai – Bulan', { exact: true }).selectOption({ label: 'Maret' });
  await exp.getByLabel('Mulai – Tahun', { exact: true }).selectOption('2015');
  await expect(exp.getByLabel('Selesai – Bulan', { exact: true })).toBeVisible();
  await exp.getByLabel('Masih bekerja di sini', { exact: true }).check();
  await expect(exp.getByLabel('Selesai – Bulan', { exact: true })).toHaveCount(0);
  await exp.getByLabel('Deskripsi', { exact: true }).fill('Memimpin sekolah.');
  await expectAccessible(page);
  await exp.getByRole('button', { name: 'Simpan' }).click();
  await expect(exp).toHaveCount(0);
  await expect(page.getByText('Kepala Sekolah · SMA Harapan')).toBeVisible();

  // Education with a GPA.
  await page.getByRole('button', { name: 'Tambah Pendidikan' }).click();
  const edu = dialog(page, 'Tambah Pendidikan');
  await edu.getByLabel('Universitas / Sekolah', { exact: true }).fill('Universitas Pendidikan Indonesia');
  await edu.getByLabel('Gelar', { exact: true }).fill('S.Pd');
  await edu.getByLabel('Jurusan', { exact: true }).fill('Matematika');
  await edu.getByLabel('Mulai – Bulan', { exact: true }).selectOption({ label: 'Agustus' });
  await edu.getByLabel('Mulai – Tahun', { exact: true }).selectOption('1986');
  await edu.getByLabel('Selesai – Bulan', { exact: true }).selectOption({ label: 'Juli' });
  await edu.getByLabel('Selesai – Tahun', { exact: true }).selectOption('1991');
  await expect(edu.getByText('max 4.00')).toBeVisible();
  await edu.getByLabel('IPK', { exact: true }).fill('3.75');
  await edu.getByRole('button', { name: 'Simpan' }).click();
  await expect(edu).toHaveCount(0);

  // Business, still running: the end month and year go away.
  await page.getByRole('button', { name: 'Tambah Usaha' }).click();
  const biz = dialog(page, 'Tambah Usaha');
  await biz.getByLabel('Nama Usaha', { exact: true }).fill('Warung Kopi Angkatan');
  await biz.getByLabel('Alamat Usaha', { exact: true }).fill('Jl. Braga 86, Bandung');
  await biz.getByLabel('Mulai – Bulan', { exact: true }).selectOption({ label: 'Januari' });
  await biz.getByLabel('Mulai – Tahun', { exact: true }).selectOption('2010');
  await biz.getByLabel('Usaha masih berjalan', { exact: true }).check();
  await expect(biz.getByLabel('Selesai – Bulan', { exact: true })).toHaveCount(0);
  await biz.getByLabel('Deskripsi', { exact: true }).fill('Kedai kopi kecil.');
  await biz.getByRole('button', { name: 'Simpan' }).click();
  await expect(biz).toHaveCount(0);

  // Socials: the site prefix is fixed text.
  await page.getByRole('button', { name: 'Ubah Media Sosial' }).click();
  const socials = dialog(page, 'Ubah Media Sosial');
  await expect(socials.getByText('instagram.com/')).toBeVisible();
  await expect(socials.getByText('tiktok.com/@')).toBeVisible();
  await socials.getByLabel('Instagram', { exact: true }).fill('siti86');
  await socials.getByLabel('LinkedIn', { exact: true }).fill('siti-rahma');
  await socials.getByRole('button', { name: 'Simpan' }).click();
  await expect(socials).toHaveCount(0);

  await saveProfile(page);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Edit Profil' })).toBeVisible();
  const main = page.getByRole('main');
  for (const text of [
    'Siti',
    '0812 3456 7890',
    'Jl. Merdeka 17, Bandung',
    'SMA Negeri 3 Bandung',
    'Indonesia, Sunda',
    'Alumni angkatan 1986 yang suka berkebun.',
    'Menulis',
    'Berkebun',
    'Universitas Pendidikan Indonesia',
    'Warung Kopi Angkatan',
  ])
    await expect(main.getByText(text, { exact: true }).first()).toBeVisible();
  await expect(main.getByText('Memasak', { exact: true })).toHaveCount(0);
  await expect(main.getByText(/Kepala Sekolah/).first()).toBeVisible();
  await expect(main.getByText(/3[.,]75/).first()).toBeVisible();
  await expect(main.getByText(/siti86/).first()).toBeVisible();

  const saved = await request.get(`/api/v1/user/${member.id}`, {
    headers: { authorization: `Bearer ${member.token}` },
  });
  const profile = (await saved.json()).result;
  expect(profile.workingExps).toHaveLength(1);
  expect(profile.workingExps[0]).toMatchObject({
    position: 'Kepala Sekolah',
    startDate: '10/03/2015',
    endDate: null,
    currentlyWorking: true,
  });
  expect(profile.educations[0]).toMatchObject({ startDate: '10/08/1986', endDate: '10/07/1991', gpa: 3.75 });
  expect(profile.specialities).toBe('Menulis, Berkebun');
  expect(profile.businesses).toHaveLength(1);
  expect(profile.businesses[0]).toMatchObject({
    name: 'Warung Kopi Angkatan',
    startDate: '10/01/2010',
    endDate: null,
    currentlyWorking: true,
  });

  // Delete the experience: confirmation, then gone after saving and reloading.
  await startEditing(page);
  await page.getByRole('button', { name: 'Hapus Kepala Sekolah · SMA Harapan' }).click();
  const del = confirmDialog(page, 'Hapus Informasi');
  await expect(
    del.getByText('Apakah anda yakin ingin menghapus informasi pada data pribadi anda?'),
  ).toBeVisible();
  await del.getByRole('button', { name: 'Hapus' }).click();
  await expect(page.getByText('Kepala Sekolah · SMA Harapan')).toHaveCount(0);
  await saveProfile(page);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Edit Profil' })).toBeVisible();
  await expect(page.getByRole('main').getByText(/Kepala Sekolah/)).toHaveCount(0);
  await expect(page.getByRole('main').getByText('Universitas Pendidikan Indonesia').first()).toBeVisible();
});

test('cancelling an edit asks first and keeps the saved profile', async ({ page, request }) => {
  const member = await createMember(request);
  await signInWithStorage(page, member);
  await openOwnProfile(page, member.name);
  await startEditing(page);
  await page.getByLabel('Nama Lengkap *', { exact: true }).fill('Nama Yang Dibatalkan');
  await page.getByLabel('Pekerjaan', { exact: true }).fill('Pilot');
  await page.getByRole('button', { name: 'Batal', exact: true }).click();
  const confirm = confirmDialog(page, 'Batalkan edit profil');
  await expect(confirm).toBeVisible();
  await expectAccessible(page);
  await confirm.getByRole('button', { name: 'Ya' }).click();
  await expect(page.getByRole('button', { name: 'Edit Profil' })).toBeVisible();
  await expect(page.getByText('Nama Yang Dibatalkan')).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: member.name })).toBeVisible();
  await expect(page.getByText('Pilot')).toHaveCount(0);

  // An emptied name is refused before anything is sent, with the server's own message.
  await startEditing(page);
  await page.getByLabel('Nama Lengkap *', { exact: true }).fill('');
  await page.getByRole('button', { name: 'Simpan', exact: true }).click();
  await expect(page.getByText('Nama harus diisi')).toBeVisible();
  await expect(confirmDialog(page, 'Simpan perubahan')).toHaveCount(0);

  // A refusal from the server keeps the editor open with everything typed. The page checks the server's
  // rules itself (profile-validation.spec.ts), so the request is changed on its way, as an older copy of
  // the page would send it: the real server refuses the handle.
  await page.getByLabel('Nama Lengkap *', { exact: true }).fill('Nama Baru');
  await page.getByLabel('Pekerjaan', { exact: true }).fill('Dokter');
  await page.route('**/api/v1/user', (route) => {
    if (route.request().method() !== 'PUT') return route.continue();
    const body = route.request().postDataJSON() as { socials?: Record<string, string> };
    return route.continue({
      postData: JSON.stringify({
        ...body,
        socials: { ...body.socials, instagram: 'https://instagram.com/siti' },
      }),
    });
  });
  await page.getByRole('button', { name: 'Simpan', exact: true }).click();
  await confirmDialog(page, 'Simpan perubahan').getByRole('button', { name: 'Simpan' }).click();
  await expect(page.getByText('Terjadi kesalahan')).toBeVisible();
  await expect(page.getByText(/^Gagal menyimpan profil\. Masukkan nama pengguna saja/)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Edit Data Pribadi' })).toBeVisible();
  await expect(page.getByLabel('Pekerjaan', { exact: true })).toHaveValue('Dokter');
  await expect(page.getByLabel('Nama Lengkap *', { exact: true })).toHaveValue('Nama Baru');
});

test('a member uploads a cropped photo and removes it again', async ({ page, request }) => {
  const member = await createMember(request);
  await signInWithStorage(page, member);
  await openOwnProfile(page, member.name);
  await startEditing(page);

  const png = await sharp({
    create: { width: 400, height: 300, channels: 3, background: { r: 30, g: 90, b: 160 } },
  })
    .png()
    .toBuffer();
  await page
    .getByLabel('Ganti Foto', { exact: true })
    .setInputFiles({ name: 'foto.png', mimeType: 'image/png', buffer: png });
  const cropper = dialog(page, 'Potong Foto');
  await expect(cropper).toBeVisible();
  await cropper.getByLabel('Perbesar', { exact: true }).fill('1.5');
  await expectAccessible(page);
  await cropper.getByRole('button', { name: 'Gunakan Foto' }).click();
  await expect(cropper).toHaveCount(0);
  await expect(page.getByText('Foto baru akan diunggah saat Anda menyimpan.')).toBeVisible();
  await saveProfile(page);

  await page.reload();
  const header = page
    .locator('section')
    .filter({ has: page.getByRole('heading', { level: 2, name: member.name }) });
  await expect(header.locator('img').first()).toHaveAttribute('src', /^\/uploads\/[a-f0-9]{32}\.webp$/);

  await startEditing(page);
  await page.getByRole('button', { name: 'Hapus Foto' }).click();
  await expect(page.getByText('Foto akan dihapus saat Anda menyimpan.')).toBeVisible();
  await saveProfile(page);
  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: member.name })).toBeVisible();
  await expect(header.locator('img')).toHaveCount(0);
});
