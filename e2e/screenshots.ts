/**
 * Screenshots of the sign-in screens at phone (390x844) and desktop (1280x800) widths, for a human to look at
 * (docs/conventions.md: look at what you built). Needs a running server with the built SPA:
 *   cd e2e && E2E_BASE_URL=http://127.0.0.1:3100 npx tsx screenshots.ts
 * Writes e2e/.tmp/shots/<name>-<width>.png. Members are created through the API, one per viewport.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
// @playwright/test re-exports playwright-core's launcher; it is the e2e package's declared dependency.
import { chromium, type Page } from '@playwright/test';

const here = path.dirname(fileURLToPath(import.meta.url));
const OUT = path.join(here, '.tmp', 'shots');
const BASE = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:3100';
const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
];

const uid = () => `${Date.now().toString(36)}${randomBytes(2).toString('hex')}`;

async function shot(page: Page, name: string) {
  // Back to the top, so the sticky top bar sits where a visitor sees it and not over the middle of the page.
  await page.evaluate(async () => {
    window.scrollTo(0, 0);
    await document.fonts.ready;
  });
  const file = path.join(OUT, `${name}-${page.viewportSize()?.width}.png`);
  await page.screenshot({ path: file, fullPage: true });
  console.log(file);
}

async function run() {
  mkdirSync(OUT, { recursive: true });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    for (const viewport of VIEWPORTS) {
      const context = await browser.newContext({
        viewport,
        baseURL: BASE,
        locale: 'id-ID',
        timezoneId: 'Asia/Jakarta',
        deviceScaleFactor: 1,
        // A client address per viewport, as the e2e suite does, so repeated runs stay under the per-IP limits.
        extraHTTPHeaders: { 'x-forwarded-for': `10.${[...randomBytes(3)].join('.')}` },
        reducedMotion: 'reduce',
      });
      const page = await context.newPage();

      await page.goto('/login');
      await page.getByRole('heading', { level: 1, name: 'Masuk Akun' }).waitFor();
      await shot(page, 'login');
      const login = page.getByRole('form', { name: 'Masuk Akun' });
      await login.getByLabel('Email atau Username').fill('belum-terdaftar');
      await login.getByLabel('Password', { exact: true }).fill('salah-sekali');
      await login.getByRole('button', { name: 'Masuk' }).click();
      await page.getByRole('alert').first().waitFor();
      await page.mouse.click(1, 1);
      await shot(page, 'login-error');

      const id = uid();
      await page.goto('/register');
      const account = page.getByRole('form', { name: 'Buat Akun' });
      await account.getByRole('button', { name: 'Daftar' }).click();
      await page.getByRole('alert').first().waitFor();
      await shot(page, 'register-1-errors');
      await account.getByLabel('Username').fill(`s${id}`);
      await account.getByLabel('Nama Lengkap').fill('Sri Rahayu Wulandari');
      await account.getByLabel('Email').fill(`s${id}@example.com`);
      await account.getByLabel('Password', { exact: true }).fill('rahasia-foto-1');
      await account.getByLabel('Konfirmasi Password', { exact: true }).fill('rahasia-foto-1');
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
      await shot(page, 'register-1');
      await account.getByRole('button', { name: 'Daftar' }).click();
      await page.getByRole('heading', { level: 2, name: 'Data Diri' }).waitFor();
      await page.getByLabel('Nama Panggilan').fill('Sri');
      await page.getByLabel('Asal SMA').fill('SMA Negeri 1 Yogyakarta');
      await shot(page, 'register-2');
      await page.getByRole('button', { name: 'Simpan' }).click();
      await page.getByRole('heading', { level: 2, name: 'Pendaftaran Berhasil' }).waitFor();
      await shot(page, 'register-3');

      await page.goto('/forget-password');
      await page.getByRole('heading', { level: 1, name: 'Lupa Password' }).waitFor();
      await shot(page, 'forgot');
      const forgot = page.getByRole('form', { name: 'Lupa Password' });
      await forgot.getByLabel('Email').fill(`s${id}@example.com`);
      await forgot.getByRole('button', { name: 'Kirim Tautan' }).click();
      await page.getByRole('heading', { level: 1, name: 'Cek Email Anda' }).waitFor();
      await shot(page, 'forgot-sent');

      await page.goto(`/forget-password/confirm?token=${'x'.repeat(40)}`);
      await page.getByRole('heading', { level: 1, name: 'Atur Password Baru' }).waitFor();
      await shot(page, 'confirm');
      const pair = page.getByRole('form', { name: 'Atur Password Baru' });
      await pair.getByLabel('Password Baru', { exact: true }).fill('password-baru-86');
      await pair.getByLabel('Konfirmasi Password Baru').fill('password-baru-86');
      await pair.getByRole('button', { name: 'Simpan Password' }).click();
      await page.getByRole('alert').waitFor();
      await shot(page, 'confirm-failed');

      await context.close();
    }
  } finally {
    await browser.close();
  }
}

await run();
