import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] });
for (const viewport of [{ width: 390, height: 844 }, { width: 1280, height: 800 }]) {
  const ctx = await browser.newContext({ viewport, baseURL: 'http://127.0.0.1:3112', locale: 'id-ID', timezoneId: 'Asia/Jakarta', reducedMotion: 'reduce' });
  const page = await ctx.newPage();
  await page.goto('/');
  await page.getByRole('button', { name: 'Berikutnya' }).first().click();
  await page.waitForTimeout(500);
  await page.mouse.move(0, 0);
  await page.screenshot({ path: `/tmp/w1-shots/slide2-${viewport.width}.png` });
  await page.getByRole('button', { name: 'Berikutnya' }).first().click();
  await page.waitForTimeout(500);
  await page.screenshot({ path: `/tmp/w1-shots/slide3-${viewport.width}.png` });
  await ctx.close();
}
await browser.close();
