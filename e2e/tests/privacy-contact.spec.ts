import type { Page } from '@playwright/test';
import { signInAsAdmin } from '../admin-helpers.ts';
import {
  ADMIN,
  apiLogin,
  createMember,
  expect,
  expectAccessible,
  SHOTS_DIR,
  settlesAfterLoads,
  signInWithStorage,
  test,
  uid,
} from '../fixtures.ts';

/**
 * 'Siapa yang bisa melihat', the 'Kota' list, 'Chat WhatsApp' and 'Usaha Alumni' (docs/decisions/027) at 390 px:
 * Sari picks her city from the list and opens her WhatsApp number to members; Dodi finds her by city in
 * 'Cari Teman', opens her profile and sees 'Chat WhatsApp' with the right wa.me link, then finds her catering
 * by line in 'Usaha Alumni'; a visitor sees neither.
 */
const phone = { width: 390, height: 844 };
const desktop = { width: 1280, height: 900 };
const NUMBER = '0812-3456-7890';
const WA = 'https://wa.me/6281234567890';

async function pickCity(page: Page, typed: string, city: string, shot?: string) {
  const box = page.getByRole('combobox', { name: 'Kota' });
  await box.fill(typed);
  const option = page.getByRole('option', { name: new RegExp(`^${city}`) });
  await expect(option).toBeVisible();
  if (shot) await page.screenshot({ path: `${SHOTS_DIR}/${shot}` });
  // The keyboard path of the combobox: the arrows move, Enter picks.
  while ((await option.getAttribute('aria-selected')) !== 'true') await box.press('ArrowDown');
  await box.press('Enter');
  await expect(box).toHaveValue(city);
  await expect(page.getByRole('listbox')).toBeHidden();
}

