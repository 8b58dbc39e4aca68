import { createMember, expect, expectAccessible, signInWithStorage, test } from '../fixtures.ts';

/** 'Pengingat email' on the member's own profile (docs/decisions/013), on a phone. */
test.use({ viewport: { width: 390, height: 844 } });

test('a member turns the reminder e-mail off and on again from the profile', async ({ page, request }) => {
  const member = await createMember(request);
  const mine = async () => {
    const res = await request.get(`/api/v1/user/${member.id}`, {
      headers: { authorization: `Bearer ${member.token}` },
    });
    return (await res.json()).result.reminderEmail as boolean;
  };
  expect(await mine()).toBe(true);

  await signInWithStorage(page, member);
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Edit Profil' }).click();
  const toggle = page.getByRole('checkbox', { name: 'Pengingat email' });
  await expect(toggle).toBeChecked();
  await expect(page.getByRole('region', { name: 'Notifikasi', exact: true })).toContainText(
    'Pengingat di aplikasi tetap dikirim.',
  );
  await expectAccessible(page);

  const save = async () => {
    await page.getByRole('button', { name: 'Simpan', exact: true }).click();
    await page
      .getByRole('alertdialog', { name: 'Simpan perubahan' })
      .getByRole('button', { name: 'Simpan' })
      .click();
    await expect(page.getByText('Anda berhasil mengedit data pribadi Anda.')).toBeVisible();
  };
  await toggle.uncheck();
  await save();
  await expect.poll(mine).toBe(false);

  await page.reload();
  await page.getByRole('button', { name: 'Edit Profil' }).click();
  await expect(toggle).not.toBeChecked();
  await toggle.check();
  await save();
  await expect.poll(mine).toBe(true);
});
