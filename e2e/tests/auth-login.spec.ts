import { createMember, expect, expectAccessible, SESSION_KEY, test } from '../fixtures.ts';

const BAD_CREDENTIALS = 'Email/username atau password salah.';

/** Everything this origin keeps in the browser, to prove no password is among it. */
async function browserStorage(page: import('@playwright/test').Page) {
  return page.evaluate(() => {
    const dump = (store: Storage) => {
      const all: Record<string, string> = {};
      for (let i = 0; i < store.length; i++) {
        const key = store.key(i);
        if (key !== null) all[key] = store.getItem(key) ?? '';
      }
      return all;
    };
    return { local: dump(localStorage), session: dump(sessionStorage), cookie: document.cookie };
  });
}

test('a member signs in with the username, keeps no password, and signs out through the menu', async ({
  page,
  request,
}) => {
  const member = await createMember(request);

  await page.goto('/login');
  await expect(page).toHaveTitle(/Masuk Akun/);
  await expect(page.getByRole('heading', { level: 1, name: 'Masuk Akun' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Lupa password?' })).toHaveAttribute(
    'href',
    '/forget-password',
  );
  await expect(page.getByRole('main').getByRole('link', { name: 'Daftar', exact: true })).toHaveAttribute(
    'href',
    '/register',
  );
  await expectAccessible(page);

  const form = page.getByRole('form', { name: 'Masuk Akun' });
  await form.getByLabel('Email atau Username').fill(member.username);
  await form.getByLabel('Password', { exact: true }).fill(member.password);
  // Signing in moves on without a full page load: a mark on this page's window survives.
  await page.evaluate(() => Object.assign(window, { samePage: true }));
  const answer = page.waitForResponse((r) => r.url().endsWith('/api/v1/login'));
  await form.getByRole('button', { name: 'Masuk' }).click();
  expect((await answer).status()).toBe(200);
  await expect(page.getByText('Berhasil Masuk')).toBeVisible();
  await expect(page).toHaveURL('/');
  expect(await page.evaluate(() => 'samePage' in window)).toBe(true);

  const banner = page.getByRole('banner');
  await expect(banner.getByText(member.name).first()).toBeVisible();
  await expect(banner.getByRole('link', { name: 'Masuk', exact: true })).toHaveCount(0);
  await expectAccessible(page);

  const { local, session, cookie } = await browserStorage(page);
  // One key (docs/spec.md §3), holding token, expiry and user, and when this device stored the token
  // (docs/decisions/020, 'The phone's own clock'); no password anywhere in the browser.
  expect(Object.keys(local)).toEqual([SESSION_KEY]);
  const stored = JSON.parse(local[SESSION_KEY] ?? 'null');
  expect(Object.keys(stored).sort()).toEqual(['expiresAt', 'receivedAt', 'token', 'user']);
  expect(typeof stored.receivedAt).toBe('number');
  expect(stored.user).toMatchObject({ username: member.username, name: member.name, email: member.email });
  expect(local[SESSION_KEY]).not.toMatch(/"(password|repassword|secret)"/i);
  for (const value of [...Object.values(local), ...Object.values(session), cookie])
    expect(value).not.toContain(member.password);

  await banner.getByRole('button', { name: new RegExp(member.name) }).click();
  await page
    .getByRole('menuitem', { name: 'Keluar Akun' })
    .or(page.getByRole('button', { name: 'Keluar Akun' }))
    .click();
  const dialog = page.getByRole('alertdialog').or(page.getByRole('dialog'));
  await expect(dialog).toBeVisible();
  await expectAccessible(page);
  const afterLogout = page.waitForEvent('load');
  await dialog.getByRole('button', { name: 'Keluar', exact: true }).click();
  await afterLogout;

  await expect(page.getByRole('banner').getByRole('link', { name: 'Masuk', exact: true })).toBeVisible();
  expect(await page.evaluate((key) => localStorage.getItem(key), SESSION_KEY)).toBeNull();
  await expectAccessible(page);
});

test('a member signs in with the email and returns to the page that asked for it', async ({
  page,
  request,
}) => {
  const member = await createMember(request);

  await page.goto('/profile');
  await expect(page).toHaveURL('/login');
  await expectAccessible(page);

  const form = page.getByRole('form', { name: 'Masuk Akun' });
  await form.getByLabel('Email atau Username').fill(member.email.toUpperCase());
  await form.getByLabel('Password', { exact: true }).fill(member.password);
  await page.evaluate(() => Object.assign(window, { samePage: true }));
  await form.getByRole('button', { name: 'Masuk' }).click();

  await expect(page).toHaveURL('/profile');
  expect(await page.evaluate(() => 'samePage' in window)).toBe(true);
  await expect(page.getByRole('main').getByText(member.email)).toBeVisible();
  await expect(page.getByRole('main').getByText(`@${member.username}`).first()).toBeVisible();
  await expectAccessible(page);
});

test('the form refuses empty fields and shows the server message under the email/username field', async ({
  page,
  request,
}) => {
  const member = await createMember(request);
  let loginCalls = 0;
  page.on('request', (r) => {
    if (r.url().endsWith('/api/v1/login')) loginCalls++;
  });

  await page.goto('/login');
  const form = page.getByRole('form', { name: 'Masuk Akun' });
  const identifier = form.getByLabel('Email atau Username');
  const password = form.getByLabel('Password', { exact: true });

  await form.getByRole('button', { name: 'Masuk' }).click();
  await expect(identifier).toHaveAccessibleDescription(/Email atau username harus diisi/);
  await expect(password).toHaveAccessibleDescription(/Password harus diisi/);
  await expect(identifier).toHaveAttribute('aria-invalid', 'true');
  await expect(identifier).toBeFocused();
  await expectAccessible(page);
  expect(loginCalls).toBe(0);

  await identifier.fill(member.username);
  await password.fill('bukan-password-ini');
  const answer = page.waitForResponse((r) => r.url().endsWith('/api/v1/login'));
  await form.getByRole('button', { name: 'Masuk' }).click();
  const res = await answer;
  expect(res.status()).toBe(401);
  expect((await res.json()).message).toBe(BAD_CREDENTIALS);

  // Under the identifier field, tied to it, and announced.
  await expect(identifier).toHaveAccessibleDescription(new RegExp(BAD_CREDENTIALS.replace(/[.]/g, '\\.')));
  await expect(page.getByRole('alert').filter({ hasText: BAD_CREDENTIALS })).toBeVisible();
  await expect(password).not.toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL('/login');
  expect(await page.evaluate((key) => localStorage.getItem(key), SESSION_KEY)).toBeNull();
  await expectAccessible(page);

  // Editing clears the server's message.
  await password.fill('lagi-salah');
  await expect(page.getByRole('alert').filter({ hasText: BAD_CREDENTIALS })).toHaveCount(0);
});
