import { END_BEFORE_START, GPA_RANGE } from '@alumni/contract';
import type { Page } from '@playwright/test';
import { createMember, expect, expectAccessible, signInWithStorage, test } from '../fixtures.ts';

/**
 * The profile's side panels check the server's own rules (GPA 0-4, end not before start,
 * social handles, lengths) at the field, before anything is sent; a phone member sees the message under
 * the field and the panel stays open. Nothing reaches the server until the values are right (then a panel's
 * Simpan saves its item at once, docs/decisions/023).
 */

test.use({ viewport: { width: 390, height: 844 } });

const dialog = (page: Page, name: string) => page.getByRole('dialog', { name });

test('a GPA of 5.75 and an end before the start are marked in the panel, not after Simpan', async ({
  page,
  request,
}) => {
  const member = await createMember(request);
  await signInWithStorage(page, member);
  const puts: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'PUT' && r.url().endsWith('/api/v1/user')) puts.push(r.url());
  });
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Edit Profil' }).click();

  await page.getByRole('button', { name: 'Tambah Pendidikan' }).click();
  const edu = dialog(page, 'Tambah Pendidikan');
  await edu.getByLabel('Universitas / Sekolah', { exact: true }).fill('Universitas Padjadjaran');
  await edu.getByLabel('Mulai – Bulan', { exact: true }).selectOption({ label: 'Agustus' });
  await edu.getByLabel('Mulai – Tahun', { exact: true }).selectOption('1991');
  await edu.getByLabel('Selesai – Bulan', { exact: true }).selectOption({ label: 'Juli' });
  await edu.getByLabel('Selesai – Tahun', { exact: true }).selectOption('1986');
  const gpa = edu.getByLabel('IPK', { exact: true });
  await gpa.fill('5.75');
  await edu.getByRole('button', { name: 'Simpan' }).click();

  // The panel stays open; both fields carry the server's messages; focus goes to the first wrong one.
  await expect(edu).toBeVisible();
  await expect(edu.getByText(GPA_RANGE, { exact: true })).toBeVisible();
  await expect(edu.getByText(END_BEFORE_START, { exact: true })).toBeVisible();
  await expect(gpa).toHaveAttribute('aria-invalid', 'true');
  await expect(edu.getByLabel('Selesai – Bulan', { exact: true })).toBeFocused();
  await expectAccessible(page);

  // Fixing a field clears its message at once.
  await gpa.fill('3.40');
  await expect(edu.getByText(GPA_RANGE, { exact: true })).toHaveCount(0);
  await expect(edu.getByText(END_BEFORE_START, { exact: true })).toBeVisible();
  await edu.getByLabel('Selesai – Tahun', { exact: true }).selectOption('1996');
  await expect(edu.getByText(END_BEFORE_START, { exact: true })).toHaveCount(0);
  await edu.getByRole('button', { name: 'Simpan' }).click();
  await expect(edu).toHaveCount(0);

  // A handle that is a whole address is refused in the socials panel with the server's words.
  await page.getByRole('button', { name: 'Ubah Media Sosial' }).click();
  const socials = dialog(page, 'Ubah Media Sosial');
  const instagram = socials.getByLabel('Instagram', { exact: true });
  await instagram.fill('instagram.com/siti');
  await socials.getByRole('button', { name: 'Simpan' }).click();
  await expect(socials).toBeVisible();
  await expect(instagram).toHaveAttribute('aria-invalid', 'true');
  await expect(instagram).toBeFocused();
  await instagram.fill('siti86');
  await socials.getByRole('button', { name: 'Simpan' }).click();
  await expect(socials).toHaveCount(0);

  // A phone number the server refuses is marked under the field on Simpan, before the confirmation.
  const phone = page.getByLabel('Nomor Telepon/WA', { exact: true });
  await phone.fill('08x');
  await page.getByRole('button', { name: 'Simpan', exact: true }).click();
  await expect(page.getByRole('alertdialog', { name: 'Simpan perubahan' })).toHaveCount(0);
  await expect(phone).toHaveAttribute('aria-invalid', 'true');
  await expect(phone).toBeFocused();
  // Only the two panels saved once their values were right (a panel's Simpan saves its item:
  // docs/decisions/023); the refused phone number sent nothing.
  expect(puts).toHaveLength(2);

  await phone.fill('0812 3456 7890');
  await page.getByRole('button', { name: 'Simpan', exact: true }).click();
  await page
    .getByRole('alertdialog', { name: 'Simpan perubahan' })
    .getByRole('button', { name: 'Simpan' })
    .click();
  await expect(page.getByText('Berhasil Mengedit Profil')).toBeVisible();
  expect(puts).toHaveLength(3);

  const res = await request.get(`/api/v1/user/${member.id}`, {
    headers: { authorization: `Bearer ${member.token}` },
  });
  const profile = (await res.json()).result;
  expect(profile.educations[0]).toMatchObject({ startDate: '10/08/1991', endDate: '10/07/1996', gpa: 3.4 });
  expect(profile.socials.instagram).toBe('siti86');
});
