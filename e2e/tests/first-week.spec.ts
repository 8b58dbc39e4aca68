import { readFileSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectAccessible, test, uid } from '../fixtures.ts';
import { type NoMailServer, startNoMailServer } from '../no-mail-server.ts';

/**
 * A fresh install without e-mail and without a public address (docs/decisions/022), on its own real server
 * (no-mail-server.ts): the start log, honest mail states, the WhatsApp way back in, the 'Tautan Gabung' with
 * approval and claims. The committee's screens at 1280 px, the member's at 390 px.
 */
test.describe.configure({ mode: 'serial' });

let server: NoMailServer;
/** The log as it stood once the server was ready (later lines are the tests' own requests). */
let startLog = '';
let admin: { username: string; password: string; token: string };
let passwordFile = '';
const PHONE = { width: 390, height: 844 };

/** Screenshots for the reviewer when SHOTS_DIR is set (never part of the assertions). */
async function shot(page: Page, name: string) {
  const dir = process.env.SHOTS_DIR;
  if (dir)
    await page.screenshot({ path: `${dir}/${name}-${page.viewportSize()?.width}.png`, fullPage: true });
}

const api = (request: APIRequestContext, method: 'get' | 'post' | 'put', path: string, data?: unknown) =>
  request[method](`${server.url}/api/v1${path}`, {
    headers: { authorization: `Bearer ${admin.token}` },
    ...(data === undefined ? {} : { data }),
  });

async function signIn(page: Page) {
  const res = await page.request.post(`${server.url}/api/v1/login`, {
    data: { email: admin.username, password: admin.password },
  });
  const s = (await res.json()).result;
  await page.addInitScript(
    (value) => {
      if (!window.localStorage.getItem('alumni86.session'))
        window.localStorage.setItem('alumni86.session', value);
    },
    JSON.stringify({ token: s.token, expiresAt: s.expiresAt, user: s.currentUser }),
  );
}

async function importMember(request: APIRequestContext, phoneNumber: string) {
  const p = `f${uid()}`;
  const res = await api(request, 'post', '/user/imports', {
    users: [{ name: `Sri ${p}`, username: `${p}sri`, email: `${p}sri@example.com`, phoneNumber }],
  });
  expect(res.status(), await res.text()).toBe(201);
  const list = await api(request, 'get', `/user?offset=1&limit=10&username=${p}sri`);
  const row = (await list.json()).result.datas[0];
  return { id: row.id as number, name: `Sri ${p}`, username: `${p}sri`, email: `${p}sri@example.com` };
}

test.beforeAll(async ({ playwright }) => {
  const port = Number(process.env.E2E_PORT ?? 3100) + 57;
  server = await startNoMailServer(port);
  startLog = server.log();
  // The start log ends, framed, with the first admin's username and the private file that holds the generated
  // password (never the password itself: docs/decisions/020): read it from there.
  const unframed = startLog
    .split('\n')
    .map((l) => l.replace(/^\| ?/, '').replace(/ ?\|$/, '').trim())
    .join(' ');
  const match = /username "([^"]+)" and the password written to (\S+) \(/.exec(unframed);
  if (!match?.[1] || !match[2]) throw new Error(`no first sign-in in the start log:\n${server.log()}`);
  passwordFile = match[2];
  const password = readFileSync(passwordFile, 'utf8').trim();
  const request = await playwright.request.newContext();
  const res = await request.post(`${server.url}/api/v1/login`, {
    data: { email: match[1], password },
  });
  const body = await res.json();
  // The first admin's temporary password may have to be replaced first: the test sets its own.
  admin = { username: match[1], password, token: body.result.token };
  await request.dispose();
});

test.afterAll(async () => {
  await server?.stop();
});

test('the start log ends with the address, the PUBLIC_URL warning, then the framed first sign-in', () => {
  const lines = startLog.trimEnd().split('\n');
  const address = lines.findIndex((l) => l.startsWith(`Server siap di http://localhost:${server.port}`));
  expect(address).toBeGreaterThan(-1);
  expect(lines.slice(address + 1).join(' ')).toContain('PERINGATAN: alamat publik');
  const frameTop = lines.findIndex((l, i) => i > address && l.startsWith('+--'));
  expect(frameTop).toBeGreaterThan(address);
  expect(lines.at(-1)).toBe(lines[frameTop]);
  const file = lines.findIndex((l) => l.includes(passwordFile));
  expect(file).toBeGreaterThan(frameTop);
  // Said once, nothing but the frame after it, and the password itself never in the log.
  expect(server.log().split('PERINGATAN: alamat publik').length).toBe(2);
  expect(server.log()).not.toContain(admin.password);
});