test('a member opens her number to members; another finds her by city and chats on WhatsApp; a visitor sees neither', async ({
  browser,
  request,
}) => {
  test.slow();
  const tag = uid();
  const sari = await createMember(request, { name: `Sari Katering ${tag}` });
  const put = await request.put('/api/v1/user', {
    headers: { authorization: `Bearer ${sari.token}` },
    data: {
      name: sari.name,
      phoneNumber: NUMBER,
      businesses: [{ name: `Dapur Sari ${tag}`, line: 'Kuliner', description: 'Nasi kotak dan tumpeng' }],
    },
  });
  expect(put.status(), await put.text()).toBe(200);
  const dodi = await createMember(request, { name: `Dodi ${tag}` });

  // Sari: the city from the list, then 'Siapa yang bisa melihat'.
  const own = await browser.newContext({ viewport: phone, locale: 'id-ID', timezoneId: 'Asia/Jakarta' });
  const sariPage = await own.newPage();
  await signInWithStorage(sariPage, sari);
  await sariPage.goto('/profile');
  await sariPage.getByRole('button', { name: 'Edit Profil' }).click();
  await expect(sariPage.getByRole('heading', { name: 'Edit Data Pribadi' })).toBeVisible();
  await pickCity(sariPage, 'pekanb', 'Kota Pekanbaru');
  await sariPage.getByRole('textbox', { name: 'Tanggal lahir' }).fill('1968-07-19');
  const privacy = sariPage.getByRole('region', { name: 'Siapa yang bisa melihat' });
  await expect(privacy.getByLabel('Siapa yang bisa melihat Nomor Telepon/WA')).toHaveValue('SELF');
  // Phone, e-mail and address are never 'Publik'; the birthday may be.
  await expect(privacy.getByLabel('Siapa yang bisa melihat Nomor Telepon/WA').getByRole('option')).toHaveText(
    ['Hanya saya', 'Sesama anggota'],
  );
  await expect(privacy.getByLabel('Siapa yang bisa melihat Tanggal lahir').getByRole('option')).toHaveText([
    'Hanya saya',
    'Sesama anggota',
    'Publik',
  ]);
  await privacy
    .getByLabel('Siapa yang bisa melihat Nomor Telepon/WA')
    .selectOption({ label: 'Sesama anggota' });
  await expectAccessible(sariPage);
  await privacy.screenshot({ path: `${SHOTS_DIR}/privacy-form-390.png` });
  await privacy.getByRole('button', { name: 'Simpan Pengaturan' }).click();
  await expect(sariPage.getByText('Pengaturan privasi Anda sudah disimpan.')).toBeVisible();
  await sariPage.getByRole('button', { name: 'Simpan', exact: true }).click();
  await sariPage
    .getByRole('alertdialog', { name: 'Simpan perubahan' })
    .getByRole('button', { name: 'Simpan' })
    .click();
  await expect(sariPage.getByText('Berhasil Mengedit Profil')).toBeVisible();
  await expect(sariPage.getByText('Kota Pekanbaru')).toBeVisible();
  await own.close();

  for (const viewport of [phone, desktop]) {
    const ctx = await browser.newContext({ viewport, locale: 'id-ID', timezoneId: 'Asia/Jakarta' });
    // Acts on the app once it has adopted the page, as every page of the suite's own fixture does.
    const page = settlesAfterLoads(await ctx.newPage());
    await signInWithStorage(page, dodi);
    await page.goto('/');
    // The entries: the phone menu, or the desktop user menu.
    if (viewport === phone) await page.getByRole('button', { name: 'Buka menu' }).click();
    else await page.getByRole('button', { name: 'Menu akun' }).click();
    await expect(page.getByRole('link', { name: 'Usaha Alumni' })).toBeVisible();
    await page.getByRole('link', { name: 'Cari Teman' }).click();
    await expect(page.getByRole('heading', { name: 'Cari Teman', level: 1 })).toBeVisible();
    await page.getByLabel('Nama', { exact: true }).fill(tag);
    await pickCity(page, 'pekanbaru', 'Kota Pekanbaru', `kota-combobox-${viewport.width}.png`);
    const card = page.getByRole('link', { name: new RegExp(`Sari Katering ${tag}`) });
    await expect(card).toBeVisible();
    await expect(page.getByText('1 teman ditemukan')).toBeVisible();
    await card.click();
    await expect(page).toHaveURL(new RegExp(`/profile/${sari.username}$`));
    const chat = page.getByRole('link', { name: 'Chat WhatsApp' });
    await expect(chat).toHaveAttribute('href', WA);
    await expect(page.getByRole('link', { name: 'Telepon' })).toHaveAttribute('href', 'tel:+6281234567890');
    await expect(page.getByText(NUMBER)).toBeVisible();
    // The birthday stays 'Hanya saya'.
    await expect(page.getByText('19 Juli 1968')).toHaveCount(0);
    await expectAccessible(page);
    await page.screenshot({ path: `${SHOTS_DIR}/profile-contact-${viewport.width}.png`, fullPage: true });

    await page.goto('/usaha-alumni');
    await expect(page.getByRole('heading', { name: 'Usaha Alumni', level: 1 })).toBeVisible();
    await page.getByLabel('Bidang usaha').selectOption('Kuliner');
    // The typed name is searched after a pause: wait for its answer, not for the filter's (which already shows her).
    const searched = page.waitForResponse(
      (r) =>
        r.url().includes('/api/v1/directory/business') && new URL(r.url()).searchParams.get('search') === tag,
    );
    await page.getByLabel('Nama usaha').fill(tag);
    await searched;
    const business = page.getByRole('article', { name: `Dapur Sari ${tag}` });
    await expect(business).toBeVisible();
    await expect(page.getByText('1 usaha ditemukan')).toBeVisible();
    await expect(business.getByText('Kota Pekanbaru')).toBeVisible();
    await expect(business.getByRole('link', { name: `Chat WhatsApp dengan ${sari.name}` })).toHaveAttribute(
      'href',
      WA,
    );
    // The list is dimmed (aria-busy) until the answer is shown: scan the settled list.
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await expectAccessible(page);
    await page.screenshot({ path: `${SHOTS_DIR}/usaha-alumni-${viewport.width}.png`, fullPage: true });
    await business.getByRole('link', { name: `Lihat profil ${sari.name}` }).click();
    await expect(page).toHaveURL(new RegExp(`/profile/${sari.username}$`));
    await ctx.close();
  }

  const visitor = await browser.newContext({ viewport: phone, locale: 'id-ID', timezoneId: 'Asia/Jakarta' });
  const page = await visitor.newPage();
  await page.goto('/');
  await page.getByRole('button', { name: 'Buka menu' }).click();
  await expect(page.getByRole('link', { name: 'Masuk' }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Cari Teman' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Usaha Alumni' })).toHaveCount(0);
  for (const url of ['/cari-teman', '/usaha-alumni']) {
    await page.goto(url);
    await expect(page).toHaveURL(/\/login/);
  }
  await page.goto(`/profile/${sari.username}`);
  await expect(page.getByRole('heading', { name: sari.name })).toBeVisible();
  await expect(page.getByText('Kota Pekanbaru')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Chat WhatsApp' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Telepon' })).toHaveCount(0);
  await expect(page.getByText(NUMBER)).toHaveCount(0);
  await visitor.close();
});

test("the committee sets a member's 'Kota' from the list on the admin form (1280 px)", async ({
  browser,
  request,
}) => {
  const member = await createMember(request);
  const ctx = await browser.newContext({ viewport: desktop, locale: 'id-ID', timezoneId: 'Asia/Jakarta' });
  const page = await ctx.newPage();
  await signInAsAdmin(page, request);
  await page.goto(`/admin/user/${member.id}`);
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  await expect(page.getByLabel('Nama Lengkap *')).toBeFocused();
  await pickCity(page, 'kab slem', 'Kabupaten Sleman', 'admin-user-kota-1280.png');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Simpan' }).click();
  await page
    .getByRole('alertdialog', { name: 'Simpan perubahan' })
    .getByRole('button', { name: 'Simpan' })
    .click();
  await expect(page.locator('[data-toast-type="success"]')).toContainText(
    'Anda berhasil mengubah data pengguna',
  );
  await expect(page.getByText('Kabupaten Sleman')).toBeVisible();
  const admin = await apiLogin(request, ADMIN.username, ADMIN.password);
  const saved = await request.get(`/api/v1/user/${member.id}`, {
    headers: { authorization: `Bearer ${admin.token}` },
  });
  expect((await saved.json()).result.city).toBe('Kabupaten Sleman');
  await ctx.close();
});
