import type { Page } from '@playwright/test';
import { createMember, expect, expectAccessible, SESSION_KEY, test, uid } from '../fixtures.ts';

const stepper = (page: Page) => page.getByRole('list', { name: 'Langkah pendaftaran' });

async function expectStep(page: Page, label: string) {
  await expect(stepper(page).locator('[aria-current="step"]')).toContainText(label);
}

test('a visitor registers through the whole wizard, saves step 2 and signs in from step 3', async ({
  page,
  request,
}) => {
  const id = uid();
  const member = {
    username: `w${id}`,
    name: `Wulan Sari ${id}`,
    email: `w${id}@example.com`,
    password: 'rahasia-wizard-1',
  };

  await page.goto('/register');
  await expect(page).toHaveTitle(/Daftar Akun/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expectStep(page, 'Akun');
  await expect(stepper(page).getByRole('listitem')).toHaveText([/Akun/, /Data Diri/, /Selesai/]);
  await expectAccessible(page);

  const account = page.getByRole('form', { name: 'Buat Akun' });
  await account.getByLabel('Username').fill(member.username);
  await account.getByLabel('Nama Lengkap').fill(member.name);
  await account.getByLabel('Email').fill(member.email);
  await account.getByLabel('Password', { exact: true }).fill(member.password);
  await account.getByLabel('Konfirmasi Password', { exact: true }).fill(member.password);
  const registered = page.waitForResponse((r) => r.url().endsWith('/api/v1/register'));
  await account.getByRole('button', { name: 'Daftar' }).click();
  expect((await registered).status()).toBe(201);

  // Step 2: the token stays in memory; nothing is stored until the member signs in at step 3.
  await expectStep(page, 'Data Diri');
  await expect(page.getByRole('heading', { level: 2, name: 'Data Diri' })).toBeFocused();
  await expect(page).toHaveTitle(/Langkah 2 dari 3/);
  expect(await page.evaluate(() => ({ local: localStorage.length, session: sessionStorage.length }))).toEqual(
    {
      local: 0,
      session: 0,
    },
  );
  await expectAccessible(page);

  const profile = page.getByRole('form', { name: 'Data Diri' });
  const details = {
    nickname: 'Wulan',
    phoneNumber: '0812-8600-1986',
    address: 'Jl. Merdeka No. 86, Bandung',
    highSchool: 'SMA Negeri 3 Bandung',
    occupation: 'Guru',
  };
  await profile.getByLabel('Nama Panggilan').fill(details.nickname);
  await profile.getByLabel('No. Telepon/WA').fill(details.phoneNumber);
  await profile.getByLabel('Alamat').fill(details.address);
  await profile.getByLabel('Asal SMA').fill(details.highSchool);
  await profile.getByLabel('Pekerjaan').fill(details.occupation);
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/v1/user-post-register'));
  await profile.getByRole('button', { name: 'Simpan' }).click();
  const savedRes = await saved;
  expect(savedRes.status()).toBe(200);
  expect(savedRes.request().headers().authorization).toMatch(/^Bearer \S+/);
  expect(savedRes.request().postDataJSON()).toEqual(details);
  expect((await savedRes.json()).result).toMatchObject({ username: member.username });

  // Step 3.
  await expectStep(page, 'Selesai');
  await expect(page.getByRole('heading', { level: 2, name: 'Pendaftaran Berhasil' })).toBeVisible();
  expect(await page.evaluate((key) => localStorage.getItem(key), SESSION_KEY)).toBeNull();
  await expectAccessible(page);

  await page.getByRole('link', { name: 'Masuk Sekarang' }).click();
  await expect(page).toHaveURL('/login');
  const login = page.getByRole('form', { name: 'Masuk Akun' });
  await expect(login.getByLabel('Email atau Username')).toHaveValue(member.username);
  await expectAccessible(page);
  await login.getByLabel('Password', { exact: true }).fill(member.password);
  await login.getByRole('button', { name: 'Masuk' }).click();

  await expect(page).toHaveURL('/');
  await expect(page.getByRole('banner').getByText(member.name).first()).toBeVisible();
  await expectAccessible(page);

  // The stored session belongs to the new account, and step 2's data is on it (the owner sees every field).
  const token = await page.evaluate(
    (key) => JSON.parse(localStorage.getItem(key) ?? '{}').token as string,
    SESSION_KEY,
  );
  const auth = { authorization: `Bearer ${token}` };
  const me = await request.get('/api/v1/current-user', { headers: auth });
  expect(me.status()).toBe(200);
  expect((await me.json()).result).toMatchObject({ username: member.username, email: member.email });
  const ownProfile = await request.get(`/api/v1/user/${member.username}`, { headers: auth });
  expect(ownProfile.status()).toBe(200);
  expect((await ownProfile.json()).result).toMatchObject({
    ...details,
    name: member.name,
    email: member.email,
  });
});

test('step 1 checks the fields, clears errors on edit, shows conflicts under their field; step 2 can be skipped', async ({
  page,
  request,
}) => {
  const taken = await createMember(request);
  await page.goto('/register');
  const account = page.getByRole('form', { name: 'Buat Akun' });
  const username = account.getByLabel('Username');
  const email = account.getByLabel('Email');
  const password = account.getByLabel('Password', { exact: true });
  const repassword = account.getByLabel('Konfirmasi Password', { exact: true });
  const submit = account.getByRole('button', { name: 'Daftar' });

  await submit.click();
  await expect(username).toHaveAccessibleDescription(/Username harus diisi/);
  await expect(email).toHaveAccessibleDescription(/Email harus diisi/);
  await expect(password).toHaveAccessibleDescription(/Password harus diisi/);
  await expect(username).toBeFocused();
  await expectAccessible(page);

  // Errors clear as the member edits.
  await username.fill(taken.username);
  await expect(username).not.toHaveAttribute('aria-invalid', 'true');
  await account.getByLabel('Nama Lengkap').fill('Budi Santoso');
  await email.fill(`b${uid()}@example.com`);
  await password.fill('rahasia-123');
  await repassword.fill('rahasia-124');
  await submit.click();
  await expect(repassword).toHaveAccessibleDescription(/Kata sandi berbeda/);
  await repassword.fill('rahasia-123');
  await expect(repassword).not.toHaveAttribute('aria-invalid', 'true');

  // The server's 409 goes under the field it is about.
  let answer = page.waitForResponse((r) => r.url().endsWith('/api/v1/register'));
  await submit.click();
  expect((await answer).status()).toBe(409);
  await expect(username).toHaveAccessibleDescription(/Username sudah digunakan\./);
  await expect(page.getByRole('alert').filter({ hasText: 'Username sudah digunakan.' })).toBeVisible();
  await expectAccessible(page);

  const fresh = `b${uid()}`;
  await username.fill(fresh);
  await expect(username).not.toHaveAttribute('aria-invalid', 'true');
  await email.fill(taken.email);
  answer = page.waitForResponse((r) => r.url().endsWith('/api/v1/register'));
  await submit.click();
  expect((await answer).status()).toBe(409);
  await expect(email).toHaveAccessibleDescription(/Email sudah terdaftar\./);

  await email.fill(`${fresh}@example.com`);
  answer = page.waitForResponse((r) => r.url().endsWith('/api/v1/register'));
  await submit.click();
  expect((await answer).status()).toBe(201);

  await expectStep(page, 'Data Diri');
  let putCalls = 0;
  page.on('request', (r) => {
    if (r.url().endsWith('/api/v1/user-post-register')) putCalls++;
  });
  await page.getByRole('button', { name: 'Lewati' }).click();
  await expectStep(page, 'Selesai');
  await expect(page.getByRole('heading', { name: 'Pendaftaran Berhasil' })).toBeVisible();
  expect(putCalls).toBe(0);
  await expectAccessible(page);
});