test('committee at 1280 px: invitations say they wait for e-mail, links say they will not open on phones', async ({
  page,
  request,
}) => {
  const member = await importMember(request, '0812-7000-1001');
  await signIn(page);
  await page.goto(`${server.url}/admin/user?q=${member.username}`);
  await expect(page.getByText('E-mail belum dikonfigurasi', { exact: true })).toBeVisible();
  await expect(page.getByText('Tautan tidak akan terbuka di ponsel anggota')).toBeVisible();
  await expect(page.getByText(`http://localhost:${server.port}`).first()).toBeVisible();
  await expect(page.getByText('SMTP_URL')).toHaveCount(0);

  await page.getByRole('button', { name: 'Kirim Undangan' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Kirim Undangan' });
  await expect(dialog).toContainText('belum ada yang menerima email');
  await expect(dialog).not.toContainText('Setiap anggota menerima email');
  await shot(page, 'invite-dialog-nomail');
  await dialog.getByRole('button', { name: 'Simpan di Antrean' }).click();
  await expect(page.getByText('Undangan belum terkirim', { exact: true })).toBeVisible();
  await expect(page.getByText('Undangan dikirim', { exact: true })).toHaveCount(0);
  await expect(page.getByText(/Undangan belum terkirim \(menunggu e-mail diatur\), dibuat/)).toBeVisible();
  await expect(page.getByText(/^Diundang /)).toHaveCount(0);
  await shot(page, 'user-list-nomail');
  await expectAccessible(page);

  await page.goto(`${server.url}/admin/log`);
  await expect(
    page.getByText(
      'Menyimpan undangan aktivasi untuk 1 anggota di antrean: e-mail belum dikonfigurasi, belum terkirim',
    ),
  ).toBeVisible();
  await expect(page.getByText('Mengirim undangan')).toHaveCount(0);
  await expect(page.getByText(/userId|\d{4}-\d{2}-\d{2}T\d{2}:/)).toHaveCount(0);
  await shot(page, 'activity-log');
});

test("committee at 1280 px: 'Kirim tautan atur ulang via WhatsApp' gives a working single-use link", async ({
  page,
  request,
}) => {
  const member = await importMember(request, '0812-7000-2002');
  // An active member who forgot the password: activate them through a WhatsApp invitation first.
  const inv = await api(request, 'post', `/user/${member.id}/invitation/whatsapp`);
  const activation = new URL((await inv.json()).result.link);
  const act = await request.post(`${server.url}/api/v1/activation`, {
    data: { token: activation.searchParams.get('token'), password: 'lama-sekali-1' },
  });
  expect(act.status(), await act.text()).toBe(200);

  await signIn(page);
  await page.goto(`${server.url}/admin/user/${member.id}`);
  await expect(page.getByText('Tautan tidak akan terbuka di ponsel anggota')).toBeVisible();
  await page.getByRole('button', { name: 'Kirim tautan atur ulang via WhatsApp' }).click();
  const dialog = page.getByRole('dialog', { name: 'Tautan Atur Ulang via WhatsApp' });
  await expect(dialog).toContainText('berlaku 24 jam');
  const message = (await dialog.getByTestId('whatsapp-message').textContent()) ?? '';
  const link = message.split('\n').find((l) => l.includes('/forget-password/confirm?token='));
  expect(link).toBeTruthy();
  await expect(dialog.getByRole('link', { name: 'Buka WhatsApp' })).toHaveAttribute(
    'href',
    /^https:\/\/wa\.me\/6281270002002\?text=/,
  );
  await shot(page, 'reset-whatsapp-dialog');
  await dialog.getByRole('button', { name: 'Tutup' }).click();

  // The member opens it on their phone and chooses a new password.
  const token = new URL(link ?? '').searchParams.get('token');
  const done = await request.post(`${server.url}/api/v1/forgot-password/confirm`, {
    data: { token, password: 'baru-sekali-2' },
  });
  expect(done.status(), await done.text()).toBe(200);
  const login = await request.post(`${server.url}/api/v1/login`, {
    data: { email: member.username, password: 'baru-sekali-2' },
  });
  expect(login.status()).toBe(200);
  await page.goto(`${server.url}/admin/log`);
  await expect(
    page.getByText(`Membuat tautan atur ulang password via WhatsApp untuk ${member.username}`),
  ).toBeVisible();
});

test("member at 390 px: 'Lupa password' without e-mail sends them to the committee's WhatsApp", async ({
  page,
  request,
}) => {
  const put = await api(request, 'put', '/community', { whatsapp: '0812-1986-0086' });
  expect(put.status(), await put.text()).toBe(200);
  await page.setViewportSize(PHONE);
  await page.goto(`${server.url}/forget-password`);
  await page.getByLabel('Email').fill('lupa.saya@example.com');
  await page.getByRole('button', { name: 'Kirim Tautan' }).click();
  await expect(page.getByRole('heading', { name: 'Minta Bantuan Panitia' })).toBeVisible();
  await expect(page.getByText('tidak ada email yang dikirim')).toBeVisible();
  await expect(page.getByText('kami telah mengirim email')).toHaveCount(0);
  const contact = page.getByRole('link', { name: 'Hubungi Panitia via WhatsApp (+6281219860086)' });
  await expect(contact).toHaveAttribute('href', /^https:\/\/wa\.me\/6281219860086\?text=/);
  await shot(page, 'forgot-nomail');
  await expectAccessible(page);
});

test('Tautan Gabung: a phone registrant claims the imported record and waits; the committee confirms at 1280 px', async ({
  page,
  request,
  browser,
}) => {
  const imported = await importMember(request, '0813-4000-3003');
  const link = (await (await api(request, 'post', '/join-link')).json()).result;
  expect(link.url).toBe(`http://localhost:${server.port}/gabung/${link.token}`);
  expect((await api(request, 'put', '/community', { registrationMode: 'APPROVAL' })).status()).toBe(200);

  // The member, on a phone.
  const phoneContext = await browser.newContext({
    viewport: PHONE,
    locale: 'id-ID',
    timezoneId: 'Asia/Jakarta',
  });
  const phone = await phoneContext.newPage();
  const tag = uid();
  await phone.goto(`${server.url}/gabung/${link.token}`);
  await phone.getByLabel('Nama Lengkap').fill(imported.name);
  await phone.getByLabel('Nomor WhatsApp').fill('+62 813 4000 3003');
  await phone.getByLabel('Email').fill(`baru${tag}@example.com`);
  await phone.getByLabel('Username').fill(`sri${tag}`);
  await phone.getByLabel('Password', { exact: true }).fill('rahasia-gabung-9');
  await phone.getByLabel('Konfirmasi Password').fill('rahasia-gabung-9');
  await shot(phone, 'join-form');
  await phone.getByRole('button', { name: 'Daftar' }).click();
  await expect(phone.getByRole('heading', { name: 'Apakah ini Anda?' })).toBeVisible();
  await expect(phone.getByText(`Data atas nama ${imported.name}`)).toBeVisible();
  await shot(phone, 'join-claim');
  await phone.getByRole('button', { name: 'Ya, ini saya' }).click();
  await expect(phone.getByRole('heading', { name: 'Menunggu persetujuan' })).toBeVisible();
  await shot(phone, 'join-waiting');
  await expectAccessible(phone);

  // Someone new waits too; /register waits under APPROVAL.
  await phone.goto(`${server.url}/gabung/${link.token}`);
  await phone.getByLabel('Nama Lengkap').fill(`Budi ${tag}`);
  await phone.getByLabel('Email').fill(`budi${tag}@example.com`);
  await phone.getByLabel('Username').fill(`budi${tag}`);
  await phone.getByLabel('Password', { exact: true }).fill('rahasia-gabung-9');
  await phone.getByLabel('Konfirmasi Password').fill('rahasia-gabung-9');
  await phone.getByRole('button', { name: 'Daftar' }).click();
  await expect(phone.getByRole('heading', { name: 'Menunggu persetujuan' })).toBeVisible();
  await phoneContext.close();

  // The committee.
  await signIn(page);
  await page.goto(`${server.url}/admin/user`);
  await page.getByRole('link', { name: /Tautan Gabung/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Tautan Gabung & Persetujuan' })).toBeVisible();
  await expect(page.getByTestId('join-link')).toHaveText(link.url);
  await expect(page.getByText('Tautan tidak akan terbuka di ponsel anggota')).toBeVisible();
  await expect(page.getByRole('radio', { name: /Dengan persetujuan/ })).toBeChecked();
  const claim = page.getByTestId('pending-registration').filter({ hasText: `sri${tag}` });
  await expect(claim).toContainText('Klaim data impor');
  await expect(claim).toContainText(imported.name);
  await expect(page.getByTestId('pending-registration').filter({ hasText: `budi${tag}` })).toContainText(
    'Pendaftaran baru',
  );
  await shot(page, 'join-admin');
  await expectAccessible(page);
  await claim.getByRole('button', { name: `Setujui ${imported.name}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Setujui', exact: true }).click();
  await expect(page.getByText('Pendaftaran disetujui')).toBeVisible();
  await expect(page.getByTestId('pending-registration').filter({ hasText: `sri${tag}` })).toHaveCount(0);
  const login = await request.post(`${server.url}/api/v1/login`, {
    data: { email: `sri${tag}`, password: 'rahasia-gabung-9' },
  });
  expect(login.status()).toBe(200);
  expect((await login.json()).result.currentUser.id).toBe(imported.id);

  // Hanya undangan: the register page is closed.
  await page.getByRole('radio', { name: /Hanya undangan/ }).check();
  await page.getByRole('button', { name: 'Simpan' }).click();
  await expect(page.getByText('Cara pendaftaran disimpan')).toBeVisible();
  const closed = await request.post(`${server.url}/api/v1/register`, {
    data: { username: `x${tag}`, name: 'X', email: `x${tag}@example.com`, password: 'rahasia-gabung-9' },
  });
  expect(closed.status()).toBe(403);
  expect((await api(request, 'put', '/community', { registrationMode: 'OPEN' })).status()).toBe(200);
});
